import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { noteDatabaseFailure, noteDatabaseSuccess } from './health';
import { databaseConfig } from '../config/env';
import { log } from '../log/logger';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly pool: pg.Pool;
}

/** One pool per connection string; the app always speaks the PostgreSQL wire protocol. */
export function connect(connectionString: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    application_name: 'alokpat',
  });
  // An idle client losing its connection must not take the process down.
  pool.on('error', (error) => {
    noteDatabaseFailure(error);
    log('warn', 'database: an idle connection was lost', { code: (error as { code?: string }).code ?? null });
  });
  watch(pool);
  return { db: drizzle(pool, { schema }), pool };
}

/**
 * Reports every query's outcome to lib/db/health.ts (drizzle sends queries through
 * pool.query, transactions through pool.connect): an unreachable database marks the request
 * that met it, so its failure is answered 503 with Retry-After, and the first query that
 * succeeds again ends the outage, with no restart.
 */
function watch(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const connectClient = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const track = (result: unknown): unknown => {
    if (result instanceof Promise) result.then(noteDatabaseSuccess, noteDatabaseFailure);
    return result;
  };
  (pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
    if (typeof args[args.length - 1] === 'function') return query(...args);
    return track(query(...args));
  };
  (pool as unknown as { connect: unknown }).connect = (...args: unknown[]) => {
    if (typeof args[0] === 'function') return connectClient(...args);
    return track(connectClient());
  };
}

const globalForDb = globalThis as typeof globalThis & { __alokpatDb?: DatabaseHandle };

/** The app's shared handle, configured by DATABASE_URL (the start script sets it for the embedded database). */
export function getDb(): Database {
  return getHandle().db;
}

export function getHandle(): DatabaseHandle {
  if (!globalForDb.__alokpatDb) {
    const { url, poolMax } = databaseConfig();
    if (!url) throw new Error('DATABASE_URL is not set: start the site with `npm start`, which provides the embedded database.');
    globalForDb.__alokpatDb = connect(url, poolMax);
  }
  return globalForDb.__alokpatDb;
}
