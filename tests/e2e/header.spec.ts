import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { EDITION_CASES, PORT, get } from './helpers/editions';
import { AXE_TAGS, storyPathOf } from './helpers/stories';
import { rawRequest } from './helpers/raw-http';

const bn = `http://localhost:${PORT}`;
const en = `http://en.localhost:${PORT}`;
const trust = `http://trust.localhost:${PORT}`;

test('the main header shows 11 navigation items, the brand header up to 12', async ({ page, request }) => {
  const menu = (await (await get(request, `${bn}/api/v1/menu-groups`)).json())['menu-groups'].main.items;
  expect(menu.length).toBeGreaterThan(11);
  await page.goto(`${bn}/`);
  await expect(page.getByRole('navigation', { name: 'বিভাগসমূহ' }).getByRole('listitem')).toHaveCount(11);
  await page.goto(`${trust}/`);
  const trustMenu = (await (await get(request, `${trust}/api/v1/menu-groups`)).json())['menu-groups'].main.items;
  await expect(page.getByRole('navigation', { name: 'বিভাগসমূহ' }).getByRole('listitem')).toHaveCount(Math.min(trustMenu.length, 12));
  // The header's Donate link (the trust's home also carries one in its appeal panel).
  await expect(page.locator('[data-component="site-header"]').getByRole('link', { name: 'অনুদান দিন' })).toBeVisible();
  await page.goto(`${bn}/`);
  await expect(page.getByRole('link', { name: 'অনুদান দিন' })).toHaveCount(0);
});

test('the date line gives the Gregorian, Bangla and Hijri dates in the edition language', async ({ page }) => {
  await page.goto(`${bn}/`);
  await expect(page.locator('[data-component="date-line"]')).toContainText(/[০-৯]+ .+ [০-৯]{4}.*বঙ্গাব্দ.*হিজরি/);
  await page.goto(`${en}/`);
  await expect(page.locator('[data-component="date-line"]')).toContainText(/\d{4} · \d{1,2} [A-Za-z]+ \d{4} · \d{1,2} .+ \d{4} AH/);
});

