/**
 * `npm run db:server`: serves the embedded database on DATA_DIR alone, over the
 * PostgreSQL wire protocol, until Ctrl-C. Point DATABASE_URL (or psql) at the printed
 * URL to run the app, migrations or tools against it from other processes.
 */
import { loadServerConfig } from '../lib/config/env';
import { startEmbeddedDatabase } from '../lib/db/embedded';
import { runScript } from './run-script';

runScript(async () => {
  const config = loadServerConfig();
  const database = await startEmbeddedDatabase({ dataDir: config.dataDir, port: config.pglitePort });
  console.log(`embedded database on ${config.dataDir}: ${database.url}`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await database.stop();
});
