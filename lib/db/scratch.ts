/**
 * A throw-away database on a PostgreSQL server, for tests and benchmarks that must not
 * touch what the server already holds: created under a random name, dropped (forcibly,
 * whoever is still connected) when done.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

async function run(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** `prefix` names who made it (e.g. `alokpat_it`), so a leftover is recognisable. */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await run(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(adminUrl, `drop database if exists ${name} with (force)`) };
}
