/**
 * The databases integration tests run against: the embedded PGlite server always, and
 * the PostgreSQL server of DATABASE_URL when it is set (CI sets it). Each test file
 * gets a database of its own and drops it afterwards; nothing assumes an empty server.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connect, type DatabaseHandle } from '@/lib/db/client';
import { startEmbeddedDatabase } from '@/lib/db/embedded';
import { runMigrations } from '@/lib/db/migrate';

export interface TestDatabase extends DatabaseHandle {
  readonly url: string;
  drop(): Promise<void>;
}

export interface DatabaseTarget {
  readonly name: string;
  create(): Promise<TestDatabase>;
}

const embedded: DatabaseTarget = {
  name: 'embedded PGlite',
  async create() {
    const server = await startEmbeddedDatabase({ dataDir: null });
    const handle = connect(server.url, 4);
    await runMigrations(handle.db);
    return {
      ...handle,
      url: server.url,
      async drop() {
        await handle.pool.end();
        await server.stop();
      },
    };
  },
};

function postgres(adminUrl: string): DatabaseTarget {
  return {
    name: 'PostgreSQL',
    async create() {
      const name = `alokpat_it_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = connect(url.toString(), 4);
      await runMigrations(handle.db);
      return {
        ...handle,
        url: url.toString(),
        async drop() {
          await handle.pool.end();
          const cleanup = new pg.Client({ connectionString: adminUrl });
          await cleanup.connect();
          await cleanup.query(`drop database if exists ${name} with (force)`);
          await cleanup.end();
        },
      };
    },
  };
}

export const DATABASE_TARGETS: DatabaseTarget[] = process.env.DATABASE_URL ? [embedded, postgres(process.env.DATABASE_URL)] : [embedded];
