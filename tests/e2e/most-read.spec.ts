import { createServer } from 'node:http';
import { expect, test, type Browser, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { PORT, get } from './helpers/editions';
import { AXE_TAGS } from './helpers/stories';

/**
 * First-party reading counts (docs/reading-counts.md): story pages send a view beacon after
 * load, robots are not counted, and Most read on home and section pages changes within the
 * refresh this run sets (MOST_READ_REFRESH_SECONDS=3 in scripts/e2e.ts). Readers here are
 * browsers with their own user agents (the default headless one is a robot's).
 */
const origin = `http://bigyan.localhost:${PORT}`;
const BEACON = '/api/counts/v1/stories/';
const chrome = (version: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`;
const GOOGLEBOT = 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

interface Found {
  url: string;
  headline: string;
  access: string;
}

/** Opens a story as a reader with this user agent and waits for its beacon's answer. */
async function read(browser: Browser, userAgent: string, path: string, times = 1): Promise<number[]> {
  const context = await browser.newContext({ userAgent });
  await context.addCookies([{ name: 'CookieConsent', value: 'false', url: origin }]);
  const page = await context.newPage();
  const statuses: number[] = [];
  for (let index = 0; index < times; index++) {
    const beacon = page.waitForResponse((response) => response.url().includes(BEACON));
    await (index === 0 ? page.goto(`${origin}${path}`) : page.reload());
    statuses.push((await beacon).status());
  }
  await context.close();
  return statuses;
}

/** The headlines Most read lists on this page now. */
async function mostRead(page: Page, path: string): Promise<string[]> {
  await page.goto(`${origin}${path}`);
  return page.locator('[data-component="most-read"] li a').allTextContents();
}

test('Most read lists what readers read, most first, in Bengali digits, and counts no robot', async ({ browser, page, request }) => {
  test.setTimeout(300_000);
  const { results } = (await (await get(request, `${origin}/api/v1/advanced-search?type=text&limit=30&fields=url,headline,access`)).json()) as { results: { stories: Found[] } };
  const before = await mostRead(page, '/');
  const [a, b, c] = results.stories
    .filter((story) => story.access !== 'login' && !before.includes(story.headline))
    .map((story) => ({ path: new URL(story.url, origin).pathname, headline: story.headline }));
  expect(c).toBeDefined();

  // Three readers open A (one of them twice: still one view this hour), one opens B;
  // a search robot opens C twice, with the beacon answered like anyone's.
  for (const version of [128, 129]) expect(await read(browser, chrome(version), a.path)).toEqual([204]);
  expect(await read(browser, chrome(130), a.path, 2)).toEqual([204, 204]);
  expect(await read(browser, chrome(131), b.path)).toEqual([204]);
  expect(await read(browser, GOOGLEBOT, c.path, 2)).toEqual([204, 204]);

  // Counts are written every few seconds and the block read again every three: it changes without a publish.
  await expect
    .poll(async () => {
      const list = await mostRead(page, '/');
      return list.filter((headline) => [a.headline, b.headline, c.headline].includes(headline));
    }, { timeout: 60_000, intervals: [2_000] })
    .toEqual([a.headline, b.headline]);

  // C's two robot views would have put it above B: it is not counted at all.
  const block = page.locator('[data-component="most-read"]');
  await expect(block.getByRole('heading', { level: 2, name: 'সর্বাধিক পঠিত' })).toBeVisible();
  const items = block.getByRole('list').getByRole('listitem');
  const ranks = await items.evaluateAll((nodes) => nodes.map((node) => node.firstElementChild?.textContent));
  expect(ranks.slice(0, 2)).toEqual(['১', '২']);
  expect((await new AxeBuilder({ page }).include('[data-component="most-read"]').withTags(AXE_TAGS).analyze()).violations).toEqual([]);

  // The same block on a section page of the edition.
  const section = `/${a.path.split('/')[1]}`;
  await expect.poll(async () => (await mostRead(page, section)).filter((headline) => [a.headline, b.headline, c.headline].includes(headline)), { timeout: 30_000, intervals: [2_000] }).toEqual([a.headline, b.headline]);
});

test('a page of another site cannot count a view', async ({ browser }) => {
  // Another site's page, on a loopback port of this run's own, with no policy of ours.
  const elsewhere = createServer((_request, response) => response.end('<!doctype html><title>elsewhere</title>'));
  await new Promise<void>((resolve) => elsewhere.listen(PORT + 8, '127.0.0.1', resolve));
  const context = await browser.newContext({ userAgent: chrome(131) });
  try {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${PORT + 8}/`);
    const beacon = page.waitForResponse((response) => response.url().includes(BEACON));
    expect(await page.evaluate((url) => navigator.sendBeacon(url), `${origin}${BEACON}1`)).toBe(true);
    expect((await beacon).status()).toBe(403);
  } finally {
    await context.close();
    await new Promise((resolve) => elsewhere.close(resolve));
  }
});
