import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PORT, get } from './helpers/editions';
import { AXE_TAGS } from './helpers/stories';

const bn = `http://localhost:${PORT}`;
const en = `http://en.localhost:${PORT}`;
const trust = `http://trust.localhost:${PORT}`;
const KEY = 'e2e-ingest-key';

const searchBox = (page: Page) => page.getByRole('main').getByRole('search').getByRole('searchbox');
const cards = (page: Page) => page.locator('[data-component="search-page"] [data-component="story-card"]');
const marks = (page: Page) => page.locator('[data-component="search-page"] mark');
const q = (text: string) => encodeURIComponent(text);

async function expectNoAxeViolations(page: Page) {
  expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);
}

test('the box trims the term, encodes it as q and keeps the filters already chosen', async ({ page }) => {
  await page.goto(`${bn}/search?type=text&sort=latest-published`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await searchBox(page).fill('  জেলা নদী  ');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(`${bn}/search?q=${q('জেলা নদী')}&type=text&sort=latest-published`);
  await expect(page.locator('h1')).toHaveText('অনুসন্ধান: জেলা নদী');
});

test('an empty term removes q and lists every story, newest first', async ({ page }) => {
  await page.goto(`${bn}/search?q=${q('জেলা')}&sort=published-at:asc`);
  // Submitted by the app (no empty q=), so typed once it has hydrated.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await searchBox(page).fill('');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(`${bn}/search?sort=published-at%3Aasc`);
  await expect(page.locator('[data-component="search-page"] [data-part="count"]')).toContainText('মোট');
  await expect(cards(page)).toHaveCount(10);
});

test('inflected forms find their stem and every matching word is marked in headlines and excerpts', async ({ page }) => {
  await page.goto(`${bn}/search?q=${q('জেলায়')}`);
  await expect(cards(page)).toHaveCount(10);
  const marked = await marks(page).allInnerTexts();
  expect(marked.length).toBeGreaterThanOrEqual(10);
  for (const word of marked) expect(word).toMatch(/^জেলা/);
  await expect(page.locator('[data-component="search-page"] [data-component="story-card"] :is(h2, h3) mark').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a query in Latin letters is also searched in Bengali spelling, and the page says so', async ({ page }) => {
  await page.goto(`${bn}/search?q=dhaka`);
  await expect(page.locator('[data-part="transliteration"]')).toHaveText('বাংলা বানানেও খোঁজা হয়েছে: ঢাকা');
  expect(await cards(page).count()).toBeGreaterThan(0);
  expect(await marks(page).allInnerTexts()).toEqual(expect.arrayContaining([expect.stringMatching(/^ঢাকা/)]));
});

test('English stories match English words in any case, with no transliteration notice for them', async ({ page, request }) => {
  const response = await get(request, `${en}/api/v1/advanced-search?limit=1&fields=headline`);
  const word = ((await response.json()).results.stories[0].headline as string).split(/\W+/).find((w) => w.length > 5)!;
  await page.goto(`${en}/search?q=${q(word.toUpperCase())}`);
  expect(await cards(page).count()).toBeGreaterThan(0);
  expect((await marks(page).allInnerTexts()).map((w) => w.toLowerCase())).toContain(word.toLowerCase());
  await expect(page.locator('[data-part="transliteration"]')).toHaveCount(0);
});

test('the section filter keeps the query, narrows the results and can be undone', async ({ page }) => {
  await page.goto(`${bn}/search?q=${q('জেলা')}`);
  const all = await page.locator('[data-component="search-page"] [data-part="count"]').innerText();
  const sections = page.getByRole('main').getByRole('navigation', { name: 'বিভাগ', exact: true });
  await sections.getByRole('link', { name: 'খেলা' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${q('জেলা')}&section-id=\\d+$`));
  await expect(sections.getByRole('link', { name: 'খেলা' })).toHaveAttribute('aria-current', 'true');
  expect(await page.locator('[data-component="search-page"] [data-part="count"], [data-component="search-suggestions"]').first().innerText()).not.toBe(all);
  await sections.getByRole('link', { name: 'সব বিভাগ' }).click();
  await expect(page).toHaveURL(`${bn}/search?q=${q('জেলা')}`);
});

test('a tag filter from the address is shown and can be removed', async ({ page, request }) => {
  const response = await get(request, `${bn}/api/v1/advanced-search?limit=50&fields=tags`);
  const tagged = (await response.json()).results.stories.find((story: { tags: unknown[] }) => story.tags.length > 0);
  const tag: string = tagged.tags[0].name;
  await page.goto(`${bn}/search?tag-name=${q(tag)}`);
  await expect(page.locator('[data-part="tag-filter"]')).toContainText(tag);
  expect(await cards(page).count()).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'ট্যাগের শর্ত বাদ দিন' }).click();
  await expect(page).toHaveURL(`${bn}/search`);
});

test('sorts by relevance by default: headline matches come first', async ({ page }) => {
  await page.goto(`${bn}/search?q=${q('জেলায়')}`);
  await expect(page.getByRole('navigation', { name: 'সাজানো' }).getByRole('link', { name: 'প্রাসঙ্গিক' })).toHaveAttribute('aria-current', 'true');
  expect(await page.locator('[data-component="search-page"] [data-component="story-card"] :is(h2, h3)').first().locator('mark').count()).toBeGreaterThan(0);
});

test('load more appends the next 10 of the same search, still marked', async ({ page }) => {
  await page.goto(`${bn}/search?q=${q('জেলা')}`);
  await expect(cards(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'আরও খবর' }).click();
  await expect(cards(page)).toHaveCount(20);
  await expect(page).toHaveURL(/[?&]page=2$/);
  expect(await page.locator('[data-component="story-grid"][data-loaded="more"] mark').count()).toBeGreaterThan(0);
  const links = await page.locator('[data-component="search-page"] [data-component="story-card"] :is(h2, h3) a').evaluateAll((nodes) => nodes.map((a) => a.getAttribute('href')));
  expect(new Set(links).size).toBe(20);
});

test('No Results Found offers each word alone and the search without filters', async ({ page }) => {
  await page.goto(`${bn}/search?q=${q('জেলা qqqzzzxxx')}&type=video`);
  await expect(page.getByText('কোনো ফলাফল পাওয়া যায়নি')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'সব ধরন ও বিভাগে খুঁজুন' })).toHaveAttribute('href', `/search?q=${q('জেলা qqqzzzxxx')}`);
  await page.getByRole('link', { name: 'শুধু “জেলা” লিখে খুঁজুন' }).click();
  await expect(page).toHaveURL(`${bn}/search?q=${q('জেলা')}&type=video`);
  await expectNoAxeViolations(page);
});

test('a markup payload in q is shown as text everywhere on the page and runs nothing', async ({ page }) => {
  const payload = '<img src=x onerror="window.__xss=1"> <script>window.__xss=2</script>';
  await page.goto(`${bn}/search?q=${q(payload)}`);
  await expect(page.locator('h1')).toHaveText(`অনুসন্ধান: ${payload}`);
  await expect(page.getByText('কোনো ফলাফল পাওয়া যায়নি')).toBeVisible();
  await expect(page.getByRole('link', { name: 'শুধু “<img” লিখে খুঁজুন' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('[data-component="search-page"] img[src="x"], [data-component="search-page"] script').count()).toBe(0);
});

test('results are limited to the brand of the host', async ({ request }) => {
  const ids = async (origin: string) => {
    const response = await get(request, `${origin}/api/v1/advanced-search?q=${q('ঢাকা')}&limit=100&fields=id`);
    expect(response.status()).toBe(200);
    return (await response.json()).results.stories.map((story: { id: number }) => story.id) as number[];
  };
  const [main, sister] = [await ids(bn), await ids(trust)];
  expect(main.length).toBeGreaterThan(0);
  expect(main.filter((id) => sister.includes(id))).toEqual([]);
});

test('the advanced-search API answers 400 naming an invalid parameter', async ({ request }) => {
  const response = await get(request, `${bn}/api/v1/advanced-search?q=${q('ঢাকা')}&sort=best`);
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain('sort');
});

test('a story written through ingest is found at once', async ({ page, request }) => {
  const word = 'অনুসন্ধানপরীক্ষা';
  const created = await request.put(`${bn}/api/ingest/v1/stories/e2e-search-fresh-story`, {
    headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
    data: JSON.stringify({ brand: 'main', lang: 'bn', headline: `${word}য় নতুন খবর`, metadata: { excerpt: 'সদ্য প্রকাশিত' }, 'published-at': Date.now() }),
  });
  expect(created.status()).toBe(201);
  await page.goto(`${bn}/search?q=${q(word)}`);
  await expect(cards(page)).toHaveCount(1);
  await expect(page.locator('[data-component="search-page"] mark')).toHaveText(`${word}য়`);
});
