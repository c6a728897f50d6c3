import { loadServerConfig } from '../lib/config/env';
import { runMigrations } from '../lib/db/migrate';
import { openDatabase } from '../lib/db/runtime';
import { runScript } from './run-script';

runScript(async () => {
  const database = await openDatabase(loadServerConfig());
  try {
    await runMigrations(database.db);
    console.log(`migrations applied (${database.embedded ? 'embedded database' : 'DATABASE_URL'})`);
  } finally {
    await database.close();
  }
});
