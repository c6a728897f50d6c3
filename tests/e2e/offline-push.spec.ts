/**
 * The service worker (public/sw.js; docs/members.md, "Offline and push"): a signed-in
 * reader's saved story opens without a network, anything else gets the offline page,
 * signing out forgets what was kept; a push message shows a notification that names the
 * story's address on its own host. The last test plays the push service (on
 * E2E_PUSH_PORT = E2E_PORT + 9, which scripts/e2e.ts allows as the only endpoint host):
 * a message the newsroom sends through the ingest API reaches it signed with the app's
 * VAPID key and encrypted for the subscription, and a subscription it answers 410 for is
 * forgotten.
 */
import AxeBuilder from '@axe-core/playwright';
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { decrypt } from 'http_ece';
import { signedInMember } from './helpers/accounts';
import { PORT } from './helpers/editions';
import { AXE_TAGS, storyPathOf } from './helpers/stories';

const bn = `http://localhost:${PORT}`;
const en = `http://en.localhost:${PORT}`;
const SAVED_CACHE = 'alokpat-saved-v1';
const OFFLINE_CACHE = 'alokpat-offline-v1';
const PUSH_PORT = Number(process.env.E2E_PUSH_PORT);
const VAPID_KEY = process.env.PUSH_VAPID_KEY;

/** Waits until the service worker controls the page, so its fetches pass through it. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

/** The service worker registration of `origin`, as DevTools names it (for deliverPushMessage). */
async function registrationIdOf(cdp: CDPSession, origin: string): Promise<string> {
  const id = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL.startsWith(origin) && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return id;
}

type Shown = { title: string; body: string; url: string };

/** The notifications the page's service worker shows, as a reader sees them, with the address each opens. */
function shownOn(page: Page): () => Promise<Shown[]> {
  return () =>
    page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((note) => ({ title: note.title, body: note.body, url: (note.data as { url: string }).url })));
}

/**
 * Hands `data` to the browser as the push service does, and again while the browser has not taken
 * it, until `taken` passes: a service worker woken on a loaded machine can take more than the
 * default 10 s to show a message (CI, 2026-11-27), and in CI twice showed nothing in 30 s after a
 * single delivery (2026-11-28 and 2026-11-29).
 */
async function deliverUntil(cdp: CDPSession, registrationId: Promise<string>, data: string, taken: () => Promise<unknown>): Promise<void> {
  await expect(async () => {
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: bn, registrationId: await registrationId, data });
    await taken();
  }).toPass({ timeout: 45_000 });
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

  // Kept by the service worker, not left to the HTTP cache: the Bengali faces (the English header's "বাংলা" too) and the icons.
  const kept = await page.evaluate(async (cache) => (await (await caches.open(cache)).keys()).map((request) => new URL(request.url).pathname).sort(), OFFLINE_CACHE);
  expect(kept).toEqual(['/fonts/noto-sans-bengali-5.3.0-400-800.woff2', '/fonts/noto-sans-bengali-5.3.0-word-500.woff2', '/offline.html', '/ui-icons.svg']);

  await context.setOffline(true);
  await page.goto(`${en}${path}`);
  await expect(page.locator('[data-component="story-page"] h1')).toHaveText(headline);
  // And it stays once its scripts have run from what was kept with it: the chunks only a story
  // page asks for included (without them Next put "This page couldn't load" in its place).
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 15_000 });
  await expect(page.locator('[data-component="story-page"] h1')).toHaveText(headline);
  await page.goto(`${en}/politics`);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ইন্টারনেট সংযোগ নেই' })).toBeVisible();
  // Written in the site's Bengali face, kept by the service worker: a phone without a Bengali system font shows no boxes.
  await expect
    .poll(() => page.evaluate(async () => (await document.fonts.ready, [...document.fonts].some((face) => face.family.includes('Noto Sans Bengali') && face.status === 'loaded'))))
    .toBe(true);
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
  test.setTimeout(120_000);
  const path = await storyPathOf(request, en, 'text');
  await context.grantPermissions(['notifications'], { origin: bn });
  await page.goto(`${bn}/`);
  await controlled(page);
  const cdp = await context.newCDPSession(page);
  const registrationId = registrationIdOf(cdp, bn);
  const message = { title: 'ভোটকেন্দ্র খুলেছে সকাল আটটায়', body: 'ভোট চলবে বিকেল চারটা পর্যন্ত।', url: `${en}${path}`, tag: 'e2e' };
  // The push service's delivery, as the browser receives it (no push service is reachable here).
  const shown = shownOn(page);
  await deliverUntil(cdp, registrationId, JSON.stringify(message), () =>
    expect.poll(shown, { timeout: 15_000 }).toEqual([{ title: message.title, body: message.body, url: message.url }]),
  );

  // A message with no address, or one that is not http(s), opens the front page of this host.
  await deliverUntil(cdp, registrationId, JSON.stringify({ title: 'x', url: 'javascript:alert(1)', tag: 'e2e-bad' }), () =>
    expect.poll(async () => (await shown()).find((note) => note.title === 'x')?.url, { timeout: 15_000 }).toBe(`${bn}/`),
  );
});

