/**
 * Google one-tap end to end. Google is out of reach here, so the test plays Google: it
 * answers the browser's request for the GSI script with a stand-in that hands the page a
 * credential signed by the test's own RSA key, and serves that key where the app fetches
 * Google's keys (GOOGLE_CERTS_URL, set by scripts/e2e.ts). The app's side is real: the
 * delayed script load, the CSP, the credential's verification and the sign-in.
 */
import { generateKeyPairSync, sign } from 'node:crypto';
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { api, freshEmail } from './helpers/accounts';
import { PORT } from './helpers/editions';

const CLIENT_ID = process.env.GOOGLE_CLIENT_ID ?? '';
const CERTS_PORT = Number(process.env.E2E_GOOGLE_CERTS_PORT);
const GSI = 'https://accounts.google.com/gsi/client';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const KID = 'e2e-key';

function credential(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part({ alg: 'RS256', kid: KID, typ: 'JWT' })}.${part(claims)}`;
  return `${body}.${sign('RSA-SHA256', Buffer.from(body), privateKey).toString('base64url')}`;
}

/** What Google's script does for the page: initialize, then prompt, which calls back with a credential. */
function standInScript(token: string): string {
  return `window.google = { accounts: { id: {
    initialize(options) { this.options = options; },
    prompt() { this.options.callback({ credential: ${JSON.stringify(token)} }); },
  } } };`;
}

test.describe('Google one-tap', () => {
  test.skip(!CLIENT_ID || !CERTS_PORT, 'npm test builds and starts the app with GOOGLE_CLIENT_ID and GOOGLE_CERTS_URL');
  let certs: http.Server;

  test.beforeAll(async () => {
    const jwk = { ...publicKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' };
    certs = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=60' });
      response.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => certs.listen(CERTS_PORT, '127.0.0.1', resolve));
  });

  test.afterAll(async () => {
    await new Promise((resolve) => certs.close(resolve));
  });

  test('loads Google’s script 3.5 s after load for an anonymous reader and signs them in with the credential', async ({ page }) => {
    const email = freshEmail('one-tap');
    const now = Math.floor(Date.now() / 1000);
    const token = credential({ iss: 'https://accounts.google.com', aud: CLIENT_ID, sub: '1234567890', email, email_verified: true, name: 'Tapu Rahman', iat: now, exp: now + 600 });
    let requests = 0;
    await page.route(GSI, async (route) => {
      requests++;
      await route.fulfill({ contentType: 'text/javascript', body: standInScript(token) });
    });
    await page.clock.install();
    const response = await page.goto(`http://en.localhost:${PORT}/`);
    expect(response?.headers()['content-security-policy']).toContain('https://accounts.google.com/gsi/client');
    await page.clock.runFor(3_000);
    expect(requests).toBe(0);
    const signedIn = page.waitForResponse((answer) => answer.url().endsWith('/api/auth/v1/login/google-one-tap'));
    await page.clock.runFor(1_000);
    expect((await signedIn).status()).toBe(200);
    expect(requests).toBe(1);
    // The page reloads signed in: the header shows the member, and one-tap stays away.
    await expect(page.locator('[data-component="login-control"][data-state="avatar"]')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('userID'))).toMatch(/^[0-9a-f]{64}$/);
    await page.clock.runFor(10_000);
    expect(requests).toBe(1);
    const me = await page.evaluate(async () => (await fetch('/api/auth/v1/users/me')).json());
    expect(me.user).toMatchObject({ email, name: 'Tapu Rahman', 'verification-status': 'verified' });
  });

  test('a credential for another client, or signed by another key, signs no one in', async ({ page }) => {
    const now = Math.floor(Date.now() / 1000);
    const foreign = credential({ iss: 'https://accounts.google.com', aud: 'someone-else.apps.googleusercontent.com', email: freshEmail('foreign'), email_verified: true, iat: now, exp: now + 600 });
    await page.route(GSI, (route) => route.fulfill({ contentType: 'text/javascript', body: standInScript(foreign) }));
    await page.clock.install();
    await page.goto(`http://localhost:${PORT}/`);
    const refused = page.waitForResponse((answer) => answer.url().endsWith('/api/auth/v1/login/google-one-tap'));
    await page.clock.runFor(4_000);
    expect((await refused).status()).toBe(401);
    await expect(page.locator('[data-component="login-control"][data-state="sign-in"]')).toBeVisible();

    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const body = `${part({ alg: 'RS256', kid: KID, typ: 'JWT' })}.${part({ iss: 'https://accounts.google.com', aud: CLIENT_ID, email: freshEmail('forged'), email_verified: true, iat: now, exp: now + 600 })}`;
    const forged = `${body}.${sign('RSA-SHA256', Buffer.from(body), other).toString('base64url')}`;
    expect((await api(page, `http://localhost:${PORT}`, 'POST', 'login/google-one-tap', { token: forged })).status).toBe(401);
  });
});
