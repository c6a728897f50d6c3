import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PORT, get } from './helpers/editions';
import { settled } from './helpers/first-load';
import { showLaterBlocks } from './helpers/home';
import { AXE_TAGS } from './helpers/stories';

const bn = `http://localhost:${PORT}`;
const en = `http://en.localhost:${PORT}`;
const trust = `http://trust.localhost:${PORT}`;

const BREAKING = '**/api/v1/breaking-news';

// The strip waits for the cookie banner to be answered (one bottom bar at a time): these readers have answered it.
test.beforeEach(async ({ context }) => {
  await context.addCookies([bn, en, trust].map((url) => ({ name: 'CookieConsent', value: 'true', url })));
});

async function expectNoAxeViolations(page: Page) {
  expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);
}

interface BreakingAnswer {
  items: { story: { id: number; headline: string; metadata: { 'linked-story-slug': string } } }[];
}

// Breaking-news ticker ------------------------------------------------------------------

test.describe('the breaking-news ticker', () => {
  test('appears on the main Bengali edition with headlines that open their stories', async ({ page, request }) => {
    const { items } = (await (await get(request, `${bn}/api/v1/breaking-news`)).json()) as BreakingAnswer;
    expect(items.length).toBeGreaterThan(0);
    await page.goto(`${bn}/`);
    const ticker = page.getByRole('region', { name: 'ব্রেকিং নিউজ' });
    await expect(ticker).toBeVisible();
    const [first] = items;
    const link = ticker.getByRole('link', { name: first.story.headline });
    const href = `/${encodeURIComponent(first.story.metadata['linked-story-slug'])}`;
    await expect(link).toHaveAttribute('href', href);
    expect((await get(request, `${bn}${href}`)).status()).toBe(200);
    await link.click();
    await expect(page.locator('[data-component="story-page"] h1')).toHaveText(first.story.headline);
  });

  test('shows its first headline at once and fetches Swiper only after the page has loaded', async ({ page }) => {
    // The page's pictures are held, so its load event waits for them.
    let release = () => {};
    const pictures = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*', async (route) => (route.request().resourceType() === 'image' ? pictures.then(() => route.continue()) : route.continue()));
    await page.goto(`${bn}/`, { waitUntil: 'commit' });
    const ticker = page.getByRole('region', { name: 'ব্রেকিং নিউজ' });
    await expect(ticker.getByRole('link').first()).toBeVisible();
    await page.waitForTimeout(1_500);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    await expect(ticker.locator('.swiper-initialized')).toHaveCount(0);
    release();
    await expect(ticker.locator('.swiper-initialized')).toHaveCount(1);
  });

  test('stays closed for the same list after a reload, and comes back for a different list', async ({ page, request }) => {
    const answer = (await (await get(request, `${bn}/api/v1/breaking-news`)).json()) as BreakingAnswer;
    await page.goto(`${bn}/`);
    const ticker = page.getByRole('region', { name: 'ব্রেকিং নিউজ' });
    await ticker.getByRole('button', { name: 'ব্রেকিং নিউজ বন্ধ করুন' }).click();
    await expect(ticker).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('breakingIds'))).toBe(answer.items.map((item) => item.story.id).join(','));

    const polled = page.waitForResponse(BREAKING);
    await page.reload();
    await polled;
    await page.waitForTimeout(500);
    await expect(ticker).toHaveCount(0);

    const fresh = { id: 999_999, story: { id: 999_999, headline: 'নতুন ব্রেকিং: পরীক্ষামূলক শিরোনাম', metadata: { 'linked-story-slug': answer.items[0].story.metadata['linked-story-slug'] } } };
    await page.route(BREAKING, (route) => route.fulfill({ json: { items: [fresh, ...answer.items] } }));
    await page.reload();
    await expect(ticker.getByRole('link', { name: fresh.story.headline })).toBeVisible();
  });

  test('is not shown on the trust brand, which does not even ask for breaking news', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/breaking-news')) asked.push(request.url());
    });
    await page.goto(`${trust}/`);
    await settled(page);
    await expect(page.locator('[data-component="breaking-ticker"]')).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test('moves every 10 s, holds still while hovered or focused, and never moves by itself for reduced motion', async ({ page }) => {
    await page.clock.install();
    await page.goto(`${bn}/`);
    const active = page.locator('[data-component="breaking-ticker"] .swiper-initialized .swiper-slide-active');
    await expect(active).toHaveCount(1);
    const first = await active.innerText();
    await page.clock.runFor(10_500);
    await expect(active).not.toHaveText(first);

    await page.waitForTimeout(500); // the slide's CSS transition runs on the real clock
    await page.locator('[data-component="breaking-ticker"]').getByRole('list').hover();
    const hovered = await active.innerText();
    await page.clock.runFor(25_000);
    await expect(active).toHaveText(hovered);

    await page.mouse.move(5, 5);
    await active.getByRole('link').focus();
    await page.clock.runFor(25_000);
    await expect(active).toHaveText(hovered);
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.clock.runFor(10_500);
    await expect(active).not.toHaveText(hovered);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(active).toHaveCount(1);
    const still = await active.innerText();
    await page.mouse.move(5, 5);
    await page.clock.runFor(25_000);
    await expect(active).toHaveText(still);
  });
});

