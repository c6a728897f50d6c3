/**
 * Footers, the cookie-consent banner and the share panel in the production build
 * (docs/product.md, "Screens", "States", "Validation" and "Business constants"): the
 * variant and link limits per brand, the link rules, the copyright line in each edition's
 * digits, the footer waiting for the window load event, consent surviving a reload, the
 * copy notice, and no axe violations.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PORT, get } from './helpers/editions';
import { AXE_TAGS, storyPathOf } from './helpers/stories';

const bn = `http://localhost:${PORT}`;
const en = `http://en.localhost:${PORT}`;
const KEY = process.env.INGEST_API_KEY ?? 'e2e-ingest-key';

/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are read as the untyped JSON a client sees */
type Json = any;

const YEAR = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Dhaka', year: 'numeric' }).format(new Date());
const BENGALI_YEAR = YEAR.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]);

async function expectNoAxeViolations(page: Page) {
  expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);
}

/** A page with the consent already given, so the banner stays out of the way. */
async function consented(page: Page, origin: string) {
  await page.context().addCookies([{ name: 'CookieConsent', value: 'true', url: origin }]);
}

const footer = (page: Page) => page.getByRole('contentinfo');
const topLinks = (page: Page, name: string) => footer(page).getByRole('navigation', { name }).getByRole('listitem');

