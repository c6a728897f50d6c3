import { availableParallelism } from 'node:os';
import path from 'node:path';
import proxyaddr from 'proxy-addr';
import { GOOGLE_CERTS_URL } from '../auth/google';
import { ConfigError, hostsFromEnv, siteHosts } from './hosts';
import type { HostMap } from '../brands/resolve-host';
import type { CspOptions } from '../http/csp';
import { thirdPartyCsp } from './third-parties';

export { ConfigError };

export interface ServerConfig {
  readonly port: number;
  /** PostgreSQL connection string; the start script fills it in for the embedded database. */
  readonly databaseUrl: string | undefined;
  readonly databasePoolMax: number;
  readonly dataDir: string;
  readonly pglitePort: number;
  readonly hosts: HostMap;
  /** RESPONSE_COPY_SECONDS (default 10, 0 turns them off) and RESPONSE_COPY_MB (default 32): the server's copies of cached pages (lib/http/page-copies.ts). */
  readonly responseCopies: { readonly seconds: number; readonly megabytes: number };
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

function urlOf(env: Readonly<Record<string, string | undefined>>, name: string, protocols: readonly string[], example: string): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `is not a URL (expected ${example})`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}, got "${url.protocol}"`);
  }
  return raw;
}

export interface AuthConfig {
  /** smtp:// or smtps:// of the mail relay; unset: messages are written to DATA_DIR/outbox/. */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** MAIL_RETRY_MAX_SECONDS: the longest wait between two tries of a message the relay did not take (default 600). */
  readonly mailRetryMaxSeconds: number;
  /** redis:// or rediss://; unset: rate-limit counters live in the database. */
  readonly redisUrl: string | undefined;
  /** REDIS_RATE_LIMIT_PREFIX: the key prefix of the rate-limit counters in Redis (default alokpat:rl:). */
  readonly redisRateLimitPrefix: string;
  /** Cookies carry Secure (always in production). */
  readonly secureCookies: boolean;
  readonly dataDir: string;
  /** Google one-tap's OAuth client id; unset: one-tap is off. */
  readonly googleClientId: string | undefined;
  /** Where Google's signing keys are fetched (GOOGLE_CERTS_URL; the end-to-end tests point it at their own keys). */
  readonly googleCertsUrl: string;
  /** Password hashes running at once and waiting (PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE); beyond them 503. */
  readonly passwordHashing: { readonly running: number; readonly waiting: number };
}

/** The accounts part of the environment (docs/accounts.md); throws a ConfigError naming the variable. */
export function loadAuthConfig(env: Readonly<Record<string, string | undefined>> = process.env): AuthConfig {
  const mailFrom = env.MAIL_FROM || 'Alokpat <no-reply@alokpat.localhost>';
  if (/[\r\n]/.test(mailFrom)) throw new ConfigError('MAIL_FROM', 'must be one line');
  const secure = env.COOKIE_SECURE;
  if (secure && secure !== 'true' && secure !== 'false') throw new ConfigError('COOKIE_SECURE', `must be true or false, got "${secure}"`);
  return {
    smtpUrl: urlOf(env, 'SMTP_URL', ['smtp:', 'smtps:'], 'smtp://user:pass@host:587'),
    mailFrom,
    mailRetryMaxSeconds: integer(env, 'MAIL_RETRY_MAX_SECONDS', 600, 5, 86_400),
    redisUrl: urlOf(env, 'REDIS_URL', ['redis:', 'rediss:'], 'redis://host:6379'),
    redisRateLimitPrefix: env.REDIS_RATE_LIMIT_PREFIX || 'alokpat:rl:',
    secureCookies: secure ? secure === 'true' : env.NODE_ENV === 'production',
    dataDir: dataDir(env),
    googleClientId: googleClientId(env.GOOGLE_CLIENT_ID),
    googleCertsUrl: urlOf(env, 'GOOGLE_CERTS_URL', ['https:', 'http:'], 'https://www.googleapis.com/oauth2/v3/certs') ?? GOOGLE_CERTS_URL,
    passwordHashing: passwordHashing(env),
  };
}

function passwordHashing(env: Readonly<Record<string, string | undefined>>): AuthConfig['passwordHashing'] {
  const running = integer(env, 'PASSWORD_HASH_CONCURRENCY', availableParallelism(), 1, 256);
  return { running, waiting: integer(env, 'PASSWORD_HASH_QUEUE', running * 4, 0, 10_000) };
}

function googleClientId(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^[\w.-]+\.apps\.googleusercontent\.com$/.test(value)) throw new ConfigError('GOOGLE_CLIENT_ID', 'must look like 1234-abc.apps.googleusercontent.com');
  return value;
}

/** Reads and validates the environment; throws a ConfigError naming the variable. */
export function loadServerConfig(env: Readonly<Record<string, string | undefined>> = process.env): ServerConfig {
  const database = databaseConfig(env);
  return {
    port: integer(env, 'PORT', 3000, 1, 65535),
    databaseUrl: database.url,
    databasePoolMax: database.poolMax,
    dataDir: dataDir(env),
    pglitePort: integer(env, 'PGLITE_PORT', 0, 0, 65535),
    // The process's own environment: the host map parsed once (siteHosts); another: parsed for it.
    hosts: env === process.env ? siteHosts() : hostsFromEnv(env),
    responseCopies: { seconds: integer(env, 'RESPONSE_COPY_SECONDS', 10, 0, 3600), megabytes: integer(env, 'RESPONSE_COPY_MB', 32, 1, 4096) },
  };
}

/** DATA_DIR, resolved (default .data): the embedded database, media, secrets and the outbox live there. */
export function dataDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  // A run-time directory, not a source path: Turbopack must not trace the project through it.
  return path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR || '.data');
}

/** DATABASE_URL (validated; unset before the start script fills it in) and DATABASE_POOL_MAX (default 10). */
export function databaseConfig(env: Readonly<Record<string, string | undefined>> = process.env): { readonly url: string | undefined; readonly poolMax: number } {
  return { url: databaseUrl(env), poolMax: integer(env, 'DATABASE_POOL_MAX', 10, 1, 500) };
}

/**
 * The machine clients' keys, read at each request (so a key set or removed takes effect at
 * once): INGEST_API_KEY (the newsroom's ingest API; unset, it answers 503) and
 * MODERATION_API_KEY (the comments moderation API; unset, it is off).
 */
export function apiKeys(env: Readonly<Record<string, string | undefined>> = process.env): { readonly ingest: string | undefined; readonly moderation: string | null } {
  return { ingest: env.INGEST_API_KEY, moderation: env.MODERATION_API_KEY || null };
}

/** GOOGLE_CLIENT_ID, validated: Google one-tap's client id, or undefined (one-tap off). */
export function googleSignInClientId(env: Readonly<Record<string, string | undefined>> = process.env): string | undefined {
  return googleClientId(env.GOOGLE_CLIENT_ID);
}

export interface EdgeConfig {
  /** TRUSTED_PROXIES compiled: whether a peer address is a proxy whose forwarding headers count. */
  readonly trustProxy: (address: string, hop: number) => boolean;
  /** FORCE_HTTPS=1: every request arrived over https (a TLS terminator that sends no X-Forwarded-Proto). */
  readonly forceHttps: boolean;
  /** EDGE_PURGE_URL: where the app sends its PURGE requests after a write (Varnish); unset, no edge purge. */
  readonly purgeUrl: string | undefined;
  /**
   * EDGE_PURGE_SECRET: sent as X-Purge-Secret with every purge; the edge's purge-secret.vcl
   * (scripts/edge-vcl.ts) holds the same value and refuses purges without it.
   */
  readonly purgeSecret: string | undefined;
}

/** At least 32 characters of a URL-safe alphabet: long enough to guess never, and safe to write into a VCL string. */
export const PURGE_SECRET_PATTERN = /^[A-Za-z0-9_-]{32,256}$/;

function purgeSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!PURGE_SECRET_PATTERN.test(value)) throw new ConfigError('EDGE_PURGE_SECRET', 'must be 32 to 256 characters of A-Z, a-z, 0-9, _ and - (for example `openssl rand -hex 32`)');
  return value;
}

/**
 * The server's edge settings (lib/http/boundary.ts). TRUSTED_PROXIES: comma-separated
 * addresses or CIDRs (and proxy-addr's names loopback, linklocal, uniquelocal); empty, no
 * proxy is trusted and every X-Forwarded-* header is ignored.
 */
export function loadEdgeConfig(env: Readonly<Record<string, string | undefined>> = process.env): EdgeConfig {
  const entries = (env.TRUSTED_PROXIES ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  let trustProxy: EdgeConfig['trustProxy'];
  try {
    trustProxy = proxyaddr.compile(entries);
  } catch (error) {
    throw new ConfigError('TRUSTED_PROXIES', `has an entry that is not an address or CIDR (${(error as Error).message})`);
  }
  const force = env.FORCE_HTTPS;
  if (force && force !== '1' && force !== '0') throw new ConfigError('FORCE_HTTPS', `must be 1 or 0, got "${force}"`);
  return {
    trustProxy,
    forceHttps: force === '1',
    purgeUrl: urlOf(env, 'EDGE_PURGE_URL', ['http:', 'https:'], 'http://varnish-host/'),
    purgeSecret: purgeSecret(env.EDGE_PURGE_SECRET),
  };
}

/**
 * What the Content-Security-Policy (lib/http/csp.ts) must allow besides the site itself:
 * Google sign-in when GOOGLE_CLIENT_ID is set, the image CDN when images come from one,
 * the ad network and tags when ADS_CONFIG and ANALYTICS_CONFIG configure them (./third-parties.ts).
 */
export function loadCspConfig(env: Readonly<Record<string, string | undefined>> = process.env): CspOptions {
  const cdn = ['thumbor', 'gumlet'].includes(env.NEXT_PUBLIC_IMAGE_CDN_FORMAT ?? '') ? urlOf(env, 'NEXT_PUBLIC_IMAGE_CDN_URL', ['https:', 'http:'], 'https://images.example.com') : undefined;
  return { googleSignIn: Boolean(googleClientId(env.GOOGLE_CLIENT_ID)), imageOrigin: cdn ? new URL(cdn).origin : undefined, ...thirdPartyCsp(env) };
}
