/**
 * Saved stories, for-you and notifications as a reader sees them: Save buttons on cards
 * and story pages, /saved, sign-in and back for anonymous readers, and the two list pages
 * checked with axe.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PASSWORD, signedInMember } from './helpers/accounts';
import { EDITION_CASES, get, PORT } from './helpers/editions';
import { AXE_TAGS, storyPathOf } from './helpers/stories';

const bn = `http://localhost:${PORT}`;
const en = `http://en.localhost:${PORT}`;

/** A card's Save button's name: its state, then the story it saves. */
function named(state: string, headline: string): RegExp {
  return new RegExp(`^${state}\\s*: ${headline.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** Waits until the header knows the member, so a Save click is a member's click. */
async function memberKnown(page: Page) {
  await expect(page.locator('[data-component="login-control"][data-state="avatar"]')).toBeVisible();
}

async function savedHeadlines(page: Page, origin: string): Promise<Locator> {
  await page.goto(`${origin}/saved`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Loading…|লোড হচ্ছে…/)).toHaveCount(0);
  return page.locator('[data-component="saved-list"] li a');
}

test('the saved paths are fetched once per page for a member and never for an anonymous reader', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/members/v1/bookmarks')) calls.push(request.url());
  });
  await page.goto(`${en}/`);
  await expect(page.locator('[data-component="login-control"][data-state="sign-in"]')).toBeVisible();
  await expect(page.locator('[data-component="save-button"]').first()).toBeVisible();
  expect(calls).toEqual([]);

  await signedInMember(page, en, 'saves-once');
  calls.length = 0;
  await page.goto(`${en}/`);
  await memberKnown(page);
  await expect.poll(() => calls.length).toBe(1);
  expect(await page.locator('[data-component="story-card"] [data-component="save-button"]').count()).toBeGreaterThan(5);
  expect(calls).toEqual([`${en}/api/members/v1/bookmarks/urls`]);
});

test('a member saves and unsaves a story from a card and sees /saved follow', async ({ page }) => {
  await signedInMember(page, en, 'saves-card');
  await page.goto(`${en}/`);
  await memberKnown(page);
  const card = page.locator('[data-component="story-card"]').filter({ has: page.locator('[data-component="save-button"]') }).first();
  const headline = (await card.locator(':is(h2, h3) a').innerText()).trim();
  const save = card.getByRole('button', { name: /^Save\s*: / });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(card.getByRole('button', { name: named('Saved', headline) })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByRole('status')).toHaveText('Story saved.');

  await expect(await savedHeadlines(page, en)).toHaveText([headline]);
  expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);

  await page.goto(`${en}/`);
  const again = page.locator('[data-component="story-card"]').filter({ hasText: headline }).first().getByRole('button', { name: named('Saved', headline) });
  await expect(again).toHaveAttribute('aria-pressed', 'true');
  await again.click();
  await expect(page.locator('[data-component="story-card"]').filter({ hasText: headline }).first().getByRole('button', { name: named('Save', headline) })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('[data-component="story-card"]').filter({ hasText: headline }).first().getByRole('status')).toHaveText('Story removed from saved.');

  await expect(await savedHeadlines(page, en)).toHaveCount(0);
  await expect(page.getByText('You have not saved any stories yet.')).toBeVisible();
});

test('a member saves from a story page, removes it on /saved, and the story shows it unsaved', async ({ page, request }) => {
  const path = await storyPathOf(request, bn, 'text');
  await signedInMember(page, bn, 'saves-story');
  await page.goto(`${bn}${path}`);
  await memberKnown(page);
  const headline = (await page.locator('[data-component="story-page"] h1').innerText()).trim();
  const save = page.locator('[data-component="story-page"] header').getByRole('button', { name: 'সংরক্ষণ' });
  await save.click();
  await expect(page.locator('[data-component="story-page"] header').getByRole('button', { name: 'সংরক্ষিত' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-component="story-page"] header').getByRole('status')).toHaveText('খবরটি সংরক্ষণ করা হয়েছে।');

  const saved = await savedHeadlines(page, bn);
  await expect(saved).toHaveCount(1);
  expect(headline).toContain((await saved.innerText()).trim());
  await page.getByRole('button', { name: /^সরান: / }).click();
  await expect(page.getByText('আপনি এখনো কোনো খবর সংরক্ষণ করেননি।')).toBeVisible();

  await page.goto(`${bn}${path}`);
  await memberKnown(page);
  await expect(page.locator('[data-component="story-page"] header').getByRole('button', { name: 'সংরক্ষণ' })).toHaveAttribute('aria-pressed', 'false');
});

test('one account has one saved list on every brand and edition, each item opening on its own host', async ({ page, request }) => {
  const trust = `http://trust.localhost:${PORT}`;
  const save = async (origin: string, path: string) => {
    await page.goto(`${origin}${path}`);
    await memberKnown(page);
    const header = page.locator('[data-component="story-page"] header');
    await header.getByRole('button', { name: 'সংরক্ষণ' }).click();
    await expect(header.getByRole('button', { name: 'সংরক্ষিত' })).toHaveAttribute('aria-pressed', 'true');
    // The server has it (the notice follows its answer) before the reader moves on.
    await expect(header.getByRole('status')).toHaveText('খবরটি সংরক্ষণ করা হয়েছে।');
    return (await page.locator('[data-component="story-page"] h1').innerText()).trim();
  };
  await signedInMember(page, bn, 'saves-brands');
  const mainPath = await storyPathOf(request, bn, 'text');
  const mainHeadline = await save(bn, mainPath);

  // The same account on the trust's own host, signed in through the main brand in one click.
  await page.goto(`${trust}/sign-in?redirect=%2Fsaved`);
  await page.getByRole('link', { name: /অ্যাকাউন্ট দিয়ে লগইন করুন/ }).click();
  await page.waitForURL(`${trust}/saved`);
  const onTrust = page.locator('[data-component="saved-list"] li a');
  await expect(onTrust).toHaveText([mainHeadline]);
  await expect(onTrust).toHaveAttribute('href', `${bn}${mainPath}`);

  const trustPath = await storyPathOf(request, trust, 'text');
  const trustHeadline = await save(trust, trustPath);
  for (const [origin, hrefs] of [
    [trust, [trustPath, `${bn}${mainPath}`]],
    [bn, [`${trust}${trustPath}`, mainPath]],
  ] as const) {
    const items = await savedHeadlines(page, origin);
    await expect(items).toHaveText([trustHeadline, mainHeadline]);
    expect(await items.evaluateAll((links) => links.map((link) => link.getAttribute('href'))), origin).toEqual(hrefs);
  }
  // Followed from the main brand's list, the trust's story opens on the trust's host.
  await page.locator('[data-component="saved-list"] li a').first().click();
  await page.waitForURL(`${trust}${trustPath}`);
});

