import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { EDITION_CASES, PORT, get } from './helpers/editions';
import { showLaterBlocks } from './helpers/home';

for (const edition of EDITION_CASES) {
  test(`${edition.host} serves ${edition.brand.name.en} in ${edition.lang}`, async ({ page }) => {
    const response = await page.goto(`${edition.origin}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', edition.lang);
    // The header's home link is the masthead: the brand's mark and its name.
    await expect(page.locator('[data-component="site-header"]').getByRole('link', { name: `${edition.brand.name[edition.lang]} — ` })).toHaveText(edition.brand.name[edition.lang]);
    await expect(page).toHaveTitle(edition.brand.name[edition.lang]);
    await showLaterBlocks(page);
    const headlines = page.locator('[data-component="story-card"] :is(h2, h3) a');
    expect(await headlines.count()).toBeGreaterThanOrEqual(10);
    if (edition.lang === 'bn') await expect(headlines.first()).toHaveText(/[\u0980-\u09ff]/);
    else await expect(headlines.first()).toHaveText(/^[\x20-\x7e\u2013\u2014\u2018\u2019\u201c\u201d★: ]+$/);
  });
}

test('a story opens from the home page with its byline, time and body', async ({ page }) => {
  await page.goto(`http://localhost:${PORT}/`);
  const first = page.locator('[data-component="story-card"]:not(:has([role="img"])) :is(h2, h3) a').first();
  const headline = await first.innerText();
  await first.click();
  await expect(page.locator('h1')).toHaveText(headline);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.locator('[data-component="story-page"] header time').first()).toHaveText(/[০-৯]/);
  await expect(page.locator('[data-component="story-body"] p').first()).not.toBeEmpty();
});

test("a story path on another brand's host is a 404, never the other brand's page", async ({ page, request }) => {
  await page.goto(`http://trust.localhost:${PORT}/`);
  const trustStory = await page.locator('[data-component="story-card"] :is(h2, h3) a').first().getAttribute('href');
  expect(trustStory).toBeTruthy();
  const sameHost = await get(request, `http://trust.localhost:${PORT}${trustStory}`);
  expect(sameHost.status()).toBe(200);
  for (const host of ['localhost', 'en.localhost', 'bigyan.localhost']) {
    const other = await get(request, `http://${host}:${PORT}${trustStory}`);
    expect(other.status(), host).toBe(404);
  }
  const prefixed = await get(request, `http://localhost:${PORT}/trust/bn${trustStory}`);
  expect(prefixed.status()).toBe(404);
});

test('the edition switch goes from the Bengali to the English edition and back', async ({ page }) => {
  await page.goto(`http://localhost:${PORT}/`);
  await page.getByRole('link', { name: 'ইংরেজি সংস্করণ' }).click();
  await expect(page).toHaveURL(`http://en.localhost:${PORT}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: 'Bangla edition' }).click();
  await expect(page).toHaveURL(`http://localhost:${PORT}/`);
});

test('the edition switch never redirects off the host map', async ({ request }) => {
  for (const path of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
    const response = await get(request, `http://localhost:${PORT}/api/edition?to=en&path=${encodeURIComponent(path)}`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(new URL(response.headers().location).host).toBe(`en.localhost:${PORT}`);
  }
});

for (const edition of [EDITION_CASES[0], EDITION_CASES[1], EDITION_CASES.find((e) => e.brand.key === 'trust')!]) {
  test(`${edition.host} home and story pages pass axe`, async ({ page }) => {
    await page.goto(`${edition.origin}/`);
    expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()).violations).toEqual([]);
    await page.locator('[data-component="story-card"] :is(h2, h3) a').first().click();
    await page.waitForSelector('[data-component="story-page"] h1');
    expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()).violations).toEqual([]);
  });
}
