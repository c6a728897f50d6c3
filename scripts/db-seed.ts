import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadServerConfig } from '../lib/config/env';
import { runMigrations } from '../lib/db/migrate';
import { openDatabase } from '../lib/db/runtime';
import { s3ConfigOf } from '../lib/config/media';
import { mediaStore, publishLocalMedia } from '../lib/media/store';
import { DEFAULT_STORY_COUNT, seedDatabase } from '../lib/seed/seed';
import { runScript } from './run-script';

const { values } = parseArgs({ options: { stories: { type: 'string', default: String(DEFAULT_STORY_COUNT) } } });

runScript(async () => {
  const stories = Number(values.stories);
  if (!Number.isInteger(stories) || stories < 100 || stories > 1_000_000) {
    throw new Error(`--stories must be a whole number from 100 to 1000000, got "${values.stories}"`);
  }
  const config = loadServerConfig();
  const database = await openDatabase(config);
  try {
    await runMigrations(database.db);
    const report = await seedDatabase(database.db, { stories, mediaDir: path.join(config.dataDir, 'media'), log: (line) => console.log(line) });
    if (s3ConfigOf()) console.log(`copied ${await publishLocalMedia(config.dataDir, mediaStore())} demo media files to the S3 bucket`);
    const size = await database.pool.query<{ size: string }>('select pg_size_pretty(pg_database_size(current_database())) as size');
    console.log(`seeded ${report.stories} stories in ${(report.milliseconds / 1000).toFixed(1)} s; database size ${size.rows[0].size}`);
  } finally {
    await database.close();
  }
});