test('an anonymous reader who taps Save signs in and comes back to the story, saved', async ({ page, browser, request }) => {
  const path = await storyPathOf(request, en, 'text');
  const member = await browser.newContext();
  const email = await signedInMember(await member.newPage(), en, 'saves-anonymous');
  await member.close();

  await page.goto(`${en}${path}`);
  await expect(page.locator('[data-component="login-control"][data-state="sign-in"]')).toBeVisible();
  await page.locator('[data-component="story-page"] header').getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(`${en}/sign-in?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${en}${path}`);
  await memberKnown(page);
  await expect(page.locator('[data-component="story-page"] header').getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await expect(await savedHeadlines(page, en)).toHaveCount(1);
});

test('anonymous readers see the latest stories on /for-you; a member who read a story gets picks', async ({ page, request }) => {
  await page.goto(`${en}/for-you`);
  await expect(page.getByText('The latest stories. Sign in to get picks from your reading.')).toBeVisible();
  await expect(page.getByTestId('for-you-list').locator('[data-component="story-card"]')).toHaveCount(8);
  expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);

  const path = await storyPathOf(request, en, 'text');
  await signedInMember(page, en, 'for-you');
  const read = page.waitForResponse((response) => response.url().endsWith('/api/members/v1/reads'));
  await page.goto(`${en}${path}`);
  expect((await read).status()).toBe(204);
  await page.goto(`${en}/for-you`);
  await expect(page.getByText('Picked from the stories you read and save.')).toBeVisible();
  const cards = page.getByTestId('for-you-list').locator('[data-component="story-card"]');
  await expect(cards).toHaveCount(8);
  await expect(cards.locator(`a[href="${path}"]`)).toHaveCount(0);
  expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);
});

test('/notifications lists breaking news and push messages sent through the ingest API, in both editions', async ({ page, request }) => {
  const title = `Polling stations open at 8 am ${Date.now()}`;
  const sent = await request.post(`http://127.0.0.1:${PORT}/api/ingest/v1/push-messages`, {
    headers: { host: `en.localhost:${PORT}`, authorization: 'Bearer e2e-ingest-key' },
    data: { brand: 'main', lang: 'en', title, body: 'Voting runs until 4 pm.', url: '/' },
  });
  expect(sent.status()).toBe(201);
  await expect
    .poll(async () => (await (await get(request, `${en}/notifications`)).text()).includes(title))
    .toBe(true);
  for (const origin of [en, bn]) {
    await page.goto(`${origin}/notifications`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(origin === en ? 'Notifications' : 'নোটিফিকেশন');
    expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations, origin).toEqual([]);
  }
  await page.goto(`${en}/notifications`);
  await expect(page.getByTestId('notifications-messages').getByRole('link', { name: title })).toBeVisible();
});

test('/saved is noindex and its HTML holds no personal data', async ({ page, request }) => {
  await signedInMember(page, en, 'saves-shell');
  const html = await (await get(request, `${en}/saved`)).text();
  expect(html).toContain('noindex');
  expect(html).not.toContain('data-component="saved-list"');
  await page.goto(`${en}/saved`);
  expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);
});

test('/saved, /for-you and /notifications open on every brand and edition', async ({ request }) => {
  for (const { origin } of EDITION_CASES) {
    for (const path of ['/saved', '/for-you', '/notifications']) {
      const response = await get(request, `${origin}${path}`);
      expect(response.status(), `${origin}${path}`).toBe(200);
      if (path !== '/notifications') expect(await response.text(), `${origin}${path}`).toContain('noindex');
    }
  }
});

test('POST /register-fcm-topic stores a push token once and refuses junk, on any edition host', async ({ request }) => {
  const post = (host: string, data: unknown) =>
    request.post(`http://127.0.0.1:${PORT}/register-fcm-topic`, { headers: { host: `${host}:${PORT}`, 'x-forwarded-for': '203.0.113.44' }, data });
  const token = `e2e-${Date.now()}:APA91bE2eTokenOfThisBrowser_abcdef`;
  expect((await post('en.localhost', { token })).status()).toBe(201);
  expect((await post('trust.localhost', { token })).status()).toBe(200);
  const refused = await post('localhost', { token: '<script>alert(1)</script>' });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error).toBe('অনুরোধটি সঠিক নয়।');
});