test('three latest headlines show on desktops and tablets, not on phones', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${bn}/`);
  const stories = page.getByRole('list', { name: 'সর্বশেষ শিরোনাম' });
  await expect(stories.getByRole('listitem')).toHaveCount(3);
  await expect(stories).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(stories).toBeHidden();
});

test('the header hides while scrolling down, returns on a scroll up and is unfixed at the top', async ({ page }) => {
  await page.goto(`${bn}/`);
  const header = page.locator('[data-component="site-header"]');
  await expect(header).toHaveAttribute('data-scroll-state', 'unfixed');
  // Scroll again until the island (hydrated after load) has seen it.
  await expect(async () => {
    await page.mouse.wheel(0, 300);
    await expect(header).toHaveAttribute('data-scroll-state', 'unpinned', { timeout: 500 });
  }).toPass();
  // Slid away, it is hidden too: Tab never lands on one of its links unseen.
  await expect(header).toBeHidden();
  await page.mouse.wheel(0, -40);
  await expect(header).toHaveAttribute('data-scroll-state', 'pinned');
  await expect(header).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scroll-state', 'unfixed');
});

test('the hamburger menu traps focus, locks scrolling, closes on Escape and gives focus back', async ({ page }) => {
  await page.goto(`${en}/`);
  // The menu is a client island: a click before hydration opens nothing (CI lost one that way).
  await page.waitForSelector('html[data-hydrated]');
  const button = page.getByRole('button', { name: 'Open the menu' });
  await button.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/scroll-locked/);
  // Its links come on first need (hamburger.client.tsx): a reader tabs through them once drawn.
  await expect(menu.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
  expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
  await expect(button).toBeFocused();
});

// The menu's content (components/header/hamburger.client.tsx) is in no page's HTML: the browser
// asks /api/header/v1/menu for the host's edition when the reader first reaches for the button.
test('the page carries the menu button, not the menu; the answer is the host edition\'s, cacheable, and what the open menu shows', async ({ page, request }) => {
  const html = await (await get(request, `${bn}/`)).text();
  expect(html).toContain('data-component="hamburger"');
  expect(html).not.toContain('data-component="hamburger-menu"');
  // Neither the dialog nor its links: the menu is a chunk of its own with its answer.
  expect(html).not.toContain('aria-label="মেনু"');
  expect(html.match(/data-component="site-header".*?<\/header>/s)?.[0]).not.toContain('<dialog');

  const answer = await get(request, `${bn}/api/header/v1/menu`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toMatch(/^public, s-maxage=\d+/);
  expect(answer.headers()['surrogate-key']).toContain('menus:main:bn');
  expect(answer.headers()['set-cookie']).toBeUndefined();
  const menu = await answer.json();
  const groups = (await (await get(request, `${bn}/api/v1/menu-groups`)).json())['menu-groups'];
  expect(menu.top.map((item: { title: string }) => item.title)).toEqual(groups.hamburger.items.slice(0, 12).map((item: { title: string }) => item.title));

  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/header/v1/menu')) asked.push(sent.url());
  });
  await page.goto(`${bn}/`);
  await page.waitForSelector('html[data-hydrated]');
  expect(asked).toEqual([]);
  await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
  const dialog = page.getByRole('dialog', { name: 'মেনু' });
  await expect(dialog.getByRole('navigation', { name: 'মেনু' }).locator(':scope > ul').first().locator(':scope > li > a')).toHaveText(menu.top.map((item: { title: string }) => item.title));
  await expect(dialog.getByRole('link', { name: 'ফেসবুক' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
  await expect(dialog.getByRole('link', { name: 'ফেসবুক' })).toBeVisible();
  expect(asked).toHaveLength(1);

  // The English host answers its own menu whatever a forwarded host says; a host outside the map is refused.
  const english = JSON.parse((await rawRequest({ path: '/api/header/v1/menu', headers: { host: `en.localhost:${PORT}`, 'x-forwarded-host': `localhost:${PORT}` } })).body);
  expect(english.labels.followUs).toBe('Follow us');
  const stranger = await rawRequest({ path: '/api/header/v1/menu', headers: { host: 'attacker.example' } });
  expect(stranger.status).toBe(421);
  expect(stranger.body).not.toContain('labels');
});

test('when the menu cannot come, the open menu says so, and the next open brings it', async ({ page }) => {
  let refuse = true;
  await page.route('**/api/header/v1/menu', (route) => (refuse ? route.fulfill({ status: 503, body: '' }) : route.fallback()));
  await page.goto(`${bn}/`);
  await page.waitForSelector('html[data-hydrated]');
  const button = page.getByRole('button', { name: 'মেনু খুলুন' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'মেনু' });
  await expect(dialog.getByRole('alert')).toHaveText('মেনু লোড করা যায়নি। আবার চেষ্টা করুন।');
  refuse = false;
  await page.keyboard.press('Escape');
  await button.click();
  await expect(dialog.getByRole('navigation', { name: 'মেনু' })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

/** One sister-brand edition per masthead variant (rule, band, nameplate): each side menu and header look. */
const BRAND_MASTHEADS = [...new Map(EDITION_CASES.filter(({ brand }) => brand.header === 'brand').map((edition) => [edition.brand.theme.masthead, edition])).values()];

// One test per masthead and width: four full-page axe runs in one test passed or timed out by the machine's load.
for (const { origin, brand } of BRAND_MASTHEADS) {
  for (const width of [375, 1366]) {
    test(`the ${brand.theme.masthead} masthead's side menu and search panel are clean for axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${origin}/`);
      await page.waitForSelector('html[data-hydrated]');
      await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
      const menu = page.getByRole('dialog', { name: 'মেনু' });
      await expect(menu).toBeVisible();
      // A side menu, not the main paper's full-screen one.
      expect((await menu.boundingBox())!.width).toBeLessThan(Math.min(width, 400));
      expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations, `${origin} menu at ${width} px`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await page.locator('[data-component="header-search"]').getByRole('button', { name: 'খুঁজুন', exact: true }).click();
      await expect(page.getByRole('searchbox')).toBeFocused();
      expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations, `${origin} search at ${width} px`).toEqual([]);
    });
  }
}

test('a slow client-side navigation shows the page-loading bar until the page arrives', async ({ page }) => {
  // Every page's data (prefetches too) takes two seconds, as on a slow mobile network.
  await page.route('**/*', async (route) => {
    if (route.request().headers()['rsc'] === '1') await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.fallback();
  });
  await page.goto(`${bn}/`);
  await page.waitForSelector('html[data-hydrated]');
  const bar = page.locator('[data-component="page-progress"]');
  await expect(bar).toHaveCount(0);
  await page.locator('[data-component="site-header"] nav').getByRole('link', { name: 'খেলা', exact: true }).first().click();
  await expect(bar).toBeVisible();
  await expect(page).toHaveURL(`${bn}/sports`);
  await expect(page.locator('h1')).toHaveText('খেলা');
  await expect(bar).toHaveCount(0);
});

