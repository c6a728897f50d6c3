/**
 * Ads, consent and analytics (issue 18, docs/ads-and-analytics.md) in Chromium, on an
 * instance of its own with the demo ads-config (ADS_CONFIG=demo, Google's test network) and
 * a Tag Manager container and a GA4 id (ANALYTICS_CONFIG). GPT and the tags cannot be fetched
 * here: their URLs are routed to stand-ins that record what the site asks of `googletag`, and
 * the site's own `dataLayer` entries are read as they are (./helpers/third-party-stubs.ts).
 * The last tests restart the instance with CONSENT_MODE=implied. Ports: E2E_PORT + 21.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApp, type Server } from '../../scripts/support/servers';
import { PORT } from './helpers/editions';
import { BUDGETS, scriptKbAroundLoad } from './helpers/first-load';
import { AXE_TAGS, storyPathOf } from './helpers/stories';
import { dataLayer, GPT_URL, gptCalls, stubThirdParties, TAG_HOST } from './helpers/third-party-stubs';

test.describe.configure({ mode: 'serial', timeout: 120_000 });
/** Third parties load on idle after the load event, as chunks: on a busy 2-core runner that can take a while. */
const loaded = expect.configure({ timeout: 30_000 });

const APP_PORT = PORT + 21;
const ORIGIN = `http://localhost:${APP_PORT}`;
const GTM = 'GTM-E2ETEST';
const GA4 = 'G-E2ETEST';
const RUN = randomBytes(4).toString('hex');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

let app: (Server & { dataDir: string }) | undefined;
let dataDir: string;
let storyPath: string;

function start(consent: 'explicit' | 'implied') {
  return startApp({
    port: APP_PORT,
    dataDir,
    env: {
      ...process.env,
      ADS_CONFIG: 'demo',
      ANALYTICS_CONFIG: JSON.stringify({ '*': { '*': { gtm: GTM, ga4: GA4 } } }),
      CONSENT_MODE: consent,
      // A page cache of its own (the pages differ from the main e2e server's), one per mode.
      REDIS_CACHE_PREFIX: `e2e-ads-${RUN}-${consent}:`,
      EDGE_PURGE_URL: '',
    },
  });
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alokpat-ads-'));
  // The demo pictures the e2e server already drew, so the seed does not draw them again.
  const drawn = path.join(process.env.E2E_DATA_DIR ?? '', 'media', 'demo');
  if (process.env.E2E_DATA_DIR && fs.existsSync(drawn)) fs.cpSync(drawn, path.join(dataDir, 'media', 'demo'), { recursive: true });
  app = await start('explicit');
  storyPath = await storyPathOf(request, ORIGIN, 'text');
});

test.afterAll(async () => {
  await app?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Third-party requests the page made, and the policy violations it reported. */
async function watch(page: Page) {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(GPT_URL) || request.url().startsWith(TAG_HOST)) thirdParty.push(request.url());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => ((window as unknown as { __csp: string[] }).__csp ??= []).push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await stubThirdParties(page);
  return { thirdParty, errors, violations: () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []) };
}

/** Resolves once the page has loaded and the browser has been idle twice: the loader's moment has passed. */
const settled = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => setTimeout(resolve, 500)), { timeout: 4_000 })));

async function accepted(context: BrowserContext) {
  await context.addCookies([{ name: 'CookieConsent', value: 'true', url: ORIGIN }]);
}

const named = (calls: unknown[][], name: string) => calls.filter((call) => call[0] === name);
const definedIds = async (page: Page) => [...named(await gptCalls(page), 'defineSlot').map((call) => call[3] as string), ...named(await gptCalls(page), 'defineOutOfPageSlot').map((call) => String(call[2]))];

