import { spawnSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PORT, get } from './helpers/editions';
import { showLaterBlocks } from './helpers/home';
import { AXE_TAGS, pathOf, storyPathOf } from './helpers/stories';

const bn = `http://localhost:${PORT}`;
const en = `http://en.localhost:${PORT}`;
const trust = `http://trust.localhost:${PORT}`;

async function expectNoAxeViolations(page: Page) {
  expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);
}

for (const origin of [bn, en, trust]) {
  test(`the home page of ${origin} is made of collection blocks whose "more" links open`, async ({ page, request }) => {
    await page.goto(`${origin}/`);
    await showLaterBlocks(page);
    const blocks = page.locator('section[data-component="home-block"]');
    expect(await blocks.count()).toBeGreaterThanOrEqual(3);
    const more = await page.locator('[data-component="home-block"] > p > a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
    expect(more.length).toBeGreaterThanOrEqual(3);
    for (const href of more.slice(0, 4)) expect((await get(request, `${origin}${href}`)).status(), href).toBe(200);
  });
}

test('a section lists 10 stories, loads 10 more into the address, and a reload keeps them', async ({ page }) => {
  await page.goto(`${bn}/bangladesh`);
  await expect(page.locator('h1')).toHaveText('বাংলাদেশ');
  await expect(page.getByRole('navigation', { name: 'উপবিভাগ' }).getByRole('link', { name: 'ঢাকা' })).toBeVisible();
  const cards = page.locator('[data-component="listing"] [data-component="story-card"]');
  await expect(cards).toHaveCount(10);
  await page.getByRole('button', { name: 'আরও খবর' }).click();
  await expect(cards).toHaveCount(20);
  await expect(page).toHaveURL(/[?&]page=2$/);
  await page.reload();
  await expect(cards).toHaveCount(20);
  const links = await page.locator('[data-component="listing"] [data-component="story-card"] :is(h2, h3) a').evaluateAll((nodes) => nodes.map((a) => a.getAttribute('href')));
  expect(new Set(links).size).toBe(20);
});

test('sub-sections live under their parent; a sub-section slug alone redirects there', async ({ page, request }) => {
  expect((await get(request, `${bn}/bangladesh/dhaka`)).status()).toBe(200);
  const alone = await get(request, `${bn}/dhaka`, { maxRedirects: 0 });
  expect(alone.status()).toBe(301);
  expect(alone.headers().location.split(', ')[0]).toBe('/bangladesh/dhaka');
  await page.goto(`${en}/bangladesh/dhaka`);
  await expect(page.locator('h1')).toHaveText('Dhaka');
  await expectNoAxeViolations(page);
});

test('collection, topic and author pages list their stories', async ({ page }) => {
  await page.goto(`${bn}/collection/home-latest`);
  await expect(page.locator('h1')).toHaveText('সর্বশেষ');
  expect(await page.locator('[data-component="listing"] [data-component="story-card"]').count()).toBeGreaterThan(0);

  await page.goto(`${bn}/`);
  await page.locator('[data-component="story-card"] :is(h2, h3) a').first().click();
  await page.waitForSelector('[data-component="story-page"] h1');
  const tag = page.locator('[data-component="story-page"] a[href^="/topic/"]').first();
  const tagName = await tag.innerText();
  await tag.click();
  await expect(page.locator('h1')).toHaveText(`বিষয়: ${tagName}`);
  expect(await page.locator('[data-component="listing"] [data-component="story-card"]').count()).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  await page.goto(`${en}/`);
  await page.locator('[data-component="story-card"] :is(h2, h3) a').first().click();
  const author = page.locator('[data-component="story-page"] header a[href^="/author/"]').first();
  const authorName = await author.innerText();
  await author.click();
  await expect(page.locator('h1')).toHaveText(`Stories by ${authorName}`);
  await expect(page.locator('[data-component="author-intro"] img')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the authors page lists every author with the total first', async ({ page }) => {
  await page.goto(`${bn}/authors`);
  await expect(page.locator('h1')).toHaveText('লেখকেরা');
  const count = await page.locator('[data-component="author-list"] li').count();
  expect(count).toBeGreaterThan(10);
  await expect(page.locator('[data-component="listing-intro"]')).toContainText('জন লেখক');
  await expectNoAxeViolations(page);
});

test('every story template renders its own layout', async ({ page, request }) => {
  const checks: [string, string][] = [
    ['live-blog', '[data-component="live-label"]'],
    ['photo', '[data-element="gallery"] figure'],
    ['interview', '[data-element="question"]'],
    ['listicle', '[data-element="title"]'],
    ['visual-story', '[data-component="visual-story"] > li'],
    ['shorts', '[data-component="youtube-facade"]'],
    ['text', '[data-element="text"]'],
  ];
  for (const [template, selector] of checks) {
    await page.goto(`${bn}${await storyPathOf(request, bn, template)}`);
    await expect(page.locator(`[data-component="story-page"][data-template="${template}"]`), template).toBeVisible();
    expect(await page.locator(selector).count(), template).toBeGreaterThan(0);
  }
});

test("a story's related stories are its section's others, as headline links under the comments, without cards", async ({ page, request }) => {
  const { results } = await (await get(request, `${bn}/api/v1/advanced-search?type=text&limit=20&fields=id,url,access`)).json();
  const story = results.stories.find((candidate: { access: string }) => candidate.access !== 'login');
  const path = pathOf(story.url);
  const html = await (await get(request, `${bn}${path}`)).text();
  const related = html.slice(html.indexOf('data-component="related-stories"'));
  expect(related.length).toBeLessThan(html.length);
  expect(related.slice(0, related.indexOf('</section>'))).not.toContain('data-component="story-card"');
  await page.goto(`${bn}${path}`);
  const links = page.locator('[data-component="related-stories"] [data-component="headline-list"] a');
  const headlines = await links.allInnerTexts();
  expect(headlines.length).toBeGreaterThan(0);
  expect(headlines).not.toContain(await page.locator('h1').innerText());
  const answer = (await (await get(request, `${bn}/api/v1/stories/${story.id}/related-stories?story-fields=headline`)).json())['related-stories'];
  expect(headlines).toEqual(answer.map((other: { headline: string }) => other.headline));
  // A Bengali slug is written in its letters, and leads to the story.
  const href = (await links.first().getAttribute('href'))!;
  expect(href).not.toMatch(/%E0/i);
  await links.first().click();
  await expect(page.locator('h1')).toHaveText(headlines[0]);
});

test('a video loads from YouTube only after the reader asks for it', async ({ page, request }) => {
  await page.goto(`${en}${await storyPathOf(request, en, 'video')}`);
  await expect(page.locator('iframe[src*="youtube"]')).toHaveCount(0);
  await page.getByRole('button', { name: /^Play video:/ }).click();
  await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toHaveCount(1);
});

test('live blogs show their updates newest first with times, and say when they have ended', async ({ page, request }) => {
  const results = (await (await get(request, `${bn}/api/v1/advanced-search?type=live-blog&limit=50&fields=url,metadata`)).json()).results.stories;
  const closed = results.find((story: { metadata: { 'is-closed'?: boolean } }) => story.metadata['is-closed']);
  expect(closed).toBeDefined();
  await page.goto(closed.url);
  await expect(page.locator('[data-component="live-label"][data-state="ended"]')).toContainText('সরাসরি সম্প্রচার শেষ হয়েছে');
  // The updates come five to a page (lib/content/live-blog-pages.ts): follow "older updates" to the last page.
  const times: number[] = [];
  for (let number = 1; ; number++) {
    const onPage = await page.locator('[data-part="update-time"] time').evaluateAll((nodes) => nodes.map((n) => Date.parse(n.getAttribute('datetime')!)));
    expect(onPage.length, `page ${number}`).toBeGreaterThan(0);
    expect(onPage.length, `page ${number}`).toBeLessThanOrEqual(5);
    times.push(...onPage);
    const pager = page.getByRole('navigation', { name: 'আপডেটের পাতা' });
    await expect(pager).toContainText(`পাতা ${'০১২৩৪৫৬৭৮৯'[number]} /`);
    // The hero picture is the first page's; an older page goes from the headline to its updates.
    await expect(page.locator('[data-component="story-page"] > figure'), `page ${number}`).toHaveCount(number === 1 ? 1 : 0);
    if (number === 2) await expectNoAxeViolations(page);
    const older = pager.getByRole('link', { name: 'পুরোনো আপডেট' });
    if ((await older.count()) === 0) break;
    await older.click();
    await expect(page).toHaveURL(new RegExp(`/updates/${number + 1}$`));
    await expect(pager.getByRole('link', { name: 'নতুন আপডেট' })).toBeVisible();
  }
  expect(times.length).toBeGreaterThanOrEqual(10);
  expect([...times].sort((a, b) => b - a)).toEqual(times);
  expect(new Set(times).size).toBe(times.length);
  await page.goto(closed.url);
  await expectNoAxeViolations(page);
  // Past the last page, and page 1 by number, are no page.
  for (const tail of ['/updates/1', `/updates/${Math.ceil(times.length / 5) + 1}`]) expect((await get(request, `${closed.url}${tail}`)).status(), tail).toBe(404);
});

test('a registered-only story keeps its full text out of the public HTML', async ({ request, page }) => {
  const gated = (await (await get(request, `${bn}/api/v1/advanced-search?type=text&limit=100&fields=url,access,id`)).json()).results.stories.find(
    (story: { access: string }) => story.access === 'login',
  );
  expect(gated).toBeDefined();
  const full = await (await get(request, `${bn}/api/v1/stories/${gated.id}`)).json();
  expect(full.story.cards).toEqual([]);
  const html = await (await get(request, gated.url)).text();
  expect(html).toContain('"isAccessibleForFree":false');
  // The public page alone: members-comments.spec.ts covers the text fetched for members and metered readers.
  await page.route('**/api/members/v1/**', (route) => route.abort());
  await page.goto(gated.url);
  await expect(page.getByRole('note')).toHaveText('শুধু নিবন্ধিত ব্যবহারকারীরা সম্পূর্ণ লেখাটি পড়তে পারবেন');
  await expect(page.locator('[data-component="story-body"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('static pages open in both editions', async ({ page }) => {
  for (const [origin, slug] of [[bn, 'privacy-policy'], [en, 'about'], [trust, 'terms']]) {
    const response = await page.goto(`${origin}/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('[data-component="static-page"] h1')).not.toBeEmpty();
  }
  await expectNoAxeViolations(page);
});

test('the 404 page offers search and the latest stories in the edition language', async ({ page }) => {
  const response = await page.goto(`${en}/no-such-page-anywhere`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('main').getByRole('search')).toBeVisible();
  // The latest stories as headline links (components/listing/headline-list.tsx), each to a story of this edition.
  const latest = page.locator('[data-component="not-found"] [data-component="headline-list"] a');
  expect(await latest.count()).toBeGreaterThan(0);
  expect(await latest.first().getAttribute('href')).toMatch(/^\/[^/]+\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Latest news' })).toBeVisible();
  await expectNoAxeViolations(page);
});

// Next writes the top level's 404, 403 and 401 boundaries into every page's payload; its
// built-in ones were English pages with inline styles (3 KB a page). app/top-level-fallback.tsx
// is what stands there now, and a reader's 404 is still the edition's own (test above).
test("no page carries Next's built-in English error pages", async ({ request }) => {
  for (const url of [`${bn}/`, `${bn}/bangladesh`, `${en}/bangladesh`]) {
    const html = await (await get(request, url)).text();
    // The page's RSC payload is inline (where the boundaries were written).
    expect(html).toContain('self.__next_f.push');
    for (const builtIn of ['This page could not be found.', 'This page could not be accessed.', "You're not authorized to access this page."]) {
      expect(html, `${url} carries “${builtIn}”`).not.toContain(builtIn);
    }
  }
});

test('old URLs from the redirect table answer a permanent redirect, also in route data', async ({ request }) => {
  const data = await (await get(request, `${bn}/route-data.json?path=/old-archive/1`)).json();
  expect(data.httpStatusCode).toBe(301);
  const response = await get(request, `${bn}/old-archive/1`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location.split(', ')[0]).toBe(data.data.location);
  expect((await get(request, `${bn}${data.data.location}`)).status()).toBe(200);
});

test('route data names the page type of every kind of path', async ({ request }) => {
  const read = async (path: string) => (await get(request, `${bn}/route-data.json?path=${encodeURIComponent(path)}`)).json();
  expect((await read('/')).pageType).toBe('home-page');
  expect((await read('/bangladesh')).pageType).toBe('section-page');
  expect((await read('/collection/home-latest')).pageType).toBe('collection-page');
  const story = await read(await storyPathOf(request, bn, 'live-blog'));
  expect(story).toMatchObject({ httpStatusCode: 200, pageType: 'story-page', subPageType: 'live-blog', config: { lang: 'bn' } });
  const missing = await get(request, `${bn}/route-data.json?path=/nothing-here`);
  expect(missing.status()).toBe(404);
  expect((await missing.json()).pageType).toBe('not-found');
  expect((await get(request, `${bn}/route-data.json`)).status()).toBe(400);
});

test("an editor's preview of a registered-only story shows its whole text; the public preview shows the gate", async ({ page, request }) => {
  const search = await (await get(request, `${bn}/api/v1/advanced-search?type=text&limit=50&fields=id,access`)).json();
  const gated = search.results.stories.find((story: { access: string }) => story.access === 'login');
  expect(gated).toBeTruthy();
  const linkFor = (...kind: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/preview-link.ts', '--story', String(gated.id), ...kind, '--host', `localhost:${PORT}`], {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
      encoding: 'utf8',
    }).stdout.trim();

  await page.goto(linkFor());
  await expect(page.locator('[data-component="story-page"] [data-component="story-body"] p').first()).toBeVisible();
  expect(await page.locator('[data-component="story-page"] [data-component="story-body"] p').count()).toBeGreaterThan(1);
  await expect(page.locator('[data-component="story-gated"]')).toHaveCount(0);

  // As an anonymous reader would get it from the server: the gate, not the text.
  const publicHtml = await (await get(request, linkFor('--public'))).text();
  expect(publicHtml).toContain('data-component="story-gate"');
  expect(publicHtml).not.toContain('data-component="story-body"');
});

test('preview links need a valid token, show drafts to editors and are never cached', async ({ page, request }) => {
  const link = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/preview-link.ts', '--story', '1', '--host', `localhost:${PORT}`], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
  }).stdout.trim();
  expect(link).toMatch(/\/preview\/story\/1\?token=/);
  const response = await page.goto(link);
  expect(response?.headers()['cache-control']).toMatch(/no-store|private/);
  await expect(page.getByRole('note').first()).toHaveText('প্রিভিউ: এই পাতাটি প্রকাশিত নয়');
  await expect(page.locator('[data-component="story-page"] h1')).not.toBeEmpty();
  const forged = await get(request, `${bn}/preview/story/1?token=${encodeURIComponent(link.split('token=')[1].replace(/.$/, 'x'))}`);
  expect(forged.status()).toBe(403);
  expect(await forged.text()).toContain('প্রিভিউ লিংকটি সঠিক নয়');
  expect(await forged.text()).not.toContain('data-component="story-page"');
});
