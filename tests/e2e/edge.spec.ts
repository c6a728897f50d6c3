/**
 * The edge (deploy/varnish/default.vcl) in front of this run's app, with the shipped VCL
 * and a purge-secret.vcl written from EDGE_PURGE_SECRET (scripts/e2e.ts passes the app the
 * same secret and EDGE_PURGE_URL pointing here): who may purge, which paths keep the
 * reader's cookies, and which headers reach a reader. Port: E2E_PORT + 60.
 */
import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import http from 'node:http';
import { startVarnish, VARNISHD, type Server } from '../../scripts/support/servers';
import { signedInMember } from './helpers/accounts';
import { PORT } from './helpers/editions';

const EDGE_PORT = PORT + 60;
const SECRET = process.env.EDGE_PURGE_SECRET;
const KEY = process.env.INGEST_API_KEY ?? 'e2e-ingest-key';
const app = `http://localhost:${PORT}`;
const edgeOrigin = `http://localhost:${EDGE_PORT}`;

/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are read as the untyped JSON a client sees */
type Json = any;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.skip(!fs.existsSync(VARNISHD) || !SECRET || process.env.EDGE_PURGE_URL !== `http://127.0.0.1:${EDGE_PORT}/`, 'needs varnishd and the EDGE_PURGE_* of scripts/e2e.ts');

let edge: Server | undefined;

test.beforeAll(async () => {
  edge = await startVarnish({ port: EDGE_PORT, backendPort: PORT, purgeSecret: SECRET });
});

test.afterAll(async () => {
  await edge?.stop();
});

interface Answer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

/** A request to the edge from a loopback address of our choosing (127.0.0.1 is in the purgers ACL, 127.0.0.x others are not). */
function toEdge(path: string, { method = 'GET', headers = {}, from }: { method?: string; headers?: Record<string, string>; from?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: EDGE_PORT, method, path, localAddress: from, agent: false, headers: { host: 'localhost', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** Requests `path` through the edge until it is a hit there. */
async function warm(path: string): Promise<void> {
  await expect.poll(async () => (await toEdge(path)).headers['x-cache'], { timeout: 20_000 }).toBe('HIT');
}

async function storyAt(offset: number): Promise<{ id: number; url: string; headline: string }> {
  const answer = await fetch(`http://127.0.0.1:${PORT}/api/v1/advanced-search?limit=1&offset=${offset}&sort=latest-published&fields=id,url,headline`, { headers: { host: 'localhost' } });
  const story = ((await answer.json()) as Json).results.stories[0];
  return { id: story.id, url: new URL(story.url).pathname, headline: story.headline };
}

test.describe('PURGE', () => {
  test('from outside the purgers ACL: 403, with or without the secret; the object stays', async () => {
    const { url } = await storyAt(240);
    await warm(url);
    for (const headers of [{} as Record<string, string>, { 'x-purge-secret': SECRET! }, { 'x-purge-secret': SECRET!, 'xkey-purge': 'path:main:bn:/' }]) {
      expect((await toEdge(url, { method: 'PURGE', headers, from: '127.0.0.23' })).status).toBe(403);
    }
    expect((await toEdge(url)).headers['x-cache']).toBe('HIT');
  });

  test('from inside the ACL without the secret or with a wrong one: 403; the object stays', async () => {
    const { url } = await storyAt(241);
    await warm(url);
    for (const headers of [{} as Record<string, string>, { 'xkey-purge': 'path:main:bn:/' }, { 'x-purge-secret': 'x'.repeat(48) }, { 'x-purge-secret': `${SECRET}x` }, { 'x-purge-secret': '' }]) {
      expect((await toEdge(url, { method: 'PURGE', headers })).status, JSON.stringify(headers)).toBe(403);
    }
    expect((await toEdge(url)).headers['x-cache']).toBe('HIT');
  });

  test('from inside the ACL with the secret: the URL, or every object of a surrogate key, is fetched again', async () => {
    const { url } = await storyAt(242);
    await warm(url);
    expect((await toEdge(url, { method: 'PURGE', headers: { 'x-purge-secret': SECRET! } })).status).toBe(200);
    expect((await toEdge(url)).headers['x-cache']).toBe('MISS');
    await warm(url);
    const key = `path:main:bn:${url}`;
    const purged = await toEdge('/', { method: 'PURGE', headers: { 'x-purge-secret': SECRET!, 'xkey-purge': key } });
    expect(purged.status).toBe(200);
    expect((await toEdge(url)).headers['x-cache']).toBe('MISS');
  });

  test('the app sends the secret with its own purges: a headline written through the ingest API is read fresh through the edge', async () => {
    const story = await storyAt(243);
    await warm(story.url);
    const headline = `${story.headline} (edge ${Date.now()})`;
    const write = await fetch(`http://127.0.0.1:${PORT}/api/ingest/v1/stories/${story.id}`, {
      method: 'PUT',
      headers: { host: 'localhost', 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
      body: JSON.stringify({ headline }),
    });
    expect(write.status).toBe(200);
    const after = await toEdge(story.url);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body).toContain(headline);
  });
});

test('a signed-in member opens /my-comments and their profile through the edge, with their cookies', async ({ page }) => {
  await signedInMember(page, app, 'edge-member');
  const response = await page.goto(`${edgeOrigin}/my-comments`);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/my-comments');
  expect(response?.headers()['cache-control']).toMatch(/no-store/);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('form[action*="sign-in"], input[type="password"]')).toHaveCount(0);
  const profile = await page.goto(`${edgeOrigin}/profile`);
  expect(profile?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/profile');
  // And a reader without a session is sent to sign in, so the 200 above was the member's.
  const anonymous = await (await page.context().browser()!.newContext()).newPage();
  await anonymous.goto(`${edgeOrigin}/my-comments`);
  expect(new URL(anonymous.url()).pathname).toBe('/sign-in');
});

test('no internal header or surrogate key reaches a reader through the edge; RSC answers keep only the router headers', async () => {
  const { url } = await storyAt(244);
  const internal = /^(x-middleware-|x-nextjs-|x-next-|surrogate-|xkey$|x-powered-by$|x-varnish$|via$)/;
  for (const path of ['/', url, '/bangladesh', '/api/v1/stories?limit=1', '/no-such-page-at-all', '/sign-in', url]) {
    const answer = await toEdge(path);
    const leaked = Object.keys(answer.headers).filter((name) => internal.test(name));
    expect(leaked, path).toEqual([]);
  }
  await warm(url);
  const hit = await toEdge(url);
  expect(Object.keys(hit.headers).filter((name) => internal.test(name))).toEqual([]);

  const rsc = await toEdge(`${url}?_rsc=edge1`, { headers: { rsc: '1', 'next-router-state-tree': encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }, null, null, true])) } });
  const router = new Set(['x-nextjs-rewritten-path', 'x-nextjs-rewritten-query', 'x-nextjs-stale-time', 'x-nextjs-postponed', 'x-nextjs-prerender', 'x-nextjs-request-id', 'x-nextjs-html-request-id', 'x-nextjs-action-not-found']);
  expect(Object.keys(rsc.headers).filter((name) => internal.test(name) && !router.has(name)), 'RSC').toEqual([]);
});
