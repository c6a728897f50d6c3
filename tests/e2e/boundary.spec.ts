/**
 * The app's edge as an attacker meets it (docs/security.md, "The boundary"): hosts outside
 * the host map, poisoned Host and forwarding headers, spoofed client addresses, methods and
 * bodies no route takes, internal headers. Requests go through the real server with
 * tests/e2e/helpers/raw-http.ts; 127.0.0.9 is the run's trusted proxy (TRUSTED_PROXIES in
 * scripts/e2e.ts), every other loopback address an ordinary client.
 */
import { expect, test } from '@playwright/test';
import { freshEmail, mailTo, PASSWORD } from './helpers/accounts';
import { PORT } from './helpers/editions';
import { rawJsonPost, rawRequest } from './helpers/raw-http';
import { loaderScripts } from '../../lib/http/scripts-after-picture';

const PROXY = '127.0.0.9';
const here = `localhost:${PORT}`;

test.describe('hosts outside the host map', () => {
  for (const host of ['evil.example', `localhost:${PORT}@evil.example`, `evil.example:${PORT}`, `trust.localhost.evil.example:${PORT}`]) {
    test(`${host} gets a short refusal in both languages, never a page`, async () => {
      for (const path of ['/', '/api/v1/collections/home', '/api/auth/v1/csrf', '/media/does-not-matter.jpg']) {
        const answer = await rawRequest({ path, headers: { host } });
        expect(answer.status, path).toBe(421);
        expect(answer.headers['cache-control'], path).toBe('no-store');
      }
      const page = await rawRequest({ path: '/', headers: { host } });
      expect(page.body).toContain('lang="bn"');
      expect(page.body).toContain('lang="en"');
      expect(page.body).not.toContain('আলোকপাত');
    });
  }

  test('health still answers on any host, for load balancers that probe by address', async () => {
    const answer = await rawRequest({ path: '/api/health', headers: { host: `10.1.2.3:${PORT}` } });
    expect(answer.status).toBe(200);
  });
});

test.describe('mail links', () => {
  test('come from the host map whatever Host, X-Forwarded-Host or current-host say', async () => {
    const from = '127.0.0.24';
    const email = freshEmail('poison');
    expect((await rawJsonPost('/api/auth/v1/users/sign-up', { email, password: PASSWORD }, { from })).status).toBe(200);
    await mailTo(email);

    const poisoned = await rawJsonPost('/api/auth/v1/users/forgot-password', { email }, { from, headers: { host: `localhost:${PORT}@evil.example` } });
    expect(poisoned.status).toBe(421);

    const since = Date.now();
    const answer = await rawJsonPost(
      '/api/auth/v1/users/forgot-password',
      { email, 'current-host': `localhost:${PORT}@evil.example` },
      { from, headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', origin: `http://${here}` } },
    );
    expect(answer.status).toBe(200);
    const mail = await mailTo(email, since);
    expect(new URL(mail.link).origin).toBe(`http://localhost:${PORT}`);
    expect(mail.text).not.toContain('evil.example');
  });

  test('follow current-host only to a row of the host map, written with that row’s own port', async () => {
    const from = '127.0.0.25';
    const email = freshEmail('current-host');
    expect((await rawJsonPost('/api/auth/v1/users/sign-up', { email, password: PASSWORD }, { from })).status).toBe(200);
    await mailTo(email);
    const since = Date.now();
    const answer = await rawJsonPost('/api/auth/v1/users/forgot-password', { email, 'current-host': 'en.localhost:9999' }, { from });
    expect(answer.status).toBe(200);
    expect(new URL((await mailTo(email, since)).link).origin).toBe(`http://en.localhost:${PORT}`);
  });
});

test.describe('sign-in across brands', () => {
  const authorize = (redirect: string, callback: string) =>
    rawRequest({
      path: `/api/auth/v1/oauth/authorize?${new URLSearchParams({ client_id: 'trust', response_type: 'code', redirect_uri: redirect, callback_uri: callback })}`,
    });

  test('hands a code only to the exact origin of the client brand', async () => {
    const token = '/api/auth/v1/oauth/token?state=x';
    const good = await authorize(`http://trust.localhost:${PORT}${token}`, `http://trust.localhost:${PORT}/`);
    // Not signed in: the reader is sent to sign in first, which a valid request deserves.
    expect(good.status).toBe(302);
    expect(good.headers.location).toMatch(/^\/sign-in\?redirect=/);
    for (const [redirect, callback] of [
      [`http://trust.localhost:9999${token}`, `http://trust.localhost:9999/`],
      [`http://trust.localhost.:${PORT}${token}`, `http://trust.localhost.:${PORT}/`],
      [`https://trust.localhost:${PORT}${token}`, `https://trust.localhost:${PORT}/`],
      [`http://x@trust.localhost:${PORT}${token}`, `http://trust.localhost:${PORT}/`],
    ]) {
      expect((await authorize(redirect, callback)).status, redirect).toBe(400);
    }
  });
});

test.describe('client addresses', () => {
  test('a spoofed X-Forwarded-For from an ordinary client does not escape the per-address mail limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 55; i++) {
      const answer = await rawJsonPost('/api/auth/v1/users/send-otp', { email: freshEmail('spoof'), mediums: ['email'] }, { from: '127.0.0.23', headers: { 'x-forwarded-for': `198.51.100.${i}` } });
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(50);
    expect(statuses.at(-1)).toBe(429);
  });

  test('a trusted proxy’s X-Forwarded-For names the client whose limit counts', async () => {
    const send = (client: string) => rawJsonPost('/api/auth/v1/users/send-otp', { email: freshEmail('proxied'), mediums: ['email'] }, { from: PROXY, headers: { 'x-forwarded-for': client } });
    let last = 0;
    for (let i = 0; i < 51 && last !== 429; i++) last = (await send('198.51.100.200')).status;
    expect(last).toBe(429);
    expect((await send('198.51.100.201')).status).toBe(200);
  });
});

