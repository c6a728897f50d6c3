import { expect, test } from '@playwright/test';
import { encodedPath } from '../../lib/routes/paths';
import { PORT, get } from './helpers/editions';
import { rawRequest } from './helpers/raw-http';

const bn = `http://localhost:${PORT}`;
const en = `http://en.localhost:${PORT}`;

test('an unknown path answers a 404 page in the edition language', async ({ page }) => {
  const bnResponse = await page.goto(`${bn}/no-such-story-here`);
  expect(bnResponse?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.locator('h1')).toHaveText('পাতাটি পাওয়া যায়নি');

  const enResponse = await page.goto(`${en}/no-such-story-here`);
  expect(enResponse?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('h1')).toHaveText('Page not found');
});

test('malformed and over-long paths are 404s, never 500s', async ({ request }) => {
  for (const path of ['/%E0%A6', '/%zz', '/a/%', `/${'ক'.repeat(300)}`, `/${'a'.repeat(3000)}`, '/a/b/c/d/e', '/..%2f..%2fetc%2fpasswd']) {
    const response = await get(request, `${bn}${path}`);
    expect(response.status(), path).toBe(404);
  }
  // Past Node's 16 KB request-line limit the server itself refuses the request.
  expect((await get(request, `${bn}/${'ক'.repeat(3000)}`)).status()).toBe(431);
});

test('a Bengali slug in NFD (or any non-NFC) spelling redirects to the NFC path on the same edition', async ({ request }) => {
  for (const origin of [bn, en]) {
    const home = await (await get(request, `${origin}/`)).text();
    // The path a browser asks for: a card writes a Bengali slug in its letters.
    const href = encodedPath(home.match(/data-component="story-card"[\s\S]*?<h[23][^>]*>[\s\S]*?<a href="([^"]+)"/)![1]);
    const segments = href.split('/');
    const slug = decodeURIComponent(segments.pop()!);
    const nfdHref = [...segments, encodeURIComponent(slug.normalize('NFD'))].join('/');
    if (nfdHref === href) continue; // an English slug has no other spelling
    const redirect = await get(request, `${origin}${nfdHref}?from=nfd`, { maxRedirects: 0 });
    expect(redirect.status(), nfdHref).toBe(301);
    // Next writes a same-origin Location relative; resolved, it is this edition's own origin.
    expect(new URL(redirect.headers().location, origin).href).toBe(`${origin}${href}?from=nfd`);
    const followed = await get(request, new URL(redirect.headers().location, origin).href);
    expect(followed.status()).toBe(200);
    expect(followed.url()).toContain(href);
  }
  // Also on a section path and a topic, and the NFC spelling itself is served, not redirected.
  const word = '\u09B2\u09CB\u0995'; // লোক, whose ো has a two-letter NFD spelling
  const nfd = encodeURIComponent(word.normalize('NFD'));
  expect(nfd).not.toBe(encodeURIComponent(word));
  const section = await get(request, `${bn}/${nfd}`, { maxRedirects: 0 });
  expect(section.status()).toBe(301);
  expect(new URL(section.headers().location, bn).href).toBe(`${bn}/${encodeURIComponent(word)}`);
  expect(new URL((await get(request, `${en}/topic/${nfd}`, { maxRedirects: 0 })).headers().location, en).href).toBe(`${en}/topic/${encodeURIComponent(word)}`);
  expect((await get(request, `${bn}/${encodeURIComponent(word)}`, { maxRedirects: 0 })).status()).toBe(404);
});

test('media addresses with broken percent-encoding are a 400, never a 500', async () => {
  for (const path of ['/media/%', '/media/%E0%A4', '/media/avatars/%E0%A4.webp']) {
    const answer = await rawRequest({ path });
    expect(answer.status, path).toBe(400);
    expect(answer.headers['cache-control']).toBe('no-store');
  }
});

test('a NUL byte in a story, section, topic, author or collection slug is a 404 or 400, never a 500 from the database', async () => {
  for (const path of ['/%00', '/a%00b', '/news/a%00b', '/topic/a%00b', '/author/a%00b', '/collection/a%00', '/route-data.json?path=/topic/a%2500', '/api/v1/stories-by-slug?slug=a%00b', '/api/v1/collections/a%00b']) {
    const answer = await rawRequest({ path });
    expect([400, 404], `${path} answered ${answer.status}`).toContain(answer.status);
  }
});

test('an unknown API address answers the JSON 404 of the API, never stored, by any method', async () => {
  for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    for (const path of ['/api/v1/no-such-call', '/api/nope', '/api/v2/stories/1', '/api/v1/stories/1/deeper/still']) {
      const withBody = method !== 'GET' && method !== 'OPTIONS';
      // Node frames no body of its own accord on DELETE: the length is given.
      const answer = await rawRequest({ path, method, headers: withBody ? { 'content-type': 'application/json', 'content-length': '2' } : {}, body: withBody ? '{}' : undefined });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['cache-control'], `${method} ${path}`).toBe('no-store');
      expect(JSON.parse(answer.body).error.code).toBe('not-found');
    }
  }
});

test('a bad preview token is a 403 that no cache keeps', async () => {
  for (const path of ['/preview/story/1?token=garbage', '/preview/public/1?token=1.abc', '/preview/story/1', '/preview/home?token=garbage']) {
    const answer = await rawRequest({ path });
    expect(answer.status, path).toBe(403);
    expect(answer.headers['cache-control']).toMatch(/no-store/);
    expect(answer.body).toContain('প্রিভিউ লিংকটি সঠিক নয়');
    expect(answer.body).not.toContain('data-component="story-page"');
  }
});

test('junk addresses do not fill the page cache: 404s are never stored, a real page stays a hit', async () => {
  test.setTimeout(240_000);
  const real = encodedPath((await rawRequest({ path: '/' })).body.match(/data-component="story-card"[\s\S]*?<h[23][^>]*>[\s\S]*?<a href="([^"]+)"/)![1]);
  await rawRequest({ path: real });
  expect((await rawRequest({ path: real })).headers['cache-status']).toMatch(/^alokpat; hit/);
  const run = Date.now().toString(36);
  const junk = Array.from({ length: 300 }, (_, index) => `/junk-${run}-${index}`);
  for (let index = 0; index < junk.length; index += 6) {
    const answers = await Promise.all(junk.slice(index, index + 6).map((path) => rawRequest({ path })));
    for (const answer of answers) expect(answer.status).toBe(404);
  }
  // Asked again, a junk address is rendered again (nothing was kept for it) …
  for (const path of junk.slice(0, 5)) expect((await rawRequest({ path })).headers['cache-status']).toBe('alokpat; fwd=miss');
  // … while the real page is still served from the cache.
  expect((await rawRequest({ path: real })).headers['cache-status']).toMatch(/^alokpat; hit/);
});

test('a malformed API address is a 400 naming the problem, never a 500', async ({ request }) => {
  const response = await get(request, `${bn}/api/v1/stories/%E0%A6`);
  expect(response.status()).toBe(400);
  expect((await response.json()).error.code).toBe('invalid-parameter');
});

test('the health check reports the database', async ({ request }) => {
  const response = await get(request, `${bn}/api/health`);
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
});

test('pages carry strict security headers', async ({ request }) => {
  const response = await get(request, `${bn}/`);
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-powered-by']).toBeUndefined();
});
