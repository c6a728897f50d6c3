/**
 * End-to-end run: starts the production build on a throw-away embedded database
 * (exactly what `npm start` does on a fresh machine), waits for /api/health, runs
 * Playwright in system Chromium, then stops the server it started.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Redis } from 'ioredis';
import webpush from 'web-push';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alokpat-e2e-'));
const { DATABASE_URL: databaseUrl, ...baseEnv } = process.env;
/** With REDIS_URL the app keeps its page cache in Redis: a namespace of this run's own, cleared at the end. */
const redisCachePrefix = `e2e-${path.basename(dataDir)}:`;
// One-tap's end-to-end test serves its own signing keys here, standing in for Google's.
const googleCertsPort = port + 7;
// tests/e2e/offline-push.spec.ts plays a push service here; the app signs its sends with this run's VAPID keys.
const pushServicePort = port + 9;
const vapid = webpush.generateVAPIDKeys();
const env = {
  ...baseEnv,
  PORT: String(port),
  DATA_DIR: dataDir,
  E2E_PORT: String(port),
  E2E_DATA_DIR: dataDir,
  INGEST_API_KEY: 'e2e-ingest-key',
  MODERATION_API_KEY: 'e2e-moderation-key',
  METER_FREE_STORIES: '2',
  METER_PERIOD: 'month',
  // tests/e2e/most-read.spec.ts watches Most read change after page views: seconds, not minutes.
  MOST_READ_REFRESH_SECONDS: '3',
  ...(baseEnv.GOOGLE_CLIENT_ID ? { GOOGLE_CERTS_URL: `http://127.0.0.1:${googleCertsPort}/certs`, E2E_GOOGLE_CERTS_PORT: String(googleCertsPort) } : {}),
  // One password hash at a time and three waiting: tests/e2e/accounts-abuse.spec.ts sees a burst of
  // sign-ins overflow the queue however fast this machine hashes (two workers sign in two at a time).
  PASSWORD_HASH_CONCURRENCY: '1',
  PASSWORD_HASH_QUEUE: '3',
  // tests/e2e/boundary.spec.ts plays a proxy from this loopback address; every other address is an ordinary client.
  TRUSTED_PROXIES: '127.0.0.9',
  REDIS_CACHE_PREFIX: redisCachePrefix,
  // Rate-limit counters too: a run's sign-ups must not count against the next run's.
  REDIS_RATE_LIMIT_PREFIX: `${redisCachePrefix}rl:`,
  PUSH_VAPID_KEY: vapid.publicKey,
  PUSH_VAPID_PRIVATE_KEY: vapid.privateKey,
  PUSH_VAPID_SUBJECT: 'mailto:newsroom@alokpat.test',
  // The test push service is plain http on loopback, which a production server refuses unless told.
  PUSH_ALLOW_HTTP_ENDPOINTS: '1',
  PUSH_ENDPOINT_HOSTS: `127.0.0.1:${pushServicePort}`,
  E2E_PUSH_PORT: String(pushServicePort),
  // tests/e2e/edge.spec.ts puts Varnish on E2E_PORT + 60 with this secret; the app purges it after ingest writes.
  EDGE_PURGE_URL: `http://127.0.0.1:${port + 60}/`,
  EDGE_PURGE_SECRET: randomBytes(24).toString('hex'),
  // The multi-instance spec (tests/e2e/scaling.spec.ts) creates its own database on that server.
  ...(databaseUrl ? { E2E_DATABASE_URL: databaseUrl } : {}),
};

async function clearRedisCache(): Promise<void> {
  if (!process.env.REDIS_URL) return;
  const redis = new Redis(process.env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for await (const keys of redis.scanStream({ match: `${redisCachePrefix}*`, count: 500 })) if ((keys as string[]).length) await redis.unlink(...(keys as string[]));
  } catch (error) {
    console.error(`could not clear the e2e cache namespace in Redis: ${(error as Error).message}`);
  } finally {
    redis.disconnect();
  }
}

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://localhost:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`the app did not become healthy on port ${port}`);
}

async function main(): Promise<number> {
  if (!fs.existsSync(path.join('.next', 'BUILD_ID'))) throw new Error('no production build: run `npm run build` first');
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<number>((resolve) => server.once('exit', (code) => resolve(code ?? 1)));
  try {
    await Promise.race([waitForHealth(Date.now() + 300_000), exited.then((code) => Promise.reject(new Error(`the app exited early (${code})`)))]);
    const tests = spawn(process.execPath, [require.resolve('@playwright/test/cli'), 'test', ...process.argv.slice(2)], { env, stdio: 'inherit' });
    return await new Promise<number>((resolve) => tests.once('exit', (code) => resolve(code ?? 1)));
  } finally {
    server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
    await clearRedisCache();
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