test.describe('methods, bodies and queries no route takes', () => {
  test('TRACE, DELETE and PUT on a page answer 405 with Allow', async () => {
    for (const method of ['TRACE', 'DELETE', 'PUT', 'PATCH']) {
      const answer = await rawRequest({ path: '/', method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe('GET, HEAD');
      expect(answer.body, method).not.toContain('<html');
    }
  });

  test('an upload larger than any route takes is refused from its Content-Length, before a byte is read', async () => {
    const answer = await rawRequest({
      path: '/api/auth/v1/uploads',
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg', 'content-length': String(50 * 1024 * 1024) },
      body: Buffer.alloc(1024),
    });
    expect(answer.status).toBe(413);
  });

  test('an over-long query string answers 414', async () => {
    expect((await rawRequest({ path: `/search?q=${encodeURIComponent('অ'.repeat(300))}` })).status).toBe(414);
  });
});

test.describe('build files', () => {
  test('one the build did not make is a plain 404 that no cache keeps; the page’s own are served', async () => {
    const missing = await rawRequest({ path: '/_next/static/chunks/from-a-newer-build.js', headers: { host: here } });
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers['content-type']).toBe('text/plain; charset=utf-8');
    const page = await rawRequest({ path: '/', headers: { host: here } });
    // The tags left in the page (the polyfill) and the first-load chunks its loader adds.
    const scripts = [...new Set([...[...page.body.matchAll(/<script src="(\/_next\/static\/[^"]+)"/g)].map((match) => match[1]), ...loaderScripts(page.body)])];
    expect(loaderScripts(page.body).length).toBeGreaterThan(0);
    for (const path of scripts) expect((await rawRequest({ path, headers: { host: here } })).status, path).toBe(200);
  });
});

test.describe('answers', () => {
  test('carry no internal header, and say whether the page cache answered', async () => {
    for (const path of ['/', '/api/v1/collections/home', '/api/health']) {
      const answer = await rawRequest({ path });
      const internal = Object.keys(answer.headers).filter((name) => /^x-(middleware|nextjs|next)-|^x-powered-by$/.test(name));
      expect(internal, path).toEqual([]);
    }
    await expect.poll(async () => (await rawRequest({ path: '/' })).headers['cache-status']).toMatch(/^alokpat; hit/);
  });

  test('carry HSTS only when a trusted proxy says the reader came over https', async () => {
    const viaProxy = await rawRequest({ path: '/', from: PROXY, headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' } });
    expect(viaProxy.headers['strict-transport-security']).toMatch(/^max-age=\d{8}/);
    const spoofed = await rawRequest({ path: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});
