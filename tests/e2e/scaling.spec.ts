/**
 * Two production instances sharing one PostgreSQL database and one Redis (the cache
 * handlers of lib/cache), with Varnish and the shipped VCL in front of the first:
 * what one instance renders the other serves, a publish through one instance is read
 * through the other and through the edge at the next request while unrelated pages stay
 * cached, and the app keeps serving when Redis goes away.
 *
 * Needs PostgreSQL (E2E_DATABASE_URL, which scripts/e2e.ts passes from DATABASE_URL),
 * redis-server and varnishd (.ci/run installs them); skipped where one is missing.
 * Ports: E2E_PORT + 11 to + 14.
 */
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase, type ScratchDatabase } from '../../lib/db/scratch';
import { REDIS_SERVER, startApp, startRedis, startVarnish, VARNISHD, type Server } from '../../scripts/support/servers';
import { PORT } from './helpers/editions';

const ADMIN_URL = process.env.E2E_DATABASE_URL;
const KEY = 'scaling-ingest-key';
const RUN = randomBytes(4).toString('hex');
const HOST = 'localhost';
const PURGE_SECRET = randomBytes(24).toString('hex');

/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are read as the untyped JSON a client sees */
type Json = any;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.skip(!ADMIN_URL || !fs.existsSync(REDIS_SERVER) || !fs.existsSync(VARNISHD), 'needs PostgreSQL (DATABASE_URL), redis-server and varnishd');

let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
let first: Server | undefined;
let second: Server | undefined;
let edge: Server | undefined;
let scratch: ScratchDatabase | undefined;
let firstDataDir: string | undefined;

function page(request: APIRequestContext, server: Server, path: string): Promise<APIResponse> {
  return request.get(`${server.url}${path}`, { headers: { host: HOST }, maxRedirects: 0 });
}

async function stories(request: APIRequestContext, server: Server, count: number): Promise<{ id: number; url: string; headline: string }[]> {
  const response = await request.get(`${server.url}/api/v1/advanced-search?limit=${count}&offset=300&sort=latest-published`, { headers: { host: HOST } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as Json).results.stories.map((story: Json) => ({ id: story.id, url: new URL(story.url).pathname, headline: story.headline }));
}

async function publish(request: APIRequestContext, server: Server, id: number, headline: string): Promise<void> {
  const response = await request.put(`${server.url}/api/ingest/v1/stories/${id}`, {
    headers: { host: HOST, 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
    data: JSON.stringify({ headline }),
  });
  expect(response.status()).toBe(200);
}

test.beforeAll(async () => {
  // The file's 180 s (above) does not reach a hook outside a describe block: say it here.
  test.setTimeout(180_000);
  scratch = await createScratchDatabase(ADMIN_URL as string, 'alokpat_e2e_scaling');
  // The demo pictures the e2e server already drew (the seed reuses files it finds), so the
  // first instance seeds the database without drawing 48 pictures again.
  firstDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alokpat-scaling-'));
  const drawn = path.join(process.env.E2E_DATA_DIR ?? '', 'media', 'demo');
  if (process.env.E2E_DATA_DIR && fs.existsSync(drawn)) fs.cpSync(drawn, path.join(firstDataDir, 'media', 'demo'), { recursive: true });

  redis = await startRedis(PORT + 11);
  const env = {
    ...process.env,
    DATABASE_URL: scratch.url,
    REDIS_URL: redis.url,
    REDIS_CACHE_PREFIX: `e2e-scaling-${RUN}:`,
    EDGE_PURGE_URL: `http://127.0.0.1:${PORT + 14}/`,
    EDGE_PURGE_SECRET: PURGE_SECRET,
    INGEST_API_KEY: KEY,
  };
  // One after the other: the first migrates and seeds the shared database.
  first = await startApp({ port: PORT + 12, env, dataDir: firstDataDir });
  second = await startApp({ port: PORT + 13, env });
  edge = await startVarnish({ port: PORT + 14, backendPort: PORT + 12, purgeSecret: PURGE_SECRET });
});

test.afterAll(async () => {
  for (const server of [edge, second, first, redis]) await server?.stop();
  await scratch?.drop();
  if (firstDataDir) fs.rmSync(firstDataDir, { recursive: true, force: true });
});

test('a page one instance rendered is served from the shared cache by the other', async ({ request }) => {
  const [story] = await stories(request, first!, 1);
  await expect.poll(async () => (await page(request, first!, story.url)).headers()['cache-status']).toBe('alokpat; hit');
  const fromOther = await page(request, second!, story.url);
  expect(fromOther.status()).toBe(200);
  expect(fromOther.headers()['cache-status']).toBe('alokpat; hit');
});

test('a headline published through one instance is on the other instance at the next request', async ({ request }) => {
  const [, story] = await stories(request, first!, 2);
  await page(request, second!, story.url);
  expect((await page(request, second!, story.url)).headers()['cache-status']).toBe('alokpat; hit');

  const headline = `দুই সার্ভারের শিরোনাম ${RUN}`;
  await publish(request, first!, story.id, headline);

  const after = await page(request, second!, story.url);
  expect(after.status()).toBe(200);
  expect(await after.text()).toContain(headline);
});

test('a publish is visible through the edge at the next request while unrelated pages stay cached there', async ({ request }) => {
  const [, , story, unrelated] = await stories(request, first!, 4);
  for (const path of [story.url, unrelated.url, story.url, unrelated.url]) expect((await page(request, edge!, path)).status()).toBe(200);
  expect((await page(request, edge!, story.url)).headers()['x-cache']).toBe('HIT');

  const headline = `প্রান্তের শিরোনাম ${RUN}`;
  await publish(request, second!, story.id, headline);

  const fresh = await page(request, edge!, story.url);
  expect(fresh.headers()['x-cache']).toBe('MISS');
  expect(await fresh.text()).toContain(headline);
  const other = await page(request, edge!, unrelated.url);
  expect(other.headers()['x-cache']).toBe('HIT');
  expect(await other.text()).toContain(unrelated.headline);
});

test('the edge never caches account pages nor keeps a reader’s cookies on public pages', async ({ request }) => {
  for (let i = 0; i < 2; i++) {
    const signIn = await request.get(`${edge!.url}/sign-in`, { headers: { host: HOST } });
    expect(signIn.status()).toBe(200);
    expect(signIn.headers()['x-cache']).toBe('MISS');
  }
  const [story] = await stories(request, first!, 1);
  await page(request, edge!, story.url);
  const withCookie = await request.get(`${edge!.url}${story.url}`, { headers: { host: HOST, cookie: 'alokpat_session=someone' } });
  expect(withCookie.headers()['x-cache']).toBe('HIT');
  expect(withCookie.headers()['set-cookie']).toBeUndefined();
});

test('both instances keep serving pages when Redis goes away, and a publish on one reaches the other once its short outage cache lapses', async ({ request }) => {
  const [, , , , story] = await stories(request, first!, 5);
  await redis!.stop();
  for (const server of [first!, second!]) {
    const response = await page(request, server, story.url);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(story.headline);
  }
  const headline = `রেডিস ছাড়া শিরোনাম ${RUN}`;
  await publish(request, first!, story.id, headline);
  // Without Redis no instance can tell another; each serves what it rendered for at most
  // REDIS_DOWN_CACHE_SECONDS (lib/cache/redis-store.mjs), so the headline arrives then (docs/performance.md, "Several instances").
  await expect.poll(async () => (await (await page(request, second!, story.url)).text()).includes(headline), { timeout: 30_000 }).toBe(true);
});