// Story slider ------------------------------------------------------------------------

async function openSlider(page: Page, origin = bn, name = 'বিশেষ আয়োজন') {
  await page.goto(`${origin}/`);
  await showLaterBlocks(page);
  const slider = page.getByRole('group', { name });
  await slider.scrollIntoViewIfNeeded();
  await expect(slider.locator('.swiper-initialized')).toHaveCount(1);
  return slider;
}

test.describe('the story slider', () => {
  // The home draws its slider with its later blocks, in the browser; the catalog draws the same block on the server.
  test('keeps every story link in the server HTML', async ({ request }) => {
    const html = await (await get(request, `${bn}/catalog`)).text();
    const block = html.slice(html.indexOf('data-component="story-slider"'));
    expect(block.match(/class="swiper-slide [^"]*"/g)?.length).toBe(8);
  });

  test('arrows move it and stop autoplay; previous is disabled at the start, next at the end', async ({ page }) => {
    const slider = await openSlider(page);
    const previous = slider.getByRole('button', { name: 'আগের স্লাইড' });
    const next = slider.getByRole('button', { name: 'পরের স্লাইড' });
    const progress = slider.locator('[data-playing]');
    const active = slider.locator('.swiper-slide-active');

    await expect(active).toHaveAttribute('aria-label', '১ / ৮');
    await expect(previous).toBeDisabled();
    await expect(slider.getByRole('button', { name: 'স্লাইড আপনা-আপনি চলা থামান' })).toBeVisible();
    await expect(progress).toBeVisible();

    await next.click();
    await expect(active).toHaveAttribute('aria-label', '২ / ৮');
    await expect(previous).toBeEnabled();
    await expect(slider.getByRole('button', { name: 'স্লাইড আপনা-আপনি চালু করুন' })).toBeVisible();
    await expect(progress).toBeHidden();

    // Four cards in view at 1280 px: the fifth slide is the last position.
    for (const label of ['৩ / ৮', '৪ / ৮', '৫ / ৮']) {
      await next.click();
      await expect(active).toHaveAttribute('aria-label', label);
    }
    await expect(next).toBeDisabled();
    await next.click({ force: true });
    await expect(active).toHaveAttribute('aria-label', '৫ / ৮');
    await previous.click();
    await expect(active).toHaveAttribute('aria-label', '৪ / ৮');
  });

  test('the play/pause button toggles autoplay and its progress bar', async ({ page }) => {
    const slider = await openSlider(page, en, 'Features');
    const progress = slider.locator('[data-playing]');
    await slider.getByRole('button', { name: 'Stop automatic slides' }).click();
    await expect(progress).toBeHidden();
    const active = slider.locator('.swiper-slide-active');
    await expect(active).toHaveAttribute('aria-label', '1 of 8');
    await page.waitForTimeout(5_600);
    await expect(active).toHaveAttribute('aria-label', '1 of 8');

    await slider.getByRole('button', { name: 'Start automatic slides' }).click();
    await expect(progress).toBeVisible();
    await expect(active).toHaveAttribute('aria-label', '2 of 8', { timeout: 7_000 });
    await expect(slider.getByRole('button', { name: 'Stop automatic slides' })).toBeVisible();
  });

  test('starts paused for readers who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const slider = await openSlider(page, en, 'Features');
    await expect(slider.getByRole('button', { name: 'Start automatic slides' })).toBeVisible();
    await expect(slider.locator('[data-playing]')).toBeHidden();
    await page.waitForTimeout(5_600);
    await expect(slider.locator('.swiper-slide-active')).toHaveAttribute('aria-label', '1 of 8');
  });

  test('on a phone, from slide 6 next leads to the collection page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const slider = await openSlider(page);
    const next = slider.getByRole('button', { name: 'পরের স্লাইড' });
    for (let slide = 2; slide <= 6; slide += 1) await next.click();
    await expect(slider.locator('.swiper-slide-active')).toHaveAttribute('aria-label', '৬ / ৮');
    await slider.getByRole('button', { name: 'সব দেখুন: বিশেষ আয়োজন' }).click();
    await expect(page).toHaveURL(`${bn}/collection/home-features`);
    await expect(page.locator('h1')).toHaveText('বিশেষ আয়োজন');
  });
});

