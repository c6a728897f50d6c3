/**
 * `npm start`: validates the configuration, opens the database (the embedded PGlite
 * server on DATA_DIR when DATABASE_URL is not set), applies migrations, seeds the demo
 * newsroom on first start, builds if there is no build, then runs the app's server
 * (scripts/serve.ts: Next behind the request boundary) and stops everything cleanly together.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadAuthConfig, loadServerConfig } from '../lib/config/env';
import { runMigrations } from '../lib/db/migrate';
import { openDatabase } from '../lib/db/runtime';
import { s3ConfigOf } from '../lib/config/media';
import { loadReadingCountsConfig } from '../lib/config/reading-counts';
import { pushSenderConfig } from '../lib/config/push';
import { adsTxtLines } from '../lib/config/ads-txt';
import { BRANDS } from '../lib/brands/brands';
import { mediaStore, publishLocalMedia } from '../lib/media/store';
import { ensureIntegrationSecret, ensurePreviewSecret } from '../lib/config/secret';
import { indexUnindexedStories } from '../lib/search/store';
import { isSeeded, seedDatabase } from '../lib/seed/seed';
import { runScript } from './run-script';

const require = createRequire(import.meta.url);
const NEXT_BIN = require.resolve('next/dist/bin/next');
const SERVE = path.join(path.dirname(new URL(import.meta.url).pathname), 'serve.ts');
const dev = process.argv.includes('--dev');

function run(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [NEXT_BIN, ...args], { stdio: 'inherit', env });
}

function exitCode(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

runScript(async () => {
  const config = loadServerConfig();
  // The accounts variables are read by the app; checking them here stops a bad value before it starts.
  loadAuthConfig();
  s3ConfigOf();
  loadReadingCountsConfig();
  pushSenderConfig();
  for (const brand of BRANDS) adsTxtLines(brand.key);
  const database = await openDatabase(config);
  console.log(database.embedded ? `embedded database: ${config.dataDir}` : 'database: DATABASE_URL');
  await runMigrations(database.db);
  if (!(await isSeeded(database.db))) {
    console.log('first start: seeding the demo newsroom…');
    const report = await seedDatabase(database.db, { mediaDir: path.join(config.dataDir, 'media'), log: (line) => console.log(`  ${line}`) });
    console.log(`seeded ${report.stories} stories in ${(report.milliseconds / 1000).toFixed(1)} s`);
    if (s3ConfigOf()) console.log(`copied ${await publishLocalMedia(config.dataDir, mediaStore())} demo media files to the S3 bucket`);
  }
  // Stories stored before the search table existed get their search documents once.
  const indexed = await indexUnindexedStories(database.db);
  if (indexed) console.log(`search: indexed ${indexed} stories`);
  // The app's own pool; this process keeps only the embedded server.
  await database.pool.end();

  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    DATA_DIR: config.dataDir,
    PORT: String(config.port),
    PREVIEW_SECRET: ensurePreviewSecret(config.dataDir),
    INTEGRATION_TOKEN_SECRET: ensureIntegrationSecret(config.dataDir),
    // PGlite runs one query at a time anyway, and pglite-socket can mix up the extended-protocol
    // messages of concurrent connections (electric-sql/pglite#1046): one connection is safe.
    ...(database.embedded ? { DATABASE_POOL_MAX: '1' } : {}),
    // The demo (no production hosts configured) is served on the *.localhost names of the README.
    ...(!process.env.SITE_HOSTS && !process.env.LOCAL_HOSTS ? { LOCAL_HOSTS: '1' } : {}),
  };
  if (!dev && !fs.existsSync(path.join('.next', 'BUILD_ID'))) {
    console.log('no production build yet: running `next build`…');
    const code = await exitCode(run(['build'], env));
    if (code !== 0) {
      await database.close();
      throw new Error(`next build failed with exit code ${code}`);
    }
  }

  // A bounded heap: V8 otherwise grows it towards a quarter of the machine's memory before
  // collecting in earnest, so a flood of junk addresses looked like a leak (10,000 paths:
  // 0.25 → 1.1 GB resident, 140 MB live after a full GC). With 1 GiB the server collects
  // sooner (5,000 paths at 384 MB: resident stayed under 400 MB). NODE_OPTIONS may set another.
  const heap = /--max-old-space-size/.test(process.env.NODE_OPTIONS ?? '') ? [] : ['--max-old-space-size=1024'];
  const server = spawn(process.execPath, [...heap, '--import', 'tsx', SERVE, ...(dev ? ['--dev'] : [])], {
    stdio: 'inherit',
    env: { ...env, NODE_ENV: dev ? 'development' : 'production' },
  });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  const code = await exitCode(server);
  await database.close();
  process.exitCode = code;
});