test('the hamburger menu closes when a page arrives', async ({ page }) => {
  await page.goto(`${bn}/`);
  // As above: the menu is a client island, and a page's scripts start once its lead picture is
  // painted, which can be after the load event that goto waits for (CI lost one that way).
  await page.waitForSelector('html[data-hydrated]');
  await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
  await page.getByRole('dialog').getByRole('list').first().getByRole('link', { name: 'রাজনীতি', exact: true }).click();
  await expect(page).toHaveURL(`${bn}/politics`);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.locator('h1')).toHaveText('রাজনীতি');
});

test("the edition switch opens the story's translation, and another edition's page or home otherwise", async ({ page, request }) => {
  const story = (await (await get(request, `${bn}/api/v1/collections/home-latest?limit=1`)).json()).items[0];
  await page.goto(story.story.url);
  await page.locator('[data-component="site-header"] [data-component="edition-switch"]').click();
  await expect(page).toHaveURL(new RegExp(`^${en}/`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('[data-component="story-page"]')).toBeVisible();
  const translation = page.url();
  // The story's own "read in English" link leads to the same translation, not the other edition's home.
  await page.goto(story.story.url);
  expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')).toBe(translation);
  const readInEnglish = page.locator('[data-component="story-page"]').getByRole('link', { name: 'ইংরেজিতে পড়ুন' });
  // The link writes the story's path in letters; one written encoded twice, as before, lands on the same translation.
  expect(await readInEnglish.getAttribute('href')).toMatch(/^\/api\/edition\?to=en&path=%2F[a-z-]+%2F[^%]*[\u0980-\u09ff]/);
  const before = await get(request, `${bn}/api/edition?to=en&path=${encodeURIComponent(new URL(story.story.url).pathname)}`, { maxRedirects: 0 });
  expect(before.headers().location).toBe(translation);
  await readInEnglish.click();
  await expect(page).toHaveURL(translation);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.locator('[data-component="story-page"]').getByRole('link', { name: 'Read in Bangla' }).click();
  await expect(page).toHaveURL(story.story.url);
  await page.goto(`${en}/bangladesh`);
  await page.locator('[data-component="site-header"] [data-component="edition-switch"]').click();
  await expect(page).toHaveURL(`${bn}/bangladesh`);
  await page.goto(`${bn}${await storyPathOf(request, bn, 'text')}`);
  await page.goto(`${bn}/authors`);
  await page.locator('[data-component="site-header"] [data-component="edition-switch"]').click();
  await expect(page).toHaveURL(`${en}/authors`);
});

test('an anonymous reader gets a login link that comes back to the page', async ({ page }) => {
  await page.goto(`${bn}/bangladesh`);
  await expect(page.getByRole('link', { name: 'লগইন', exact: true })).toHaveAttribute('href', '/sign-in?redirect=%2Fbangladesh');
});

test('email status popups open from the address hash in the edition language', async ({ page }) => {
  await page.goto(`${bn}/#email-verified`);
  await expect(page.getByRole('dialog')).toContainText('ইমেইল যাচাই হয়েছে।');
  await page.getByRole('dialog').getByRole('button', { name: 'বন্ধ করুন', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(new URL(page.url()).hash).toBe('');
  await page.goto(`${en}/#token-consumed`);
  await expect(page.getByRole('dialog')).toContainText('The verification link is already used.');
  await page.goto(`${en}/#invalid-token`);
  await expect(page.getByRole('dialog')).toContainText('The verification link is invalid. Please request for a new link.');
});

test('sister brands link each other from the menu, each on its own host', async ({ request }) => {
  const response = await get(request, `${bn}/api/edition?brand=trust`, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe(`http://trust.localhost:${PORT}/`);
});

test('the service worker is registered and remembers the app version for the update rule', async ({ page }) => {
  await page.goto(`${bn}/`);
  await expect.poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration('/')))).toBe(true);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sw-app-version'))).toMatch(/^\d+\.\d+\.\d+$/);
});
