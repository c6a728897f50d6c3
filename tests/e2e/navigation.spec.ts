/**
 * In-site links are plain anchors that one document listener turns into client navigations
 * (lib/navigation/in-app.ts, docs/product.md "Navigation"), and the Bengali text face is
 * preloaded on Bengali editions only (lib/fonts.ts, docs/performance.md): what a reader's
 * browser does with them in the production build.
 */
import { expect, test, type Page } from '@playwright/test';
import { BENGALI_FACES } from '../../lib/fonts';
import { PORT, get } from './helpers/editions';

const bn = `http://localhost:${PORT}`;
const en = `http://en.localhost:${PORT}`;

async function marked(page: Page, origin: string): Promise<void> {
  await page.context().addCookies([{ name: 'CookieConsent', value: 'true', url: origin }]);
  await page.goto(`${origin}/`);
  await page.waitForSelector('html[data-hydrated]');
  // Survives a client navigation, not a page load.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('a story card link opens its story inside the app, and nothing was fetched for links the reader did not follow', async ({ page }) => {
  const routeData: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc'] === '1') routeData.push(request.url());
  });
  await marked(page, bn);
  await page.mouse.wheel(0, 1_500);
  await page.waitForTimeout(500);
  // next/link fetched the data of every link on screen; plain links fetch nothing until followed.
  expect(routeData).toEqual([]);
  const link = page.locator('[data-component="story-card"] h2 a, [data-component="story-card"] h3 a').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new URL(href, bn).toString());
  await expect(page.locator('article h1')).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(routeData.length).toBeGreaterThan(0);
});

test('on a phone-speed CPU, a link followed before the page has hydrated whole is a page load, and the new page’s head is its own', async ({ page }) => {
  // Six times slower than this machine: hydration takes seconds, as on a cheap phone.
  await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 });
  // The network has gone quiet, the main thread has not: the document listener is in place, the head not yet hydrated.
  await page.goto(`${bn}/bangladesh`, { waitUntil: 'networkidle' });
  const link = page.locator('main [data-component="story-card"] h2 a, main [data-component="story-card"] h3 a').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new URL(href, bn).toString());
  await expect(page.locator('article h1')).toBeVisible();
  await page.waitForSelector('html[data-hydrated]');
  // A client navigation this early left the section's title, canonical and robots tags in the head beside the story's.
  const head = await page.evaluate(() => ({
    titles: document.querySelectorAll('title').length,
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => new URL(link.getAttribute('href')!).pathname),
  }));
  expect(head).toEqual({ titles: 1, canonicals: [new URL(href, bn).pathname] });
});

test('a click with a modifier key, and a link that is not a page, are left to the browser', async ({ page, context }) => {
  await marked(page, bn);
  const link = page.locator('[data-component="site-header"] nav').getByRole('link', { name: 'খেলা', exact: true }).first();
  const opened = context.waitForEvent('page');
  await link.click({ modifiers: ['Shift'] });
  // Shift-click opens a new window; this page stays where it was.
  await (await opened).close();
  await expect(page).toHaveURL(`${bn}/`);
  expect(await sameDocument(page)).toBe(true);
  // The edition switch goes through /api/edition and another host: a page load.
  await page.locator('[data-component="edition-switch"]').first().click();
  await expect(page).toHaveURL(`${en}/`);
  expect(await sameDocument(page)).toBe(false);
});

test('the Bengali face is preloaded on Bengali pages, the English switch word\'s 1 KB face on English ones, and kept a year', async ({ page, request, browser }) => {
  const preloads = (origin: string) =>
    page.goto(`${origin}/`).then(() => page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))));
  expect(await preloads(bn)).toEqual([BENGALI_FACES.sans.href]);
  expect(await preloads(`http://bigyan.localhost:${PORT}`)).toEqual([BENGALI_FACES.sans.href]);
  expect(await preloads(en)).toEqual([BENGALI_FACES.word.href]);
  // An English page's Bengali word (the edition switch's "বাংলা") has a face of its own letters:
  // a fresh browser fetches that 1 KB face there, not the text face, which a Bengali page fetches.
  const fresh = await browser.newContext();
  const fonts: string[] = [];
  const tab = await fresh.newPage();
  tab.on('request', (sent) => {
    if (sent.resourceType() === 'font') fonts.push(new URL(sent.url()).pathname);
  });
  await tab.goto(`${en}/`, { waitUntil: 'load' });
  await expect(tab.locator('[data-component="edition-switch"]').first()).toContainText('বাংলা');
  expect(fonts).toEqual([BENGALI_FACES.word.href]);
  expect((await (await get(request, `${en}${BENGALI_FACES.word.href}`)).body()).length).toBeLessThan(3_000);
  await tab.goto(`${bn}/`, { waitUntil: 'load' });
  expect(fonts).toContain(BENGALI_FACES.sans.href);
  await fresh.close();
  const face = await get(request, `${bn}${BENGALI_FACES.sans.href}`);
  expect(face.status()).toBe(200);
  expect(face.headers()['content-type']).toBe('font/woff2');
  expect(face.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The subset is the Bengali block with its weights, not the whole 100–900 family file.
  expect((await face.body()).length).toBeLessThan(80_000);
});

test('a serif brand\'s bold headlines and heavy masthead come from one static bold face of under 70 KB', async ({ browser, request }) => {
  const bigyan = `http://bigyan.localhost:${PORT}`;
  const fresh = await browser.newContext();
  const tab = await fresh.newPage();
  const fonts: string[] = [];
  tab.on('request', (sent) => {
    if (sent.resourceType() === 'font') fonts.push(new URL(sent.url()).pathname);
  });
  await tab.goto(`${bigyan}/`, { waitUntil: 'load' });
  // The masthead's name is heavy (800) and the headlines bold (700): both ask for the serif face.
  const weights = await tab.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, header *')]
      .filter((element) => getComputedStyle(element).fontFamily.includes('Serif Bengali'))
      .map((element) => getComputedStyle(element).fontWeight),
  );
  expect(new Set(weights)).toEqual(new Set(['700', '800']));
  await tab.evaluate(() => document.fonts.ready);
  expect(fonts.filter((font) => font.includes('serif'))).toEqual([BENGALI_FACES.serif.href]);
  await fresh.close();
  const face = await get(request, `${bigyan}${BENGALI_FACES.serif.href}`);
  expect(face.status()).toBe(200);
  expect(face.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await face.body()).length).toBeLessThan(70_000);
});