/** A subscription as a browser makes one: its own P-256 key pair and auth secret, and an endpoint on the push service. */
function subscription(name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { name, ecdh, auth, token: `http://127.0.0.1:${PUSH_PORT}/push/${name}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

/** Whether `authorization` is `vapid t=<JWT>, k=<key>` with the app's key, signed by it (ES256), for this push service. */
function vapidProblem(authorization: string | undefined): string | null {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return `not a VAPID header: ${authorization}`;
  const [, header, claims, signature, key] = match;
  if (key !== VAPID_KEY) return 'signed with another key';
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) return 'bad signature';
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (aud !== `http://127.0.0.1:${PUSH_PORT}`) return `audience ${aud}`;
  if (!(exp > Date.now() / 1000 && exp <= Date.now() / 1000 + 24 * 3600)) return `expiry ${exp}`;
  return /^(mailto|https):/.test(sub) ? null : `subject ${sub}`;
}

test.describe('push messages sent by the server', () => {
  test.skip(!PUSH_PORT || !VAPID_KEY, 'scripts/e2e.ts starts the app with VAPID keys and E2E_PUSH_PORT');

  type Received = { readonly name: string; readonly payload: string | null; readonly problem: string | null; readonly headers: http.IncomingHttpHeaders };
  const received: Received[] = [];
  const subscriptions = new Map<string, ReturnType<typeof subscription>>();
  const gone = new Set<string>();
  let service: http.Server;

  test.beforeAll(async () => {
    // The push service: checks the VAPID signature, decrypts the payload with the subscription's private key.
    service = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const name = (request.url ?? '').replace(/^\/push\//, '');
        const subscriber = subscriptions.get(name);
        let payload: string | null = null;
        let problem = request.method === 'POST' ? vapidProblem(request.headers.authorization) : `method ${request.method}`;
        try {
          if (subscriber) payload = decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: subscriber.ecdh, authSecret: subscriber.auth }).toString('utf8');
        } catch (error) {
          problem ??= `cannot decrypt: ${(error as Error).message}`;
        }
        received.push({ name, payload, problem, headers: request.headers });
        response.writeHead(gone.has(name) ? 410 : subscriber ? 201 : 404).end();
      });
    });
    await new Promise<void>((resolve) => service.listen(PUSH_PORT, '127.0.0.1', resolve));
  });

  test.afterAll(async () => {
    await new Promise((resolve) => service.close(resolve));
  });

  test('a message sent through the ingest API reaches the browser encrypted and signed, opens its story on the edition’s host, and a gone subscription is forgotten', async ({ page, context, request }) => {
    test.setTimeout(120_000);
    const path = await storyPathOf(request, bn, 'text');
    await context.grantPermissions(['notifications'], { origin: bn });
    await page.goto(`${bn}/`);
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const registrationId = registrationIdOf(cdp, bn);

    // Two subscriptions of this browser's edition, registered as the page's island does; the push service will say the second is gone.
    const run = randomBytes(6).toString('hex');
    const live = subscription(`live-${run}`);
    const dead = subscription(`dead-${run}`);
    for (const one of [live, dead]) subscriptions.set(one.name, one);
    gone.add(dead.name);
    const register = (body: unknown) =>
      page.evaluate(async (body) => (await fetch('/register-fcm-topic', { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status, body);
    for (const one of [live, dead]) expect(await register({ token: one.token, keys: one.keys })).toBe(201);
    // An endpoint elsewhere than the allowed push service is refused: the server would POST to it.
    expect(await register({ token: `http://127.0.0.1:${PUSH_PORT + 1}/push/${run}`, keys: live.keys })).toBe(400);

    const send = async (message: Record<string, unknown>) => {
      const answer = await request.post(`http://127.0.0.1:${PORT}/api/ingest/v1/push-messages`, {
        headers: { host: `localhost:${PORT}`, authorization: 'Bearer e2e-ingest-key' },
        data: { brand: 'main', lang: 'bn', ...message },
      });
      expect(answer.status()).toBe(201);
      expect((await answer.json()).delivery).toBe('queued');
    };
    const to = (name: string) => received.filter((one) => one.name === name);
    const title = `ভোটকেন্দ্র খুলেছে ${run}`;
    await send({ title, body: 'ভোট চলবে বিকেল চারটা পর্যন্ত।', url: path });
    await expect.poll(() => to(live.name).length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => to(dead.name).length).toBe(1);
    const [delivered] = to(live.name);
    expect(delivered.problem).toBeNull();
    expect(delivered.headers).toMatchObject({ ttl: '86400', urgency: 'high', 'content-encoding': 'aes128gcm' });
    const payload = JSON.parse(delivered.payload as string);
    expect(payload).toMatchObject({ title, body: 'ভোট চলবে বিকেল চারটা পর্যন্ত।', url: `${bn}${path}` });

    // The push service hands the payload to the browser, whose service worker shows it.
    await deliverUntil(cdp, registrationId, delivered.payload as string, () =>
      expect.poll(shownOn(page), { timeout: 15_000 }).toContainEqual({ title, body: payload.body, url: `${bn}${path}` }),
    );

    // The 410 made the server forget that subscription: registering its endpoint again creates it anew (201, not 200).
    await expect.poll(() => register({ token: dead.token }), { timeout: 10_000 }).toBe(201);
    // The next message, with no address, goes to the live subscription only and opens the edition's home.
    await send({ title: `দ্বিতীয় বার্তা ${run}` });
    await expect.poll(() => to(live.name).length, { timeout: 15_000 }).toBe(2);
    expect(JSON.parse(to(live.name)[1].payload as string).url).toBe(`${bn}/`);
    expect(to(dead.name)).toHaveLength(1);
  });
});