test('the CSP allows exactly the configured GPT and Tag Manager origins', async ({ request }) => {
  const policy = (await request.get(`${ORIGIN}/`)).headers()['content-security-policy'];
  expect(policy).toMatch(/script-src [^;]*https:\/\/securepubads\.g\.doubleclick\.net/);
  expect(policy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
  const plain = (await request.get(`http://localhost:${PORT}/`)).headers()['content-security-policy'];
  expect(plain).not.toMatch(/doubleclick|googletagmanager|googlesyndication/);
});

test('slots are in the page from the first paint with their unit and placement, and nothing loads before the reader answers', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const seen = await watch(page);
  await page.goto(`${ORIGIN}${storyPath}`);
  const top = page.locator('[data-ad-type="top"]');
  await expect(top).toHaveAttribute('data-ad-slot', '/6355419/Travel/Europe');
  await expect(page.locator('[data-component="story-body"] [data-ad-type="in-page"]')).toHaveCount(1);
  expect(await page.locator('[data-ad-type="interstitial"], [data-ad-type="web-interstitial"], [data-ad-type="anchor"]').count()).toBe(3);
  // The top slot keeps the desktop creative's 250 px from the start.
  expect((await top.boundingBox())!.height).toBe(250);
  await settled(page);
  expect(seen.thirdParty).toEqual([]);
  expect(await page.evaluate(() => ({ gpt: 'googletag' in window, dataLayer: 'dataLayer' in window }))).toEqual({ gpt: false, dataLayer: false });

  // The answer is what lets them load.
  await page.getByRole('button', { name: 'ঠিক আছে' }).click();
  await loaded.poll(() => seen.thirdParty.some((url) => url === GPT_URL)).toBe(true);
  await loaded.poll(async () => (await definedIds(page)).length).toBeGreaterThan(0);
  expect(await seen.violations()).toEqual([]);
});

test('GPT defines the visible slots with the page targeting, the lower ones only as they come near, and the out-of-page formats', async ({ page, context }) => {
  await accepted(context);
  // One card a row: the listing's second in-page slot is thousands of pixels down.
  await page.setViewportSize(PHONE);
  const seen = await watch(page);
  await page.goto(`${ORIGIN}/bangladesh`);
  const topId = await page.locator('[data-ad-type="top"]').getAttribute('id');
  await loaded.poll(async () => named(await gptCalls(page), 'display').map((call) => call[1])).toContain(topId);
  const display = named(await gptCalls(page), 'display').find((call) => call[1] === topId)!;
  expect(display[2]).toEqual({ page_type: 'section', brand: 'main', lang: 'bn', section: 'bangladesh' });
  expect(named(await gptCalls(page), 'enableServices')).toHaveLength(1);

  // The listing's second in-page slot is far below: not defined until it comes near.
  const inPage = page.locator('[data-component="listing"] [data-ad-type="in-page"]');
  await expect(inPage).toHaveCount(2);
  const lowerId = (await inPage.nth(1).getAttribute('id'))!;
  await settled(page);
  expect(await definedIds(page)).not.toContain(lowerId);
  await inPage.nth(1).scrollIntoViewIfNeeded();
  await loaded.poll(() => definedIds(page)).toContain(lowerId);
  await expect(inPage.nth(1).locator('[data-test-creative]')).toBeVisible();

  // A story runs the interstitial (out of page, in its element) and GPT's web interstitial format.
  await page.goto(`${ORIGIN}${storyPath}`);
  await loaded.poll(async () => named(await gptCalls(page), 'defineOutOfPageSlot').map((call) => [call[1], call[2]])).toEqual(
    expect.arrayContaining([
      ['/6355419/Travel/Europe/France', await page.locator('[data-ad-type="interstitial"]').getAttribute('id')],
      ['/6355419/Travel/Europe/France/Paris', 5],
    ]),
  );
  const story = named(await gptCalls(page), 'display').find((call) => String(call[1]).startsWith('ad-top-'))!;
  expect(story[2]).toMatchObject({ page_type: 'story', story_id: expect.stringMatching(/^\d+$/) });
  expect(await seen.violations()).toEqual([]);
  expect(seen.errors).toEqual([]);
});

test('a client-side navigation destroys the old page’s slots and defines the new page’s', async ({ page, context }) => {
  await accepted(context);
  await page.setViewportSize(DESKTOP);
  await watch(page);
  await page.goto(`${ORIGIN}${storyPath}`);
  const oldTop = (await page.locator('[data-ad-type="top"]').getAttribute('id'))!;
  await loaded.poll(() => definedIds(page)).toContain(oldTop);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.locator('[data-component="story-page"] header a').first().click();
  await expect(page.locator('[data-component="listing"]')).toBeVisible();
  // The same document: a client-side navigation, not a page load.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  const newTop = (await page.locator('[data-ad-type="top"]').getAttribute('id'))!;
  expect(newTop).not.toBe(oldTop);
  await loaded.poll(async () => named(await gptCalls(page), 'destroySlots').flatMap((call) => call[1] as string[])).toContain(oldTop);
  await loaded.poll(() => definedIds(page)).toContain(newTop);
  expect(named(await gptCalls(page), 'enableServices')).toHaveLength(1);
});

