/**
 * Abuse of the accounts API through the real server (docs/accounts.md, "Limits and why"):
 * hashing that cannot starve the server, lockout that a stranger cannot impose,
 * pre-hijacking, each played by distinct clients (loopback addresses of their own, or
 * browser contexts of their own).
 */
import { expect, test } from '@playwright/test';
import { api, freshEmail, mailTo, PASSWORD } from './helpers/accounts';
import { PORT } from './helpers/editions';
import { rawJsonPost, rawRequest } from './helpers/raw-http';

const en = `http://en.localhost:${PORT}`;
const ATTACKER = '127.0.0.5';
const OWNER = '127.0.0.6';

const login = (email: string, password: string, from: string) => rawJsonPost('/api/auth/v1/login', { email, password }, { from });

async function signUp(email: string, from: string): Promise<void> {
  const since = Date.now();
  expect((await rawJsonPost('/api/auth/v1/users/sign-up', { name: 'Rina Das', email, password: PASSWORD }, { from })).status).toBe(200);
  await mailTo(email, since);
}

test.describe('password hashing under load', () => {
  test('a burst of sign-ins beyond the hashing queue is answered 503 with Retry-After; the rest succeed and a cheap request still answers', async () => {
    const email = freshEmail('burst');
    await signUp(email, '127.0.0.19');
    // The end-to-end server hashes one password at a time with three waiting (scripts/e2e.ts, lib/auth/crypto.ts):
    // forty sign-ins at once are ten times that.
    const burst = 40;
    const signIns = Array.from({ length: burst }, (_, index) => login(email, PASSWORD, `127.0.1.${10 + index}`));
    const health = rawRequest({ path: '/api/health', from: '127.0.0.18' });
    const answers = await Promise.all(signIns);
    expect((await health).status).toBe(200);

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 503), statuses.join(',')).toBe(true);
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length, statuses.join(',')).toBeGreaterThan(0);
    expect(busy.length).toBeLessThan(burst);
    for (const answer of busy) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'busy', error: expect.any(String) });
    }
    // The queue drains: the next sign-in is served.
    expect((await login(email, PASSWORD, '127.0.0.17')).status).toBe(200);
  });
});

test.describe('lockout', () => {
  test('a stranger guessing passwords cannot lock the owner out of password sign-in from their own address', async () => {
    const email = freshEmail('lockout');
    await signUp(email, OWNER);
    let last = 0;
    for (let guess = 0; guess < 15; guess++) last = (await login(email, `guess${guess}word`, ATTACKER)).status;
    expect(last).toBe(429);
    // Even the right password is refused from the attacker's address while it backs off.
    const refused = await login(email, PASSWORD, ATTACKER);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(email, PASSWORD, OWNER)).status).toBe(200);
  });

  test('a send-otp flood cannot block forgot-password or the mailed code for the owner', async () => {
    const email = freshEmail('mailflood');
    await signUp(email, OWNER);
    const flood: number[] = [];
    for (let call = 0; call < 25; call++) flood.push((await rawJsonPost('/api/auth/v1/users/send-otp', { email, mediums: ['email'], 'always-send': true }, { from: ATTACKER })).status);
    expect(flood.at(-1)).toBe(429);
    for (let guess = 0; guess < 15; guess++) await login(email, `guess${guess}word`, ATTACKER);

    let since = Date.now();
    expect((await rawJsonPost('/api/auth/v1/users/forgot-password', { email }, { from: OWNER })).status).toBe(200);
    expect((await mailTo(email, since)).code).toMatch(/^\d{6}$/);
    since = Date.now();
    expect((await rawJsonPost('/api/auth/v1/users/send-otp', { email, mediums: ['email'], 'always-send': true }, { from: OWNER })).status).toBe(200);
    const { code } = await mailTo(email, since);
    expect((await rawJsonPost('/api/auth/v1/login/otp', { email, otp: code }, { from: OWNER })).status).toBe(200);
  });
});

test.describe('account pre-hijacking', () => {
  test("the attacker's sign-up password does not survive the owner verifying with the sign-up mail's link in another browser", async ({ browser }) => {
    const email = freshEmail('prehijack');
    const attacker = await (await browser.newContext()).newPage();
    const since = Date.now();
    expect((await api(attacker, en, 'POST', 'users/sign-up', { name: 'Mallory', email, password: 'attack9er' })).status).toBe(200);
    const { link, text } = await mailTo(email, since);
    expect(text).toContain('any password someone else set for this address is removed');

    const owner = await (await browser.newContext()).newPage();
    await owner.goto(link);
    await owner.getByRole('button', { name: 'Confirm and sign in' }).click();
    await owner.waitForURL(/#email-verified$/);
    expect((await api(owner, en, 'GET', 'users/me')).body.user['verification-status']).toBe('verified');

    expect((await api(attacker, en, 'POST', 'login', { email, password: 'attack9er' })).status).toBe(401);
    expect((await api(attacker, en, 'GET', 'users/me')).status).toBe(401);
  });

  test('the holder of the password keeps it when they verify with the code from their own browser', async ({ page }) => {
    const email = freshEmail('holder');
    const since = Date.now();
    expect((await api(page, en, 'POST', 'users/sign-up', { name: 'Rina Das', email, password: PASSWORD })).status).toBe(200);
    const { code } = await mailTo(email, since);
    expect((await api(page, en, 'POST', 'login/otp', { email, otp: code })).status).toBe(200);
    expect((await login(email, PASSWORD, '127.0.0.7')).status).toBe(200);
  });
});
