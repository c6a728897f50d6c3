import type { ServerConfig } from '../config/env';
import { connect, type DatabaseHandle } from './client';
import { startEmbeddedDatabase } from './embedded';

export interface OpenDatabase extends DatabaseHandle {
  readonly url: string;
  readonly embedded: boolean;
  close(): Promise<void>;
}

/** DATABASE_URL when set; otherwise the embedded PGlite server on DATA_DIR. */
export async function openDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'pglitePort'>, poolMax = 4): Promise<OpenDatabase> {
  const embedded = config.databaseUrl ? null : await startEmbeddedDatabase({ dataDir: config.dataDir, port: config.pglitePort });
  const url = config.databaseUrl ?? (embedded as { url: string }).url;
  const handle = connect(url, poolMax);
  return {
    ...handle,
    url,
    embedded: embedded !== null,
    async close() {
      // The caller may have ended the pool already (the start script does, once set up).
      if (!handle.pool.ended) await handle.pool.end();
      await embedded?.stop();
    },
  };
}