test('the anchor shows on a phone after 400 px of scroll, closes, and stays closed for the session', async ({ page, context }) => {
  await accepted(context);
  await page.setViewportSize(PHONE);
  await watch(page);
  await page.goto(`${ORIGIN}/bangladesh`);
  const anchor = page.locator('[data-component="ad-anchor"]');
  await settled(page);
  await expect(anchor).toBeHidden();
  await page.mouse.wheel(0, 300);
  await settled(page);
  await expect(anchor).toBeHidden();
  await page.mouse.wheel(0, 300);
  await expect(anchor).toBeVisible();
  const id = (await anchor.locator('[data-ad-type="anchor"]').getAttribute('id'))!;
  await loaded.poll(() => definedIds(page)).toContain(id);
  await anchor.getByRole('button', { name: 'বিজ্ঞাপন বন্ধ করুন' }).click();
  await expect(anchor).toBeHidden();
  await loaded.poll(async () => named(await gptCalls(page), 'destroySlots').flatMap((call) => call[1] as string[])).toContain(id);

  await page.goto(`${ORIGIN}${storyPath}`);
  await page.mouse.wheel(0, 800);
  await settled(page);
  await expect(page.locator('[data-component="ad-anchor"]')).toBeHidden();
});

test('analytics: Consent Mode default then update, Tag Manager and GA4 load, and a page view goes out on every client-side navigation', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const seen = await watch(page);
  await page.goto(`${ORIGIN}/bangladesh`);
  await page.getByRole('button', { name: 'ঠিক আছে' }).click();
  await loaded.poll(() => seen.thirdParty.filter((url) => url.startsWith(TAG_HOST)).sort()).toEqual([`${TAG_HOST}gtag/js?id=${GA4}`, `${TAG_HOST}gtm.js?id=${GTM}`]);
  const consent = (await dataLayer(page)).filter((entry) => Array.isArray(entry) && entry[0] === 'consent');
  expect(consent).toEqual([
    ['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 }],
    ['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }],
  ]);
  // The default comes before any tag's first entry (once the tag has run: its request was seen, its script may not have run yet).
  await loaded.poll(async () => (await dataLayer(page)).some((entry) => (entry as { event?: string }).event === 'gtm.js')).toBe(true);
  const entries = await dataLayer(page);
  const index = (match: (entry: unknown) => boolean) => entries.findIndex(match);
  expect(index((entry) => Array.isArray(entry) && entry[1] === 'default')).toBeLessThan(index((entry) => (entry as { event?: string }).event === 'gtm.js'));
  expect(entries).toContainEqual(['config', GA4]);

  const pageViews = async () => {
    const all = await dataLayer(page);
    return {
      gtm: all.filter((entry) => (entry as { event?: string }).event === 'page_view').map((entry) => (entry as { page_path: string }).page_path),
      ga4: all.filter((entry) => Array.isArray(entry) && entry[0] === 'event' && entry[1] === 'page_view').map((entry) => ((entry as unknown[])[2] as { page_path: string }).page_path),
    };
  };
  await loaded.poll(pageViews).toEqual({ gtm: ['/bangladesh'], ga4: [] });

  const first = page.locator('[data-component="listing"] [data-component="story-grid"] a').first();
  const storyHref = new URL((await first.getAttribute('href'))!, ORIGIN).pathname;
  await first.click();
  await expect(page.locator('[data-component="story-page"]')).toBeVisible();
  await loaded.poll(pageViews).toEqual({ gtm: ['/bangladesh', storyHref], ga4: [storyHref] });
  await page.goBack();
  await expect(page.locator('[data-component="listing"]')).toBeVisible();
  await loaded.poll(pageViews).toEqual({ gtm: ['/bangladesh', storyHref, '/bangladesh'], ga4: [storyHref, '/bangladesh'] });
  // Still one load of each tag: client-side navigations.
  expect(seen.thirdParty.filter((url) => url.startsWith(TAG_HOST))).toHaveLength(2);
  expect(await seen.violations()).toEqual([]);
});

test('a refusal loads nothing; changing the answer from the footer loads them and signals the grant', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const seen = await watch(page);
  await page.goto(`${ORIGIN}/bangladesh`);
  await page.getByRole('button', { name: 'না, ধন্যবাদ' }).click();
  await page.reload();
  await settled(page);
  expect(seen.thirdParty).toEqual([]);
  await expect(page.getByRole('region', { name: 'কুকি বিষয়ক নোটিশ' })).toBeHidden();

  await page.getByRole('button', { name: 'কুকি সেটিংস' }).click();
  await page.getByRole('button', { name: 'ঠিক আছে' }).click();
  await loaded.poll(() => seen.thirdParty.length).toBe(3);
  await loaded.poll(async () => (await dataLayer(page)).filter((entry) => Array.isArray(entry) && entry[1] === 'update').map((entry) => (entry as unknown[])[2])).toEqual([
    expect.objectContaining({ ad_storage: 'granted' }),
  ]);
  // And refusing again later is signalled to the tags already loaded.
  await page.getByRole('button', { name: 'কুকি সেটিংস' }).click();
  await page.getByRole('button', { name: 'না, ধন্যবাদ' }).click();
  await loaded.poll(async () => (await dataLayer(page)).filter((entry) => Array.isArray(entry) && entry[1] === 'update').map((entry) => (entry as { ad_storage: string }[])[2].ad_storage)).toEqual(['granted', 'denied']);
});