// Search ------------------------------------------------------------------------------

const searchBox = (page: Page) => page.getByRole('main').getByRole('search').getByRole('searchbox');

async function cardTimes(page: Page): Promise<number[]> {
  return page.locator('[data-component="search-page"] [data-component="story-card"] time').evaluateAll((nodes) => nodes.map((node) => Date.parse(node.getAttribute('datetime')!)));
}

test.describe('the search page', () => {
  test('the box trims the term into q and the page shows the results for it', async ({ page }) => {
    await page.goto(`${bn}/search`);
    await searchBox(page).fill('   ঢাকা   ');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(`${bn}/search?q=${encodeURIComponent('ঢাকা')}`);
    await expect(page.locator('h1')).toHaveText('অনুসন্ধান: ঢাকা');
    await expect(page.locator('[data-component="search-page"] [data-part="count"]')).toContainText('“ঢাকা”');
    expect(await page.locator('[data-component="search-page"] [data-component="story-card"]').count()).toBeGreaterThan(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('is rendered for each request and never cached', async ({ request }) => {
    const response = await get(request, `${bn}/search?q=${encodeURIComponent('ঢাকা')}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toMatch(/no-store/);
  });

  test('an untidy q is redirected on this host, whatever it holds, and the redirect is never cached', async ({ request }) => {
    const answer = await request.get(`${bn}/search?q=${encodeURIComponent(' //evil.example/ ')}&type=video`, { maxRedirects: 0 });
    expect(answer.status()).toBe(307);
    expect(answer.headers().location).toBe(`/search?q=${encodeURIComponent('//evil.example/')}&type=video`);
    expect(answer.headers()['cache-control']).toMatch(/no-store/);
  });

  test('an empty term removes q and keeps the filters', async ({ page }) => {
    await page.goto(`${bn}/search?q=${encodeURIComponent('ঢাকা')}&type=video`);
    await searchBox(page).fill('   ');
    await page.getByRole('main').getByRole('button', { name: 'খুঁজুন' }).click();
    await expect(page).toHaveURL(`${bn}/search?type=video`);
    await expect(page.locator('h1')).toHaveText('অনুসন্ধান');
    await expect(searchBox(page)).toHaveValue('');
  });

  test('a story-type filter keeps the query and shows only that type', async ({ page }) => {
    await page.goto(`${en}/search?q=the`);
    await page.getByRole('navigation', { name: 'Story type' }).getByRole('link', { name: 'Video' }).click();
    await expect(page).toHaveURL(`${en}/search?q=the&type=video`);
    await expect(page.getByRole('navigation', { name: 'Story type' }).getByRole('link', { name: 'Video' })).toHaveAttribute('aria-current', 'true');
    const cards = page.locator('[data-component="search-page"] [data-component="story-card"]');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBe(await page.locator('[data-component="search-page"] [data-template="video"]').count());
  });

  test('sorts oldest or newest first and keeps the query', async ({ page }) => {
    await page.goto(`${bn}/search`);
    await page.getByRole('navigation', { name: 'সাজানো' }).getByRole('link', { name: 'পুরোনো আগে' }).click();
    await expect(page).toHaveURL(`${bn}/search?sort=published-at%3Aasc`);
    const oldest = await cardTimes(page);
    expect(oldest.length).toBe(10);
    expect([...oldest].sort((a, b) => a - b)).toEqual(oldest);

    await page.goto(`${bn}/search?q=${encodeURIComponent('ঢাকা')}`);
    await page.getByRole('navigation', { name: 'সাজানো' }).getByRole('link', { name: 'সর্বশেষ' }).click();
    await expect(page).toHaveURL(`${bn}/search?q=${encodeURIComponent('ঢাকা')}&sort=latest-published`);
    const newest = await cardTimes(page);
    expect([...newest].sort((a, b) => b - a)).toEqual(newest);
  });

  test('shows 10 results and loads 10 more of the same search', async ({ page }) => {
    await page.goto(`${bn}/search?type=text&sort=published-at:asc`);
    const cards = page.locator('[data-component="search-page"] [data-component="story-card"]');
    await expect(cards).toHaveCount(10);
    await page.getByRole('button', { name: 'আরও খবর' }).click();
    await expect(cards).toHaveCount(20);
    const times = await cardTimes(page);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const links = await page.locator('[data-component="search-page"] [data-component="story-card"] :is(h2, h3) a').evaluateAll((nodes) => nodes.map((a) => a.getAttribute('href')));
    expect(new Set(links).size).toBe(20);
  });

  test('says when nothing matches, in the edition language', async ({ page }) => {
    await page.goto(`${bn}/search?q=qqqzzzxxx`);
    await expect(page.getByText('কোনো ফলাফল পাওয়া যায়নি')).toBeVisible();
    await expect(page.locator('[data-component="search-page"] [data-component="story-card"]')).toHaveCount(0);
    await page.goto(`${en}/search?q=qqqzzzxxx`);
    await expect(page.getByText('No Results Found')).toBeVisible();
  });

  test('shows a script or markup in q as text and runs nothing', async ({ page }) => {
    const payload = '"><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${bn}/search?q=${encodeURIComponent(payload)}`);
    await expect(page.locator('h1')).toHaveText(`অনুসন্ধান: ${payload}`);
    await expect(searchBox(page)).toHaveValue(payload);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(await page.title()).toContain(payload);
  });

  test('the 404 page searches through the same box', async ({ page }) => {
    await page.goto(`${en}/no-such-page-for-search`);
    await searchBox(page).fill(' Dhaka ');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(`${en}/search?q=Dhaka`);
    await expect(page.locator('h1')).toHaveText('Search: Dhaka');
  });
});

// Accessibility and layout stability ----------------------------------------------------

test.describe('accessibility and layout stability', () => {
  for (const origin of [bn, en]) {
    test(`axe finds no violations on the home page of ${origin} with the ticker and the slider`, async ({ page }) => {
      const slider = await openSlider(page, origin, origin === bn ? 'বিশেষ আয়োজন' : 'Features');
      await expect(page.locator('[data-component="breaking-ticker"]')).toBeVisible();
      await expect(slider).toBeVisible();
      // A reader scrolling down to the slider has the header slide away: scroll on a little as
      // they do (the jump to the slider alone may end with a small upward correction, which
      // brings the header back over the slider), and let axe look once it has gone (mid-slide,
      // its headlines overlap what is under them, which axe counts as obscured targets).
      await page.mouse.wheel(0, 120);
      await expect(page.locator('[data-component="site-header"]')).toHaveAttribute('data-scroll-state', 'unpinned');
      await page.waitForFunction(() => document.querySelector('[data-component="site-header"]')?.getAnimations({ subtree: true }).length === 0);
      await expectNoAxeViolations(page);
    });
  }

  test('axe finds no violations on the search page, with results and without', async ({ page }) => {
    await page.goto(`${bn}/search?q=${encodeURIComponent('ঢাকা')}`);
    await expect(page.locator('[data-component="search-page"] [data-component="story-card"]').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`${en}/search?q=qqqzzzxxx`);
    await expect(page.getByText('No Results Found')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const width of [375, 1280]) {
    test(`the ticker and the slider move nothing on the home page at ${width} px (CLS < 0.01 over 3 s)`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
      await page.addInitScript(() => {
        const state = window as unknown as { __cls: number };
        state.__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) state.__cls += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${bn}/`);
      await expect(page.locator('[data-component="breaking-ticker"]')).toBeVisible();
      await page.waitForTimeout(3_000);
      // The later blocks come as the reader nears them, then the slider comes into view and Swiper takes over its cards.
      await showLaterBlocks(page);
      await page.evaluate(() => document.querySelector('[data-component="home-block"][data-layout="slider"]')?.scrollIntoView());
      await expect(page.locator('[data-component="story-slider"] .swiper-initialized')).toHaveCount(1);
      await page.waitForTimeout(1_000);
      expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01);
    });
  }
});
