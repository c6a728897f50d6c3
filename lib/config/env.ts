import path from 'node:path';
import { ConfigError, parseSiteHosts } from './hosts';
import type { HostMap } from '../brands/resolve-host';

export { ConfigError };

export interface ServerConfig {
  readonly port: number;
  /** PostgreSQL connection string; the start script fills it in for the embedded database. */
  readonly databaseUrl: string | undefined;
  readonly databasePoolMax: number;
  readonly dataDir: string;
  readonly pglitePort: number;
  readonly hosts: HostMap;
}

function integer(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function databaseUrl(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const raw = env.DATABASE_URL;
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL', 'is not a URL (expected postgres://user@host:port/database)');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError('DATABASE_URL', `must start with postgres:// or postgresql://, got "${url.protocol}"`);
  }
  return raw;
}

/** Reads and validates the environment; throws a ConfigError naming the variable. */
export function loadServerConfig(env: Readonly<Record<string, string | undefined>> = process.env): ServerConfig {
  return {
    port: integer(env, 'PORT', 3000, 1, 65535),
    databaseUrl: databaseUrl(env),
    databasePoolMax: integer(env, 'DATABASE_POOL_MAX', 10, 1, 500),
    dataDir: path.resolve(env.DATA_DIR || '.data'),
    pglitePort: integer(env, 'PGLITE_PORT', 0, 0, 65535),
    hosts: parseSiteHosts(env.SITE_HOSTS),
  };
}