test.describe('the footer', () => {
  test('is in the server HTML for crawlers, hidden until the page has loaded', async ({ request }) => {
    const html = await (await get(request, `${bn}/`)).text();
    expect(html).toMatch(/<footer [^>]*data-component="site-footer" data-variant="main" data-state="pending" lang="bn">/);
    expect(html).toContain(`স্বত্ব © ১৯৯৮–${BENGALI_YEAR} আলোকপাত`);
  });

  test('appears only after the window load event, not when the page is interactive', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/image\?|\.woff2$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${bn}/`, { waitUntil: 'commit' });
    // The consent banner is drawn by the browser after hydration: the page is interactive now.
    await expect(page.getByRole('region', { name: 'কুকি বিষয়ক নোটিশ' })).toBeVisible();
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    await expect(footer(page)).toBeHidden();
    release();
    await expect(footer(page)).toBeVisible();
  });

  test('is simply visible to a reader without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${bn}/`);
    await expect(footer(page)).toBeVisible();
    await expect(footer(page)).toContainText(`স্বত্ব © ১৯৯৮–${BENGALI_YEAR} আলোকপাত`);
    await context.close();
  });

  test('shows without shifting the page', async ({ page }) => {
    await consented(page, bn);
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${bn}/`);
    await expect(footer(page)).toBeVisible();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThanOrEqual(0.01);
  });

  test('main bn: 18 links in the top row and no bottom row for a single spare link, Follow Us, apps, copyright', async ({ page }) => {
    await consented(page, bn);
    await page.goto(`${bn}/`);
    await expect(footer(page)).toBeVisible();
    await expect(topLinks(page, 'সাইটের লিংক')).toHaveCount(18);
    // The seeded menu has 19 links: one spare link is not a bottom row.
    await expect(footer(page).getByRole('navigation', { name: 'আরও লিংক' })).toHaveCount(0);
    await expect(footer(page).getByRole('link', { name: 'বাংলাদেশ' })).toHaveAttribute('href', '/bangladesh');

    const follow = footer(page).getByRole('region', { name: 'আমাদের অনুসরণ করুন' });
    await expect(follow.getByRole('link', { name: 'ফেসবুকে আলোকপাত (নতুন ট্যাবে খুলবে)' })).toHaveAttribute('href', 'https://www.facebook.com/alokpat');
    await expect(follow.getByRole('link', { name: /^এক্সে আলোকপাত/ })).toHaveAttribute('href', 'https://x.com/alokpat');
    const apps = footer(page).getByRole('region', { name: 'অ্যাপ ডাউনলোড করুন' });
    await expect(apps.getByRole('link', { name: /অ্যান্ড্রয়েড/ })).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);
    await expect(apps.getByRole('link', { name: /আইওএস/ })).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
    for (const link of await footer(page).locator('a[target="_blank"]').all()) await expect(link).toHaveAttribute('rel', 'noopener');

    await expect(footer(page)).toContainText(`স্বত্ব © ১৯৯৮–${BENGALI_YEAR} আলোকপাত`);
    await expect(footer(page)).not.toContainText('সম্পাদক');
    await expect(footer(page)).not.toContainText('প্রকাশক');
  });

  test('draws its icons from the one sprite, on the main and a sister brand\'s host, and the sprite is kept a day', async ({ page, request }) => {
    for (const origin of [bn, `http://torun.localhost:${PORT}`]) {
      const sprite = await get(request, `${origin}/ui-icons.svg`);
      expect(sprite.status()).toBe(200);
      expect(sprite.headers()['content-type']).toContain('image/svg+xml');
      expect(sprite.headers()['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');

      await consented(page, origin);
      await page.goto(`${origin}/`);
      await expect(footer(page)).toBeVisible();
      const icons = footer(page).locator('svg use');
      expect(await icons.count()).toBeGreaterThan(0);
      // The page names each icon; a name the sprite lacks, or a sprite that never came, draws nothing (a 0×0 box).
      for (const use of await icons.all()) {
        await expect(use).toHaveAttribute('href', /^\/ui-icons\.svg#[a-z]+$/);
        await expect.poll(() => use.evaluate((node: SVGGraphicsElement) => node.getBBox().width)).toBeGreaterThan(0);
      }
    }
  });

  test('an internal footer link navigates inside the app, without a page load', async ({ page }) => {
    await consented(page, bn);
    await page.goto(`${bn}/`);
    await expect(footer(page)).toBeVisible();
    // Hydrated whole: before that a link is a page load (lib/navigation/in-app.ts, documentSettled).
    await page.waitForSelector('html[data-hydrated]');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await footer(page).getByRole('link', { name: 'খেলা' }).click();
    await expect(page).toHaveURL(`${bn}/sports`);
    await expect(page.locator('h1')).toHaveText('খেলা');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('main en: 18 links on top, the copyright in English with Western digits', async ({ page }) => {
    await consented(page, en);
    await page.goto(`${en}/`);
    await expect(topLinks(page, 'Site links')).toHaveCount(18);
    await expect(footer(page).getByRole('navigation', { name: 'More links' })).toHaveCount(0);
    await expect(footer(page)).toContainText(`Copyright © 1998–${YEAR} Alokpat`);
    await expect(footer(page).getByRole('region', { name: 'Follow Us' }).getByRole('link', { name: 'Alokpat on Facebook (opens in a new tab)' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('footer menus cut to each brand’s limits', () => {
  test.describe.configure({ mode: 'serial' });

  const editions = [
    // The citizen-news brand has the main footer (its own menu and lines). Main editions are left alone: other specs count on their pages staying cached.
    { origin: `http://nagorik.localhost:${PORT}`, brand: 'nagorik', lang: 'bn', links: 30, top: 18, bottom: 8, variant: 'main', lines: ['সম্পাদক: মাহমুদুল হাসান', 'প্রকাশক: আলোকপাত মিডিয়া লিমিটেড'], name: 'নাগরিক কথা' },
    { origin: `http://trust.localhost:${PORT}`, brand: 'trust', lang: 'bn', links: 25, top: 16, bottom: 0, variant: 'trust', lines: ['নির্বাহী পরিচালক: রাশেদা খানম', 'প্রকাশক: আলোকপাত মিডিয়া লিমিটেড'], name: 'আলোকপাত ট্রাস্ট' },
    { origin: `http://bigyan.localhost:${PORT}`, brand: 'bigyan', lang: 'bn', links: 25, top: 20, bottom: 0, variant: 'bigyan', lines: ['সম্পাদক: অরিন্দম চক্রবর্তী', 'প্রকাশক: আলোকপাত মিডিয়া লিমিটেড'], name: 'বিজ্ঞানচক্র' },
    { origin: `http://bondhu.localhost:${PORT}`, brand: 'bondhu', lang: 'bn', links: 25, top: 10, bottom: 0, variant: 'bondhu', lines: ['সমন্বয়ক: তানভীর আহমেদ', 'প্রকাশক: আলোকপাত মিডিয়া লিমিটেড'], name: 'বন্ধুমহল' },
  ] as const;

  const saved = new Map<string, Json>();

  async function putFooter(request: APIRequestContext, brand: string, lang: string, items: Json) {
    const response = await request.put(`${bn}/api/ingest/v1/menu-groups/footer`, {
      headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
      data: JSON.stringify({ brand, lang, items }),
    });
    expect(response.status(), await response.text()).toBe(200);
  }

  function testMenu(edition: (typeof editions)[number]): Json {
    const host = new URL(edition.origin).host;
    const special = [
      { title: 'Sections', 'item-type': 'placeholder' },
      { title: 'On this host', 'item-type': 'link', url: `http://${host}/about` },
      { title: 'Elsewhere', 'item-type': 'link', url: 'https://example.org/partners' },
    ];
    const fillers = Array.from({ length: edition.links - special.length }, (_, i) => ({ title: `Link ${i + 4}`, 'item-type': 'link', url: `/about?link=${i + 4}` }));
    return [{ title: 'Footer', 'item-type': 'placeholder', children: [...special, ...fillers] }];
  }

  test.beforeAll(async ({ request }) => {
    for (const edition of editions) {
      const groups = (await (await get(request, `${edition.origin}/api/v1/menu-groups`)).json())['menu-groups'];
      saved.set(edition.origin, groups.footer.items);
      await putFooter(request, edition.brand, edition.lang, testMenu(edition));
    }
  });

  test.afterAll(async ({ request }) => {
    for (const edition of editions) {
      const items = saved.get(edition.origin);
      if (items) await putFooter(request, edition.brand, edition.lang, items);
    }
  });

  for (const edition of editions) {
    test(`${edition.brand} ${edition.lang}: ${edition.top} links on top${edition.bottom ? ` and ${edition.bottom} below` : ''} of ${edition.links}, by the link rules`, async ({ page, request }) => {
      await consented(page, edition.origin);
      const shown = footer(page);
      const linkNames = { top: 'সাইটের লিংক', bottom: 'আরও লিংক', newTab: '(নতুন ট্যাবে খুলবে)' };
      const top = shown.getByRole('navigation', { name: linkNames.top });
      // Another spec rendering this edition while the menu was written can leave the old menu
      // in the cache (a render in flight outlives the revalidation): write it again then.
      await expect(async () => {
        await page.goto(`${edition.origin}/`);
        if (!(await top.getByText('On this host').count())) {
          await putFooter(request, edition.brand, edition.lang, testMenu(edition));
          throw new Error('the page still shows the old footer menu');
        }
      }).toPass({ timeout: 20_000 });
      await expect(shown).toBeVisible();
      await expect(shown).toHaveAttribute('data-variant', edition.variant);
      await expect(shown.getByRole('link', { name: new RegExp(`^${edition.name}`) }).first()).toHaveAttribute('href', '/');

      await expect(top.getByRole('listitem')).toHaveCount(edition.top);
      await expect(top.getByRole('listitem').last()).toHaveText(`Link ${edition.top}`);
      const bottom = shown.getByRole('navigation', { name: linkNames.bottom });
      if (edition.bottom) {
        await expect(bottom.getByRole('listitem')).toHaveCount(edition.bottom);
        await expect(bottom.getByRole('listitem').first()).toHaveText(`Link ${edition.top + 1}`);
        await expect(bottom.getByRole('listitem').last()).toHaveText(`Link ${edition.top + edition.bottom}`);
      } else {
        await expect(bottom).toHaveCount(0);
      }
      await expect(shown.getByText(`Link ${edition.top + edition.bottom + 1}`, { exact: true })).toHaveCount(0);

      // Placeholder → plain text; same host → in-app path; other host → new tab, noopener.
      await expect(top.getByText('Sections', { exact: true })).toBeVisible();
      await expect(top.getByRole('link', { name: 'Sections' })).toHaveCount(0);
      const onHost = top.getByRole('link', { name: 'On this host' });
      await expect(onHost).toHaveAttribute('href', '/about');
      await expect(onHost).not.toHaveAttribute('target', /.*/);
      const elsewhere = top.getByRole('link', { name: `Elsewhere ${linkNames.newTab}` });
      await expect(elsewhere).toHaveAttribute('href', 'https://example.org/partners');
      await expect(elsewhere).toHaveAttribute('target', '_blank');
      await expect(elsewhere).toHaveAttribute('rel', 'noopener');

      for (const line of edition.lines) await expect(shown).toContainText(line);
      await expect(shown).toContainText(`স্বত্ব © ১৯৯৮–${BENGALI_YEAR} ${edition.name}`);
      if (edition.brand === 'trust') await expectNoAxeViolations(page);
    });
  }
});

test.describe('the cookie-consent banner', () => {
  test('asks once: OK sets CookieConsent for a year, and after a reload it stays away', async ({ page, context }) => {
    await page.goto(`${bn}/`);
    const banner = page.getByRole('region', { name: 'কুকি বিষয়ক নোটিশ' });
    await expect(banner).toHaveText('এই সাইট ব্যবহার করে আপনি আমাদের গোপনীয়তা নীতি মেনে নিচ্ছেন।না, ধন্যবাদঠিক আছে');
    await expect(banner.getByRole('link', { name: 'গোপনীয়তা নীতি' })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer(page)).toBeVisible();
    await expectNoAxeViolations(page);

    await banner.getByRole('button', { name: 'ঠিক আছে' }).click();
    await expect(banner).toHaveCount(0);
    const cookie = (await context.cookies(bn)).find((entry) => entry.name === 'CookieConsent');
    expect(cookie).toMatchObject({ value: 'true', path: '/', sameSite: 'Lax' });
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    await page.reload();
    await expect(footer(page)).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('reads in English on the English edition', async ({ page }) => {
    await page.goto(`${en}/`);
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveText('By using this site, you agree to our Privacy Policy.No thanksOK');
  });

  test('never covers the end of the page, is reached from the keyboard, answers Enter and never hides the focused link', async ({ page, context }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto(`${bn}/`);
    const banner = page.getByRole('region', { name: 'কুকি বিষয়ক নোটিশ' });
    await expect(footer(page)).toBeVisible();
    await expect(banner).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(async () => {
      const [copyright, cover] = [await page.getByText(/^স্বত্ব ©/).boundingBox(), await banner.boundingBox()];
      expect(copyright!.y + copyright!.height).toBeLessThanOrEqual(cover!.y);
    }).toPass({ timeout: 5_000 });
    // Backwards from the end of the page, the banner's buttons come first, then its link, then the footer's last control (cookie settings).
    await page.keyboard.press('Shift+Tab');
    await expect(banner.getByRole('button', { name: 'ঠিক আছে' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(banner.getByRole('button', { name: 'না, ধন্যবাদ' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveText('কুকি সেটিংস');
    const [link, cover] = [await focused.boundingBox(), await banner.boundingBox()];
    expect(link!.y + link!.height).toBeLessThanOrEqual(cover!.y);

    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    expect((await context.cookies(bn)).find((entry) => entry.name === 'CookieConsent')?.value).toBe('true');
  });
});

test.describe('the share panel', () => {
  test('opens, shares by email, copies the link and says so for 3 seconds', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: bn });
    await consented(page, bn);
    await page.goto(`${bn}${await storyPathOf(request, bn, 'text')}`);
    const headline = (await page.locator('h1').innerText()).trim();
    const toggle = page.getByRole('button', { name: 'শেয়ার' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const panel = page.getByRole('group', { name: 'খবরটি শেয়ার করুন' });
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const mail = new URL((await panel.getByRole('link', { name: 'ইমেইলে শেয়ার করুন' }).getAttribute('href'))!);
    expect(mail.searchParams.get('subject')).toBe(headline);
    expect(mail.searchParams.get('body')).toBe(page.url());
    await expect(panel.getByRole('link', { name: /^ফেসবুকে শেয়ার করুন/ })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page.url())}`);
    await expectNoAxeViolations(page);

    await panel.getByRole('button', { name: 'লিংক কপি করুন' }).click();
    const notice = panel.getByRole('status');
    await expect(notice).toHaveText('লিংক কপি হয়েছে');
    const shownAt = Date.now();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(notice).toHaveText('', { timeout: 5_000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(2_000);
    expect(shownFor).toBeLessThan(4_500);

    await toggle.click();
    await expect(panel).toHaveCount(0);
  });
});

test('the breaking-news strip waits until the cookie banner is answered, so neither moves the other', async ({ page }) => {
  await page.goto(`${bn}/`);
  const banner = page.getByRole('region', { name: 'কুকি বিষয়ক নোটিশ' });
  await expect(banner).toBeVisible();
  await expect(page.locator('[data-component="breaking-ticker"]')).toBeHidden();
  await banner.getByRole('button', { name: 'ঠিক আছে' }).click();
  await expect(page.locator('[data-component="breaking-ticker"]')).toBeVisible();
});
