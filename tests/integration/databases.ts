/**
 * The databases integration tests run against: the embedded PGlite server always, and
 * the PostgreSQL server of DATABASE_URL when it is set (CI sets it). Each test file
 * gets a database of its own and drops it afterwards; nothing assumes an empty server.
 */
import { connect, type DatabaseHandle } from '@/lib/db/client';
import { startEmbeddedDatabase } from '@/lib/db/embedded';
import { runMigrations } from '@/lib/db/migrate';
import { createScratchDatabase } from '@/lib/db/scratch';

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
      const scratch = await createScratchDatabase(adminUrl, 'alokpat_it');
      const handle = connect(scratch.url, 4);
      await runMigrations(handle.db);
      return {
        ...handle,
        url: scratch.url,
        async drop() {
          await handle.pool.end();
          await scratch.drop();
        },
      };
    },
  };
}

export const DATABASE_TARGETS: DatabaseTarget[] = process.env.DATABASE_URL ? [embedded, postgres(process.env.DATABASE_URL)] : [embedded];
