import { expect, test } from '@playwright/test';
import { EDITION_CASES, get } from './helpers/editions';
import { showLaterBlocks } from './helpers/home';
import { E2E_PORT, rawRequest } from './helpers/raw-http';

/**
 * Each brand's home puts its own emphasis first (the theme's homeEmphasis,
 * docs/design-system.md, "Home emphasis"), with the same components: checked by what a
 * reader sees, on the bn edition of every brand.
 */
const edition = (key: string) => EDITION_CASES.find((candidate) => candidate.brand.key === key && candidate.lang === candidate.brand.defaultLang)!;
const leadBlock = '[data-component="home-block"][data-layout="lead"]';
const card = '[data-component="story-card"]';

for (const { origin, brand } of EDITION_CASES.filter((candidate) => candidate.lang === candidate.brand.defaultLang)) {
  test(`the home of ${brand.key} carries its theme's emphasis (${brand.theme.homeEmphasis})`, async ({ page }) => {
    await page.goto(`${origin}/`);
    await expect(page.locator('html')).toHaveAttribute('data-home', brand.theme.homeEmphasis);
    await expect(page.locator(leadBlock)).toHaveCount(1);
  });
}

test('the picture-led home promotes its photo strip to just under the lead, its lead across the page', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${edition('torun').origin}/`);
  await showLaterBlocks(page);
  const layouts = await page.locator('[data-component="home-block"]').evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-layout')));
  expect(layouts.slice(0, 2)).toEqual(['lead', 'photo-row']);
  const lead = page.locator(`${leadBlock} ${card}[data-variant="lead"]`);
  const block = (await page.locator(leadBlock).boundingBox())!;
  expect((await lead.locator('img, [data-component="image-placeholder"]').first().boundingBox())!.width).toBeGreaterThan(block.width * 0.9);
});

test("the citizen-news home leads with a list of readers' reports, each with its place and time", async ({ page }) => {
  await page.goto(`${edition('nagorik').origin}/`);
  const reports = page.locator(`${leadBlock} ${card}[data-variant="report"]`);
  expect(await reports.count()).toBeGreaterThanOrEqual(5);
  const first = reports.first();
  await expect(first.locator('time')).toBeVisible();
  // The place line (the report's section) sits above its headline.
  const [place, headline] = await Promise.all([first.locator('p').first().boundingBox(), first.getByRole('heading').boundingBox()]);
  expect(place!.y).toBeLessThan(headline!.y);
});

test("the opinion home is text-forward: secondary cards name their writer and carry no picture", async ({ page }) => {
  await page.goto(`${edition('chinta').origin}/`);
  const secondary = page.locator(`${leadBlock} ${card}[data-variant="text"]`);
  expect(await secondary.count()).toBeGreaterThanOrEqual(3);
  expect(await secondary.locator('img, [data-component="image-placeholder"]').count()).toBe(0);
  await expect(page.locator(`${leadBlock} ${card}[data-variant="lead"] p`).first()).toBeVisible();
});

test("the trust's home leads with an appeal panel on the brand wash with its Donate link", async ({ page }) => {
  const { origin, brand } = edition('trust');
  await page.goto(`${origin}/`);
  const donate = page.locator(leadBlock).getByRole('link', { name: 'অনুদান দিন' });
  await expect(donate).toHaveAttribute('href', brand.donateUrl!);
  // The panel the lead card and its Donate link sit in is on the wash, not the page's paper.
  const ground = await donate.evaluate((element) => getComputedStyle(element.closest('[data-component="story-card"]')!.parentElement!).backgroundColor);
  expect(ground).not.toBe('rgba(0, 0, 0, 0)');
  expect(ground).not.toBe('rgb(255, 255, 255)');
});

test('on a 2x phone the photo and video strips take pictures for their 15 rem cards, not phone-wide ones', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.goto(`${edition('main').origin}/`);
  await showLaterBlocks(page);
  const strips = page.locator('[data-component="home-block"][data-layout$="-row"]:not([data-layout="opinion-row"])');
  expect(await strips.count()).toBeGreaterThan(0);
  const images = strips.locator(`${card} img`);
  let ownPictures = 0;
  for (let index = 0; index < (await images.count()); index++) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.currentSrc)).not.toBe('');
    const { width, shownLarger } = await image.evaluate((element: HTMLImageElement) => ({
      // The candidate's width as the optimiser draws it (`/img/{w}/…`, lib/media/image-loader.ts); NaN, and a failure, for any other address.
      width: Number(/^\/img\/(\d+)\//.exec(new URL(element.currentSrc, location.href).pathname)?.[1]),
      // The demo newsroom has 48 pictures, so a strip's picture may also be a bigger card's. Then
      // Chromium draws the copy it already holds (nothing is fetched for the strip), whatever the srcset says.
      shownLarger: [...document.querySelectorAll('img')].some((other) => other !== element && other.currentSrc === element.currentSrc && other.getBoundingClientRect().width > 240),
    }));
    if (shownLarger) continue;
    ownPictures++;
    expect(width).toBeLessThanOrEqual(480);
  }
  expect(ownPictures).toBeGreaterThan(0);
  await context.close();
});

// A reported fault: "20 headlines appear two to four times on one home page". Each story is shown
// once per home, on all eight editions (the header's three headlines are the header's own).
for (const { origin, host } of EDITION_CASES) {
  test(`no headline is shown twice on the home page of ${host}`, async ({ page }) => {
    await page.goto(`${origin}/`);
    await showLaterBlocks(page);
    const headlines = (await page.locator(`main ${card} :is(h2, h3)`).allInnerTexts()).map((text) => text.trim());
    expect(headlines.length).toBeGreaterThanOrEqual(8);
    expect(headlines.filter((headline, index) => headlines.indexOf(headline) !== index)).toEqual([]);
  });
}

// The later blocks (components/home/later-blocks.client.tsx): the page's HTML carries the lead
// block and links to the rest; the rest answer at /api/home/v1/blocks for the host's edition.
test.describe('the later blocks', () => {
  const main = edition('main');

  test("the HTML links to each later block; the answer draws them in the page's order, each story once, for the host's edition only", async ({ page, request }) => {
    const html = await (await get(request, `${main.origin}/`)).text();
    expect(html.match(/data-component="home-block"/g)).toHaveLength(1);
    expect(html).toContain('data-layout="lead"');
    await page.goto(`${main.origin}/`);
    const links = await page.getByRole('navigation', { name: 'প্রচ্ছদে আরও' }).getByRole('link').allInnerTexts();
    expect(links.length).toBeGreaterThanOrEqual(5);

    const answer = await get(request, `${main.origin}/api/home/v1/blocks?from=1`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toMatch(/^public, s-maxage=\d+/);
    expect(answer.headers()['set-cookie']).toBeUndefined();
    const { blocks } = await answer.json();
    expect(blocks.map((block: { collection: { name: string } }) => block.collection.name)).toEqual(links);

    // The English edition's host answers its own blocks, whatever a forwarded host says.
    const english = JSON.parse((await rawRequest({ path: '/api/home/v1/blocks?from=1', headers: { host: `en.localhost:${E2E_PORT}`, 'x-forwarded-host': `localhost:${E2E_PORT}` } })).body);
    expect(english.blocks[0].labels.more).toBe('More');

    await showLaterBlocks(page);
    expect(await page.locator('[data-component="home-block"]').evaluateAll((all) => all.slice(1).map((block) => block.querySelector('h2')!.textContent))).toEqual(links);
    await expect(page.getByRole('navigation', { name: 'প্রচ্ছদে আরও' })).toHaveCount(0);
  });

  test('back from a story opened in a later block, the blocks are drawn at once and the reader is where they were', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${main.origin}/`);
    await page.waitForSelector('html[data-hydrated]');
    await showLaterBlocks(page);
    const link = page.locator('[data-component="later-blocks"] [data-component="story-card"] :is(h2, h3) a').nth(6);
    await link.scrollIntoViewIfNeeded();
    const headline = (await link.innerText()).trim();
    const before = await page.evaluate(() => scrollY);
    expect(before).toBeGreaterThan(2000);
    await link.click();
    await expect(page.locator('h1')).toHaveText(headline);
    await page.goBack();
    await expect(page.locator('[data-component="later-blocks"]')).toHaveAttribute('data-state', 'shown');
    await expect(page.getByRole('link', { name: headline, exact: true })).toBeInViewport();
    expect(Math.abs((await page.evaluate(() => scrollY)) - before)).toBeLessThan(740);
  });

  test('a hostile or broken request gets a clear 4xx, never blocks of another edition', async ({ request }) => {
    for (const from of ['', '0', '-1', '40', '1e1', '2.0', ' 2', '0x2', '99999999999999999999', '2&from=3']) {
      const answer = await get(request, `${main.origin}/api/home/v1/blocks?from=${encodeURIComponent(from)}`);
      expect(answer.status(), from).toBe(400);
      expect((await answer.json()).error.parameter, from).toBe('from');
      expect(answer.headers()['cache-control'], from).toBe('no-store');
    }
    // A host outside the map is refused at the boundary (421), before any edition is read.
    const stranger = await rawRequest({ path: '/api/home/v1/blocks?from=2', headers: { host: 'attacker.example' } });
    expect(stranger.status).toBe(421);
    expect(stranger.body).not.toContain('collection');
    expect((await get(request, `${main.origin}/api/home/v1/blocks?from=39`)).status()).toBe(200);
  });
});
