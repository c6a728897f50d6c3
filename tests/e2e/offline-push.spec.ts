/**
 * The service worker (public/sw.js; docs/members.md, "Offline and push"): a signed-in
 * reader's saved story opens without a network, anything else gets the offline page,
 * signing out forgets what was kept; a push message shows a notification that names the
 * story's address on its own host.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signedInMember } from './helpers/accounts';
import { PORT } from './helpers/editions';
import { AXE_TAGS, storyPathOf } from './helpers/stories';

const bn = `http://localhost:${PORT}`;
const en = `http://en.localhost:${PORT}`;
const SAVED_CACHE = 'alokpat-saved-v1';

/** Waits until the service worker controls the page, so its fetches pass through it. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

test('a saved story opens offline, other pages give the offline page, and signing out forgets what was kept', async ({ page, context }) => {
  await signedInMember(page, en, 'offline');
  await page.goto(`${en}/`);
  await controlled(page);
  await page.reload();
  await expect(page.locator('[data-component="login-control"][data-state="avatar"]')).toBeVisible();
  // Saved from its card: the story's own page is never opened before the network goes, so
  // neither the browser's HTTP cache nor a visit can be what shows it offline.
  const card = page.locator('[data-component="story-card"]').filter({ has: page.locator('[data-component="save-button"]') }).first();
  const link = card.locator(':is(h2, h3) a');
  const headline = (await link.innerText()).trim();
  const path = (await link.getAttribute('href')) as string;
  await card.getByRole('button', { name: /^Save\s*: / }).click();
  await expect(card.getByRole('status')).toHaveText('Story saved.');
  await expect.poll(() => page.evaluate(async ({ cache, path }) => Boolean(await (await caches.open(cache)).match(path)), { cache: SAVED_CACHE, path })).toBe(true);

  await context.setOffline(true);
  await page.goto(`${en}${path}`);
  await expect(page.locator('[data-component="story-page"] h1')).toHaveText(headline);
  await page.goto(`${en}/politics`);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ইন্টারনেট সংযোগ নেই' })).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);
  await context.setOffline(false);

  await page.goto(`${en}/profile`);
  await page.locator('[data-component="logout-button"]').click();
  await expect(page).toHaveURL(`${en}/`);
  await expect.poll(() => page.evaluate((cache) => caches.has(cache), SAVED_CACHE)).toBe(false);
  await context.setOffline(true);
  await page.goto(`${en}${path}`);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
});

test('a push message shows a notification that opens its story on the host the message names', async ({ page, context, request }) => {
  const path = await storyPathOf(request, en, 'text');
  await context.grantPermissions(['notifications'], { origin: bn });
  await page.goto(`${bn}/`);
  await controlled(page);
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL.startsWith(bn) && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const message = { title: 'ভোটকেন্দ্র খুলেছে সকাল আটটায়', body: 'ভোট চলবে বিকেল চারটা পর্যন্ত।', url: `${en}${path}`, tag: 'e2e' };
  // The push service's delivery, as the browser receives it (no push service is reachable here).
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: bn, registrationId: await registrationId, data: JSON.stringify(message) });
  const shown = () =>
    page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((note) => ({ title: note.title, body: note.body, url: (note.data as { url: string }).url })));
  await expect.poll(shown).toEqual([{ title: message.title, body: message.body, url: message.url }]);

  // A message with no address, or one that is not http(s), opens the front page of this host.
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: bn, registrationId: await registrationId, data: JSON.stringify({ title: 'x', url: 'javascript:alert(1)', tag: 'e2e-bad' }) });
  await expect.poll(async () => (await shown()).find((note) => note.title === 'x')?.url).toBe(`${bn}/`);
});