test('nothing third-party loads on a page whose address carries a secret (a mailed link’s token); the same page without one loads the tags', async ({ page, context }) => {
  await accepted(context);
  const seen = await watch(page);
  const secret = randomBytes(12).toString('hex');
  await page.goto(`${ORIGIN}/reset-password?token=${secret}`);
  await page.waitForLoadState('load');
  await settled(page);
  expect(seen.thirdParty).toEqual([]);
  expect(JSON.stringify(await dataLayer(page))).not.toContain(secret);
  // The rule is the secret in the address, not the page: without one, the same page loads the tags.
  await page.goto(`${ORIGIN}/reset-password`);
  await loaded.poll(() => seen.thirdParty.filter((url) => url.startsWith(TAG_HOST)).sort()).toEqual([`${TAG_HOST}gtag/js?id=${GA4}`, `${TAG_HOST}gtm.js?id=${GTM}`]);
});

test('a blocked GPT leaves the page as it was', async ({ page, context }) => {
  await accepted(context);
  await page.setViewportSize(DESKTOP);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(GPT_URL, (route) => route.abort('blockedbyclient'));
  await page.route(`${TAG_HOST}**`, (route) => route.abort('blockedbyclient'));
  await page.goto(`${ORIGIN}${storyPath}`);
  const top = page.locator('[data-ad-type="top"]');
  const before = await top.boundingBox();
  await settled(page);
  await page.mouse.wheel(0, 1500);
  await settled(page);
  await page.mouse.wheel(0, -1500);
  // The wheel scrolls asynchronously: the box is compared once the page is back at the top.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await top.boundingBox()).toEqual(before);
  expect(errors).toEqual([]);
  await expect(page.locator('[data-component="story-body"]')).toBeVisible();
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`filled demo ads move nothing (CLS ≤ 0.01) on home, section and story at ${viewport.width} px`, async ({ page, context }) => {
    await accepted(context);
    await page.setViewportSize(viewport);
    await watch(page);
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/', '/bangladesh', storyPath]) {
      await page.goto(`${ORIGIN}${path}`);
      await loaded.poll(async () => named(await gptCalls(page), 'display').length).toBeGreaterThan(0);
      // Scroll down step by step, so every lazy slot is defined and filled on the way.
      for (let step = 0; step < 8; step++) {
        await page.mouse.wheel(0, viewport.height);
        await page.waitForTimeout(150);
      }
      await settled(page);
      // The lower slots are defined as they come near and filled after: on a busy runner the last fill can land after the idle callbacks.
      await loaded.poll(() => page.locator('[data-test-creative]').count(), { message: path }).toBeGreaterThan(1);
      await settled(page);
      expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls), path).toBeLessThanOrEqual(0.01);
    }
  });
}

test('a story with filled ads is clean for axe', async ({ page, context }) => {
  await accepted(context);
  await page.setViewportSize(DESKTOP);
  await watch(page);
  await page.goto(`${ORIGIN}${storyPath}`);
  await page.locator('[data-component="story-body"] [data-ad-type="in-page"]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-component="story-body"] [data-test-creative]')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);
});

