import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
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
  pool.on('error', (error) => console.error('database pool error:', error.message));
  return { db: drizzle(pool, { schema }), pool };
}

const globalForDb = globalThis as typeof globalThis & { __alokpatDb?: DatabaseHandle };

/** The app's shared handle, configured by DATABASE_URL (the start script sets it for the embedded database). */
export function getDb(): Database {
  return getHandle().db;
}

export function getHandle(): DatabaseHandle {
  if (!globalForDb.__alokpatDb) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set: start the site with `npm start`, which provides the embedded database.');
    globalForDb.__alokpatDb = connect(url, Number(process.env.DATABASE_POOL_MAX) || 10);
  }
  return globalForDb.__alokpatDb;
}
