import { expect, test } from '@playwright/test';
import { PORT, get } from './helpers/editions';

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

test('a Bengali story slug in NFD form opens the same story', async ({ page, request }) => {
  await page.goto(`${bn}/`);
  const href = (await page.locator('.story-card__headline a').first().getAttribute('href'))!;
  const segments = href.split('/');
  const slug = decodeURIComponent(segments.pop()!);
  const nfdHref = [...segments, encodeURIComponent(slug.normalize('NFD'))].join('/');
  const response = await get(request, `${bn}${nfdHref}`);
  expect(response.status()).toBe(200);
  const nfc = await (await get(request, `${bn}${href}`)).text();
  const title = nfc.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1];
  expect(title).toBeTruthy();
  expect(await response.text()).toContain(title!);
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