test.describe('a first visit, with no service worker yet', () => {
  test.use({ serviceWorkers: 'block' });

  test('with ads and analytics on and accepted, their code loads after the page, and the first load keeps its budget', async ({ page, context }) => {
    await accepted(context);
    await watch(page);
    const sizes: Record<string, { beforeLoad: number; afterLoad: number }> = {};
    for (const [type, path] of Object.entries({ home: '/', section: '/bangladesh', story: storyPath })) {
      await page.goto(`${ORIGIN}${path}`);
      await loaded.poll(async () => named(await gptCalls(page), 'display').length).toBeGreaterThan(0);
      await settled(page);
      sizes[type] = await scriptKbAroundLoad(page);
    }
    console.log(`JS with demo ads and analytics (compressed KB, before / after the load event): ${JSON.stringify(sizes)}`);
    for (const [type, { beforeLoad, afterLoad }] of Object.entries(sizes)) {
      expect(beforeLoad, type).toBeLessThanOrEqual(BUDGETS[type]);
      // The loader's chunks (Consent Mode, the GPT runtime, the tags) came after it.
      expect(afterLoad, type).toBeGreaterThan(0);
    }
  });
});

test('pages that never carry ads: not found, sign-in, account', async ({ request }) => {
  // The home page of the same instance does carry them: the check below can fail.
  expect(await (await request.get(`${ORIGIN}/`)).text()).toContain('data-ad-slot');
  for (const path of ['/no-such-page-at-all', '/sign-in', '/sign-up', '/profile', '/saved']) {
    const response = await request.get(`${ORIGIN}${path}`);
    expect(await response.text(), path).not.toContain('data-ad-slot');
  }
});

test('with no ads or analytics configured, no slot and no third-party code at all', async ({ page, context }) => {
  const plain = `http://localhost:${PORT}`;
  await context.addCookies([{ name: 'CookieConsent', value: 'true', url: plain }]);
  const seen = await watch(page);
  await page.goto(`${plain}${await storyPathOf(page.request, plain, 'text')}`);
  await settled(page);
  expect(await page.locator('[data-ad-slot]').count()).toBe(0);
  expect(seen.thirdParty).toEqual([]);
  expect(await page.evaluate(() => 'googletag' in window || 'dataLayer' in window)).toBe(false);
});

test.describe('implied consent (CONSENT_MODE=implied)', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await app?.stop();
    app = await start('implied');
  });

  test('loads ads and tags before any answer with the grant signalled, and a refusal is signalled', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const seen = await watch(page);
    await page.goto(`${ORIGIN}${storyPath}`);
    await expect(page.getByRole('region', { name: 'কুকি বিষয়ক নোটিশ' })).toBeVisible();
    await loaded.poll(() => seen.thirdParty.length).toBe(3);
    await loaded.poll(() => definedIds(page)).toContain(await page.locator('[data-ad-type="top"]').getAttribute('id'));
    const updates = async () => (await dataLayer(page)).filter((entry) => Array.isArray(entry) && entry[0] === 'consent').map((entry) => `${(entry as string[])[1]}:${(entry as { ad_storage: string }[])[2].ad_storage}`);
    expect(await updates()).toEqual(['default:denied', 'update:granted']);
    await page.getByRole('button', { name: 'না, ধন্যবাদ' }).click();
    await loaded.poll(updates).toEqual(['default:denied', 'update:granted', 'update:denied']);
  });

  test('on a phone the anchor sits above the unanswered cookie banner, and drops to the bottom once it is answered', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await watch(page);
    await page.goto(`${ORIGIN}/bangladesh`);
    const banner = page.getByRole('region', { name: 'কুকি বিষয়ক নোটিশ' });
    const anchor = page.locator('[data-component="ad-anchor"]');
    await expect(banner).toBeVisible();
    await settled(page);
    await page.mouse.wheel(0, 300);
    await settled(page);
    await page.mouse.wheel(0, 300);
    await expect(anchor).toBeVisible();
    const [over, under] = [await anchor.boundingBox(), await banner.boundingBox()];
    expect(over!.y + over!.height).toBeLessThanOrEqual(under!.y + 0.5);
    expect(under!.y + under!.height).toBeCloseTo(PHONE.height, 0);

    await banner.getByRole('button', { name: 'ঠিক আছে' }).click();
    await expect(banner).toHaveCount(0);
    await expect(async () => {
      const box = await anchor.boundingBox();
      expect(box!.y + box!.height).toBeCloseTo(PHONE.height, 0);
    }).toPass({ timeout: 5_000 });
  });
});
