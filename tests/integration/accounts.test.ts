import { generateKeyPairSync, scryptSync, sign } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthDeps } from '@/lib/auth/context';
import { UPLOADS_PER_HOUR } from '@/lib/auth/avatar';
import { LIMITS } from '@/lib/auth/limits';
import { CODE_TTL_MS, consumeCode, issueSecret, MAX_CODE_ATTEMPTS } from '@/lib/auth/tokens';
import { parseSiteHosts } from '@/lib/config/hosts';
import { INTEGRATION_ID, memberOfIntegrationToken } from '@/lib/members/integration-token';
import { callRoute } from '../support/api-routes';
import { Browser, codeAndLink, ROOMY_LIMITS, startAccountsWorld, type AccountsWorld } from './accounts-client';
import { DATABASE_TARGETS, type TestDatabase } from './databases';

const PASSWORD = 'river7boat';
const HOSTS = parseSiteHosts('www.alokpat.test=main:bn,trust.alokpat.test=trust');

describe.each(DATABASE_TARGETS)('the accounts API on $name', (target) => {
  let database: TestDatabase;
  let smtp: AccountsWorld['smtp'];
  let dataDir: string;
  let deps: AuthDeps;
  let counter = 0;
  /** A fresh address per test, so no test depends on another's rows or counters. */
  const fresh = () => `reader${++counter}-${Date.now()}@example.com`;
  const browser = (host?: string, ip = `198.51.100.${counter % 250}`) => new Browser(deps, host, ip);

  let world: AccountsWorld | undefined;

  beforeAll(async () => {
    world = await startAccountsWorld(target, { name: 'accounts', hosts: HOSTS, limits: ROOMY_LIMITS });
    ({ database, smtp, dataDir, deps } = world);
  });

  afterAll(() => world?.stop());

  beforeEach(() => {
    smtp.inbox.length = 0;
  });

  async function signUp(reader: Browser, email: string) {
    const answer = await reader.call('POST', 'users/sign-up', { name: 'Rina', email, password: PASSWORD });
    const mail = await smtp.next(email);
    return { answer, mail, ...codeAndLink(mail.text) };
  }

  describe('sign-up', () => {
    it('answers the same for a new and a known email, and mails both a code and a link', async () => {
      const email = fresh();
      const first = await signUp(browser(), email);
      const second = await signUp(browser(), email);
      expect(first.answer.status).toBe(200);
      expect(second.answer.status).toBe(first.answer.status);
      expect(second.answer.body).toEqual(first.answer.body);
      expect(first.link).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=/);
      expect(first.code).toMatch(/^\d{6}$/);
    });

    it('answers a sign-up for a known and an unknown email with the same status, body and cookies (no enumeration by Set-Cookie)', async () => {
      const known = fresh();
      await signUp(browser(), known);
      const [a, b] = [browser(), browser()];
      await a.call('GET', 'csrf');
      await b.call('GET', 'csrf');
      const forKnown = (await signUp(a, known)).answer;
      const forUnknown = (await signUp(b, fresh())).answer;
      const shape = (answer: typeof forKnown) => ({
        status: answer.status,
        keys: Object.keys(answer.body ?? {}).sort(),
        // Each cookie without its value: the name and every attribute.
        cookies: answer.setCookies.map((cookie) => cookie.replace(/^([^=]+)=[^;]*/, '$1=')).sort(),
      });
      expect(shape(forKnown)).toEqual(shape(forUnknown));
      expect(forKnown.body).toEqual(forUnknown.body);
      expect(shape(forKnown).cookies.some((cookie) => cookie.startsWith('alokpat-holder=') && /HttpOnly/.test(cookie))).toBe(true);
      expect(a.cookies.get('alokpat-holder')).not.toBe(b.cookies.get('alokpat-holder'));
    });

    it('writes the mail in the language of the edition', async () => {
      const email = fresh();
      await browser('localhost:3000').call('POST', 'users/send-otp', { email, mediums: ['email'], 'always-send': true });
      expect((await smtp.next(email)).text).toContain('লগইনের কোড');
      await browser('en.localhost:3000').call('POST', 'users/send-otp', { email, mediums: ['email'], 'always-send': true });
      expect((await smtp.next(email)).text).toContain('sign-in code');
    });

    it.each([
      ['short', 'abc1', 'Password too short'],
      ['letters only', 'abcdefghij', 'Password you have entered is not strong enough'],
      ['common', 'password1', 'too common'],
    ])('refuses a %s password with the message for the field', async (_case, password, message) => {
      const answer = await browser('en.localhost:3000').call('POST', 'users/sign-up', { email: fresh(), password });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toContain(message);
      expect(answer.body.fields.password).toBeTruthy();
    });

    it('signs in with the mailed code, verifies the email and sets the cookies', async () => {
      const email = fresh();
      const reader = browser();
      const { code } = await signUp(reader, email);
      const answer = await reader.call('POST', 'login/otp', { email, otp: code });
      expect(answer.status).toBe(200);
      const session = answer.setCookies.find((cookie) => cookie.startsWith('alokpat-session='));
      expect(session).toMatch(/HttpOnly/);
      expect(session).toMatch(/SameSite=Lax/);
      expect(session).not.toMatch(/Secure/); // local hosts are served over http
      expect(answer.setCookies.some((cookie) => cookie.startsWith('alokpat-signed-in=1') && !/HttpOnly/.test(cookie))).toBe(true);
      const me = await reader.call('GET', 'users/me');
      const [{ id }] = (await database.db.execute(sql`select id from members where email = ${email}`)).rows as { id: number }[];
      expect(me.body).toEqual({ user: { id, email, name: 'Rina', 'avatar-url': null, 'avatar-s3-key': null, 'verification-status': 'verified' } });
      expect(answer.body.user.id).toBe(id);
    });

    it('marks the session cookie Secure on a production host', async () => {
      const email = fresh();
      const reader = browser('www.alokpat.test');
      await reader.call('POST', 'users/send-otp', { email, mediums: ['email'], 'always-send': true });
      const { code, link } = codeAndLink((await smtp.next(email)).text);
      // A production host of the map is written https, whatever scheme the request came over.
      expect(link).toMatch(/^https:\/\/www\.alokpat\.test\/verify-email/);
      const answer = await reader.call('POST', 'login/otp', { email, otp: code });
      expect(answer.setCookies.find((cookie) => cookie.startsWith('alokpat-session='))).toMatch(/Secure/);
    });
  });

  describe('password sign-in and sessions', () => {
    it('refuses a wrong password the same way as an unknown email', async () => {
      const email = fresh();
      await signUp(browser(), email);
      const wrong = await browser().call('POST', 'login', { email, password: 'wrong7pass' });
      const unknown = await browser().call('POST', 'login', { email: fresh(), password: 'wrong7pass' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
    });

    it('gives a new session id on every sign-in and ends it on the server at logout', async () => {
      const email = fresh();
      const reader = browser();
      await signUp(reader, email);
      await reader.call('POST', 'login', { email, password: PASSWORD });
      const first = reader.cookies.get('alokpat-session');
      await reader.call('POST', 'login', { email, password: PASSWORD });
      const second = reader.cookies.get('alokpat-session');
      expect(second).toBeTruthy();
      expect(second).not.toBe(first);

      const thief = browser();
      thief.cookies.set('alokpat-session', second as string);
      expect((await thief.call('GET', 'users/me')).status).toBe(200);
      const logout = await reader.call('GET', 'logout');
      expect(logout.status).toBe(200);
      expect(logout.setCookies.some((cookie) => cookie.startsWith('alokpat-signed-in=;') && /Max-Age=0/.test(cookie))).toBe(true);
      expect((await thief.call('GET', 'users/me')).status).toBe(401);
    });

    it('ends a session after the idle timeout and after the absolute timeout', async () => {
      const email = fresh();
      const reader = browser();
      await signUp(reader, email);
      await reader.call('POST', 'login', { email, password: PASSWORD });
      await database.db.execute(sql`update member_sessions set last_seen_at = now() - interval '15 days' where member_id = (select id from members where email = ${email})`);
      expect((await reader.call('GET', 'users/me')).status).toBe(401);
      await reader.call('POST', 'login', { email, password: PASSWORD });
      await database.db.execute(sql`update member_sessions set expires_at = now() - interval '1 second' where member_id = (select id from members where email = ${email})`);
      expect((await reader.call('GET', 'users/me')).status).toBe(401);
    });
  });

  describe('account pre-hijacking', () => {
    it('drops a password set by someone else when the mailbox owner signs in by code, and ends their session', async () => {
      const email = fresh();
      const attacker = browser();
      await attacker.call('POST', 'users/sign-up', { email, password: 'attack9er' });
      await smtp.next(email);
      expect((await attacker.call('POST', 'login', { email, password: 'attack9er' })).status).toBe(200);
      const owner = browser();
      await owner.call('POST', 'users/send-otp', { email, mediums: ['email'], 'always-send': true });
      const { code } = codeAndLink((await smtp.next(email)).text);
      expect((await owner.call('POST', 'login/otp', { email, otp: code })).status).toBe(200);
      expect((await attacker.call('GET', 'users/me')).status).toBe(401);
      expect((await browser().call('POST', 'login', { email, password: 'attack9er' })).status).toBe(401);
    });

    it('drops the password of a sign-up whose own mail is used from another browser (the mailbox owner)', async () => {
      const email = fresh();
      const attacker = browser();
      await attacker.call('POST', 'users/sign-up', { email, password: 'attack9er' });
      const { code, token } = codeAndLink((await smtp.next(email)).text);
      expect(attacker.cookies.has('alokpat-holder')).toBe(true);
      const owner = browser();
      expect((await owner.call('POST', 'login/otp', { email, otp: code })).status).toBe(200);
      expect((await browser().call('POST', 'login', { email, password: 'attack9er' })).status).toBe(401);
      expect(token).toBeTruthy();
    });

    it('drops it too when the owner uses the link of a Verify Email the attacker asked for from their session', async () => {
      const email = fresh();
      const attacker = browser();
      await attacker.call('POST', 'users/sign-up', { email, password: 'attack9er' });
      await smtp.next(email);
      expect((await attacker.call('POST', 'login', { email, password: 'attack9er' })).status).toBe(200);
      await attacker.call('POST', 'users/send-verification-link', { email, 'redirect-url': '/' });
      const { token } = codeAndLink((await smtp.next(email)).text);
      expect((await browser().call('POST', 'login/verification-link', { token })).status).toBe(200);
      expect((await browser().call('POST', 'login', { email, password: 'attack9er' })).status).toBe(401);
    });

    it('does not keep a stranger\'s password when the owner signs up again for the address and uses the code from that browser', async () => {
      const email = fresh();
      const attacker = browser();
      await attacker.call('POST', 'users/sign-up', { email, password: 'attack9er' });
      await smtp.next(email);
      const owner = browser();
      const { code } = await signUp(owner, email);
      // The owner's browser got a holder cookie too (the answer must not differ), but it proves nothing for an existing account.
      expect(owner.cookies.has('alokpat-holder')).toBe(true);
      expect((await owner.call('POST', 'login/otp', { email, otp: code })).status).toBe(200);
      expect((await browser().call('POST', 'login', { email, password: 'attack9er' })).status).toBe(401);
      expect((await browser().call('POST', 'login', { email, password: PASSWORD })).status).toBe(401);
    });

    it('keeps the password when its holder confirms the address with the sign-up code', async () => {
      const email = fresh();
      const reader = browser();
      const { code } = await signUp(reader, email);
      expect((await reader.call('POST', 'login/otp', { email, otp: code })).status).toBe(200);
      expect((await browser().call('POST', 'login', { email, password: PASSWORD })).status).toBe(200);
    });
  });

  describe('the comments service token', () => {
    it('gives a verified member a token in x-integration-token that names them until they sign out', async () => {
      const email = fresh();
      const reader = browser();
      const { code } = await signUp(reader, email);
      await reader.call('POST', 'login/otp', { email, otp: code });
      const answer = await reader.call('GET', `access-token/integrations/${INTEGRATION_ID}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const token = answer.headers.get('x-integration-token') as string;
      const member = await memberOfIntegrationToken(database.db, deps.integrationSecret, token);
      expect(member?.email).toBe(email);
      expect(await memberOfIntegrationToken(database.db, 'another-secret', token)).toBeNull();
      await reader.call('GET', 'logout');
      expect(await memberOfIntegrationToken(database.db, deps.integrationSecret, token)).toBeNull();
    });

    it('refuses anonymous readers, unverified members and unknown integrations', async () => {
      expect((await browser().call('GET', `access-token/integrations/${INTEGRATION_ID}`)).status).toBe(401);
      const email = fresh();
      const reader = browser();
      await signUp(reader, email);
      await reader.call('POST', 'login', { email, password: PASSWORD });
      const unverified = await reader.call('GET', `access-token/integrations/${INTEGRATION_ID}`);
      expect(unverified.status).toBe(403);
      expect(unverified.headers.get('x-integration-token')).toBeNull();
      await reader.call('POST', 'users/send-otp', { email, mediums: ['email'], 'always-send': true });
      await reader.call('POST', 'login/otp', { email, otp: codeAndLink((await smtp.next(email)).text).code });
      expect((await reader.call('GET', 'access-token/integrations/999')).status).toBe(404);
      expect((await reader.call('GET', `access-token/integrations/${INTEGRATION_ID}`)).status).toBe(200);
    });
  });

  describe('CSRF', () => {
    it('refuses a state-changing call without the X-XSRF-TOKEN header or from another origin', async () => {
      const email = fresh();
      const reader = browser();
      await signUp(reader, email);
      await reader.call('POST', 'login', { email, password: PASSWORD });
      expect((await reader.call('POST', 'users/profile', { name: 'X' }, { xsrf: false })).status).toBe(403);
      expect((await reader.call('POST', 'users/profile', { name: 'X' }, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
      expect((await reader.call('POST', 'users/profile', { name: 'X' }, { headers: { 'x-xsrf-token': 'forged-forged-forged-forged' } })).status).toBe(403);
      expect((await reader.call('GET', 'logout', undefined, { xsrf: false })).status).toBe(403);
      expect((await reader.call('GET', 'users/me')).body.user.name).toBe('Rina');
    });

    it("holds the Origin to the host map's origin, not to the Host header the client wrote", async () => {
      const email = fresh();
      const reader = browser('www.alokpat.test');
      await signUp(reader, email);
      await reader.call('POST', 'login', { email, password: PASSWORD });
      const profile = (headers: Record<string, string>) => reader.call('POST', 'users/profile', { name: 'X' }, { headers });
      // The production host is https in the map: its own name over http is another origin.
      expect((await profile({ origin: 'http://www.alokpat.test' })).status).toBe(403);
      // A port written into Host (and echoed in Origin) does not make a page ours.
      expect((await profile({ host: 'www.alokpat.test:8443', origin: 'https://www.alokpat.test:8443' })).status).toBe(403);
      expect((await profile({ origin: '', referer: 'http://www.alokpat.test/profile' })).status).toBe(403);
      expect((await reader.call('GET', 'users/me')).body.user.name).toBe('Rina');
      expect((await profile({ origin: '', referer: 'https://www.alokpat.test/profile' })).status).toBe(200);
      expect((await reader.call('GET', 'users/me')).body.user.name).toBe('X');
    });
  });

  describe('one-time codes and links', () => {
    async function sendCode(reader: Browser, email: string) {
      await reader.call('POST', 'users/send-otp', { email, mediums: ['email'], 'always-send': true });
      return codeAndLink((await smtp.next(email)).text);
    }

    it('answers send-otp and send-verification-link the same for known and unknown emails', async () => {
      const known = fresh();
      await signUp(browser(), known);
      for (const call of ['users/send-otp', 'users/send-verification-link']) {
        const a = await browser().call('POST', call, { email: known, mediums: ['email'], 'redirect-url': '/' });
        const b = await browser().call('POST', call, { email: fresh(), mediums: ['email'], 'redirect-url': '/' });
        expect([a.status, a.body]).toEqual([b.status, b.body]);
      }
    });

    it('stores codes and link tokens hashed', async () => {
      const email = fresh();
      const { code, token } = await sendCode(browser(), email);
      const rows = (await database.db.execute(sql`select token_hash, code_hash from auth_tokens where email = ${email}`)).rows as { token_hash: string; code_hash: string }[];
      expect(JSON.stringify(rows)).not.toContain(code);
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it('kills a code after 5 wrong tries', async () => {
      const email = fresh();
      const reader = browser();
      const { code } = await sendCode(reader, email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt++) expect((await reader.call('POST', 'login/otp', { email, otp: wrong })).status).toBe(401);
      expect((await reader.call('POST', 'login/otp', { email, otp: code })).status).toBe(401);
    });

    it('compares at most 5 of 20 parallel wrong guesses, and the right code is refused after them', async () => {
      const email = fresh();
      const { code } = await issueSecret(database.db, { purpose: 'login', email, memberId: null, withCode: true, ttlMs: CODE_TTL_MS });
      const wrong = (n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');
      const results = await Promise.all(Array.from({ length: 20 }, (_, n) => consumeCode(database.db, 'login', email, wrong(n))));
      // 'invalid' = compared and wrong; 'expired' = refused uncompared, the code being dead.
      expect(results.filter((result) => result === 'invalid').length).toBeLessThanOrEqual(MAX_CODE_ATTEMPTS);
      expect(results.every((result) => result === 'invalid' || result === 'expired')).toBe(true);
      expect(await consumeCode(database.db, 'login', email, code as string)).toBe('expired');
    });

    it('refuses the right code after 20 parallel wrong guesses over HTTP', async () => {
      const email = fresh();
      const { code } = await sendCode(browser(), email);
      const wrong = (n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');
      const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => browser(undefined, `192.0.2.${100 + n}`).call('POST', 'login/otp', { email, otp: wrong(n) })));
      expect(answers.every((answer) => answer.status === 401)).toBe(true);
      expect((await browser(undefined, '192.0.2.99').call('POST', 'login/otp', { email, otp: code })).status).toBe(401);
    });

    it('refuses an expired code and a used one', async () => {
      const email = fresh();
      const reader = browser();
      const first = await sendCode(reader, email);
      await database.db.execute(sql`update auth_tokens set expires_at = now() - interval '1 second' where email = ${email}`);
      expect((await reader.call('POST', 'login/otp', { email, otp: first.code })).status).toBe(401);
      const second = await sendCode(reader, email);
      expect((await reader.call('POST', 'login/otp', { email, otp: second.code })).status).toBe(200);
      expect((await browser().call('POST', 'login/otp', { email, otp: second.code })).status).toBe(401);
    });

    it('keeps codes valid for at most 10 minutes', async () => {
      const email = fresh();
      await sendCode(browser(), email);
      const [row] = (await database.db.execute(sql`select extract(epoch from expires_at - created_at)::int as ttl from auth_tokens where email = ${email}`)).rows as { ttl: number }[];
      expect(row.ttl).toBeLessThanOrEqual(600);
    });

    it('signs in with a link only on the confirming POST, once', async () => {
      const email = fresh();
      const reader = browser();
      await reader.call('POST', 'users/send-verification-link', { email, 'redirect-url': '/bangladesh' });
      const { token } = codeAndLink((await smtp.next(email)).text);
      const confirmed = await reader.call('POST', 'login/verification-link', { token });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body['redirect-url']).toBe('/bangladesh');
      const again = await browser().call('POST', 'login/verification-link', { token });
      expect(again.status).toBe(410);
      expect(again.body.code).toBe('tokenConsumed');
      expect((await browser().call('POST', 'login/verification-link', { token: 'x'.repeat(43) })).body.code).toBe('tokenInvalid');
    });

    it.each(['//evil.example', '/\\evil.example', '%2f%2fevil.example', '/%2fevil.example', 'https:evil.example', 'javascript:alert(1)', '/ok\r\nSet-Cookie: a=b', 'https://evil.example/', 'http://localhost.evil.example/'])(
      'refuses the redirect-url %j',
      async (redirect) => {
        const answer = await browser().call('POST', 'users/send-verification-link', { email: fresh(), 'redirect-url': redirect });
        expect(answer.status).toBe(400);
        expect(answer.body.code).toBe('redirectInvalid');
      },
    );
  });

  describe('forgotten passwords', () => {
    it('answers the same for known and unknown emails, and mails only the known one', async () => {
      const known = fresh();
      await signUp(browser(), known);
      const a = await browser().call('POST', 'users/forgot-password', { email: known, 'current-host': 'trust.localhost:3000' });
      const b = await browser().call('POST', 'users/forgot-password', { email: fresh(), 'current-host': 'localhost:3000' });
      expect([a.status, a.body]).toEqual([b.status, b.body]);
      const { link } = codeAndLink((await smtp.next(known)).text);
      expect(link).toMatch(/^http:\/\/trust\.localhost:3000\/reset-password\?token=/);
    });

    it('answers before looking the email up: the lookup and the mail run after the answer', async () => {
      const known = fresh();
      await signUp(browser(), known);
      const answers: { status: number; body: string; lookupsBeforeAnswer: number }[] = [];
      for (const email of [known, fresh()]) {
        let lookups = 0;
        const background: Promise<void>[] = [];
        const spying: AuthDeps = { ...deps, db: () => (lookups++, deps.db()), afterMail: (work) => background.push(work) };
        const request = new Request('http://localhost:3000/api/auth/v1/users/forgot-password', {
          method: 'POST',
          headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/json', cookie: 'XSRF-TOKEN=raw-http-xsrf-token-0123456789', 'x-xsrf-token': 'raw-http-xsrf-token-0123456789', 'x-forwarded-for': '192.0.2.9' },
          body: JSON.stringify({ email }),
        });
        const response = await callRoute(request, spying);
        // Read at once, before anything scheduled for later can run.
        const lookupsBeforeAnswer = lookups;
        answers.push({ status: response.status, body: await response.text(), lookupsBeforeAnswer });
        await Promise.all(background);
        expect(lookups, JSON.stringify(answers)).toBeGreaterThan(0);
      }
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[0]).toEqual({ status: 200, body: '{"message":"sent"}', lookupsBeforeAnswer: 0 });
      expect(codeAndLink((await smtp.next(known)).text).code).toMatch(/^\d{6}$/);
    });

    it('ignores a current-host that is not ours', async () => {
      const email = fresh();
      await signUp(browser(), email);
      await browser().call('POST', 'users/forgot-password', { email, 'current-host': 'evil.example' });
      expect(codeAndLink((await smtp.next(email)).text).link).toMatch(/^http:\/\/localhost:3000\//);
    });

    it('resets with the code and ends every session', async () => {
      const email = fresh();
      const reader = browser();
      await signUp(reader, email);
      await reader.call('POST', 'login', { email, password: PASSWORD });
      await browser().call('POST', 'users/forgot-password', { email, 'current-host': 'localhost:3000' });
      const { code } = codeAndLink((await smtp.next(email)).text);
      expect((await browser().call('POST', 'users/reset-password', { email, otp: code, 'new-password': 'lake9stone' })).status).toBe(200);
      expect((await reader.call('GET', 'users/me')).status).toBe(401);
      expect((await browser().call('POST', 'login', { email, password: 'lake9stone' })).status).toBe(200);
    });

    it('resets with the token; mismatched passwords and a reused token are refused with an error field', async () => {
      const email = fresh();
      await signUp(browser(), email);
      await browser().call('POST', 'users/forgot-password', { email });
      const { token } = codeAndLink((await smtp.next(email)).text);
      const mismatch = await browser('en.localhost:3000').call('POST', 'users/reset-password-with-token', { token, 'new-password': 'lake9stone', 'confirm-password': 'lake9stones' });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.error).toBe('The passwords do not match');
      const ok = await browser().call('POST', 'users/reset-password-with-token', { token, 'new-password': 'lake9stone', 'confirm-password': 'lake9stone' });
      expect(ok.status).toBe(200);
      const reused = await browser().call('POST', 'users/reset-password-with-token', { token, 'new-password': 'lake9stone', 'confirm-password': 'lake9stone' });
      expect(reused.status).toBe(410);
      expect(typeof reused.body.error).toBe('string');
    });
  });

  describe('change password and profile', () => {
    it('needs the current password and ends the other sessions', async () => {
      const email = fresh();
      const reader = browser();
      const other = browser();
      await signUp(reader, email);
      await reader.call('POST', 'login', { email, password: PASSWORD });
      await other.call('POST', 'login', { email, password: PASSWORD });
      const wrong = await reader.call('POST', 'users/change-password', { 'current-password': 'nope1234', 'new-password': 'lake9stone', 'confirm-password': 'lake9stone' });
      expect(wrong.status).toBe(401);
      const ok = await reader.call('POST', 'users/change-password', { 'current-password': PASSWORD, 'new-password': 'lake9stone', 'confirm-password': 'lake9stone' });
      expect(ok.status).toBe(200);
      expect((await reader.call('GET', 'users/me')).status).toBe(200);
      expect((await other.call('GET', 'users/me')).status).toBe(401);
    });

    it('re-encodes an uploaded avatar without its metadata, and refuses fake and oversize files', async () => {
      const email = fresh();
      const reader = browser();
      await signUp(reader, email);
      await database.db.execute(sql`update members set email_verified = true where email = ${email}`);
      await reader.call('POST', 'login', { email, password: PASSWORD });
      const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#c33' } })
        .png()
        .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
        .toBuffer();
      const fake = await reader.call('PUT', 'uploads', undefined, { raw: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
      expect(fake.status).toBe(415);
      const huge = await reader.call('PUT', 'uploads', undefined, { raw: Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]) });
      expect(huge.status).toBe(413);
      const upload = await reader.call('PUT', 'uploads', undefined, { raw: png });
      expect(upload.status).toBe(201);
      const stolen = await browser().call('POST', 'users/profile', { 'temp-s3-key': upload.body['temp-s3-key'] });
      expect(stolen.status).toBe(401);
      const profile = await reader.call('POST', 'users/profile', { 'temp-s3-key': upload.body['temp-s3-key'], name: 'Rina Das' });
      expect(profile.status).toBe(200);
      expect(profile.body.user.name).toBe('Rina Das');
      expect(profile.body.user['avatar-url']).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.webp$/);
      const stored = fs.readFileSync(path.join(dataDir, 'media', profile.body.user['avatar-s3-key']));
      const meta = await sharp(stored).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 400, 400, undefined]);
      expect(stored.includes('secret-location')).toBe(false);
    });
  });

  describe('avatar uploads (issue 14)', () => {
    async function signedIn() {
      const email = fresh();
      const reader = browser();
      await signUp(reader, email);
      // Verified, as by the mailed link: only verified accounts upload.
      await database.db.execute(sql`update members set email_verified = true where email = ${email}`);
      await reader.call('POST', 'login', { email, password: PASSWORD });
      const id = Number((await database.db.execute(sql`select id from members where email = ${email}`)).rows[0].id);
      return { reader, email, id };
    }
    const pendingFiles = () => (fs.existsSync(path.join(dataDir, 'uploads', 'tmp')) ? fs.readdirSync(path.join(dataDir, 'uploads', 'tmp')) : []);

    it('stores a JPEG with EXIF GPS re-encoded at once: the pending file and the avatar carry no metadata', async () => {
      const { reader, id } = await signedIn();
      const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a6' } })
        .jpeg()
        .withExif({ IFD0: { Artist: 'home-owner', ImageDescription: 'secret-place' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '90/1 24/1 0/1' } })
        .toBuffer();
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      const upload = await reader.call('PUT', 'uploads', undefined, { raw: jpeg });
      expect(upload.status).toBe(201);
      const pending = fs.readFileSync(path.join(dataDir, 'uploads', 'tmp', `${id}.webp`));
      const pendingMeta = await sharp(pending).metadata();
      expect([pendingMeta.format, pendingMeta.exif, pendingMeta.icc, pendingMeta.xmp]).toEqual(['webp', undefined, undefined, undefined]);
      expect(pending.includes('secret-place') || pending.includes('GPS') || pending.includes('Exif')).toBe(false);
      const profile = await reader.call('POST', 'users/profile', { 'temp-s3-key': upload.body['temp-s3-key'] });
      expect(profile.status).toBe(200);
      const stored = fs.readFileSync(path.join(dataDir, 'media', profile.body.user['avatar-s3-key']));
      expect((await sharp(stored).metadata()).exif).toBeUndefined();
      // The pending file is gone once used.
      expect(pendingFiles()).not.toContain(`${id}.webp`);
    });

    it('refuses an account whose email is not verified (403) before reading the body', async () => {
      const { reader, email } = await signedIn();
      await database.db.execute(sql`update members set email_verified = false where email = ${email}`);
      const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
      const answer = await reader.call('PUT', 'uploads', undefined, { raw: png });
      expect(answer.status).toBe(403);
      // Even an oversize body is answered 403, not read to its 413.
      expect((await reader.call('PUT', 'uploads', undefined, { raw: Buffer.alloc(3 * 1024 * 1024) })).status).toBe(403);
    });

    it('keeps one pending upload per account (the quota) and counts uploads per account per hour', async () => {
      const { reader, id } = await signedIn();
      const picture = (colour: string) => sharp({ create: { width: 50, height: 50, channels: 3, background: colour } }).png().toBuffer();
      const first = await reader.call('PUT', 'uploads', undefined, { raw: await picture('#111') });
      const second = await reader.call('PUT', 'uploads', undefined, { raw: await picture('#eee') });
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(pendingFiles().filter((name) => name.startsWith(`${id}`))).toEqual([`${id}.webp`]);
      // The first key no longer names what is stored.
      expect((await reader.call('POST', 'users/profile', { 'temp-s3-key': first.body['temp-s3-key'] })).status).toBe(400);
      const statuses: number[] = [];
      for (let upload = 3; upload <= UPLOADS_PER_HOUR; upload++) statuses.push((await reader.call('PUT', 'uploads', undefined, { raw: await picture('#555') })).status);
      expect(statuses.every((status) => status === 201)).toBe(true);
      const over = await reader.call('PUT', 'uploads', undefined, { raw: await picture('#555') });
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('answers a picture that does not decode with 400 and stores nothing', async () => {
      const { reader, id } = await signedIn();
      const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);
      expect((await reader.call('PUT', 'uploads', undefined, { raw: broken })).status).toBe(400);
      expect(pendingFiles()).not.toContain(`${id}.webp`);
    });
  });

  describe('rate limits', () => {
    it('answers 429 with Retry-After past the per-account mail limit, for known and unknown emails alike', async () => {
      const email = fresh();
      const statuses: number[] = [];
      let last: Awaited<ReturnType<Browser['call']>> | null = null;
      for (let call = 0; call < LIMITS.mailPerAccount.max + 1; call++) {
        last = await browser().call('POST', 'users/send-otp', { email, mediums: ['email'], 'always-send': true });
        statuses.push(last.status);
      }
      expect(statuses.at(-1)).toBe(429);
      expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('does not count link confirmations of different readers against one another', async () => {
      const limited: AuthDeps = { ...deps, limits: { ...deps.limits, codePerAccountIp: { max: 1, windowSeconds: 900 }, passwordPerAccount: { max: 1, windowSeconds: 900 } } };
      for (let reader = 0; reader < 3; reader++) {
        const email = fresh();
        await new Browser(limited).call('POST', 'users/send-verification-link', { email, 'redirect-url': '/' });
        const { token } = codeAndLink((await smtp.next(email)).text);
        expect((await new Browser(limited).call('POST', 'login/verification-link', { token })).status).toBe(200);
      }
    });

    it('slows password guesses per (account, address), and the owner with the password still gets in from another address', async () => {
      const email = fresh();
      await signUp(browser(), email);
      const attacker = browser(undefined, '192.0.2.5');
      let status = 0;
      for (let call = 0; call < LIMITS.passwordPerAccountIp.max + 3; call++) status = (await attacker.call('POST', 'login', { email, password: 'guess1234' })).status;
      expect(status).toBe(429);
      // The right password from the attacker's address is refused too while it backs off...
      expect((await attacker.call('POST', 'login', { email, password: PASSWORD })).status).toBe(429);
      // ...but not from the owner's.
      expect((await browser(undefined, '192.0.2.6').call('POST', 'login', { email, password: PASSWORD })).status).toBe(200);
    });

    it('counts password guesses from one IPv6 /64 together, however the host rotates its address', async () => {
      const email = fresh();
      await signUp(browser(), email);
      let status = 0;
      for (let call = 0; call < LIMITS.passwordPerAccountIp.max + 1; call++) {
        status = (await browser(undefined, `2001:db8:77:1::${(call + 1).toString(16)}`).call('POST', 'login', { email, password: 'guess1234' })).status;
      }
      expect(status).toBe(429);
      expect((await browser(undefined, '2001:db8:77:2::1').call('POST', 'login', { email, password: PASSWORD })).status).toBe(200);
    });

    it('never closes the mailed code path when the account ceiling of password checks is reached', async () => {
      const email = fresh();
      await signUp(browser(), email);
      const tight: AuthDeps = { ...deps, limits: { ...deps.limits, passwordPerAccount: { max: 3, windowSeconds: 900 } } };
      for (let address = 0; address < 6; address++) await new Browser(tight, undefined, `192.0.2.${20 + address}`).call('POST', 'login', { email, password: 'guess1234' });
      const owner = new Browser(tight, undefined, '192.0.2.60');
      expect((await owner.call('POST', 'login', { email, password: PASSWORD })).status).toBe(429);
      await owner.call('POST', 'users/send-otp', { email, mediums: ['email'], 'always-send': true });
      const { code } = codeAndLink((await smtp.next(email)).text);
      expect((await owner.call('POST', 'login/otp', { email, otp: code })).status).toBe(200);
    });

    it('closes only the code path at the account ceiling of code checks: password sign-in and the mailed link still work', async () => {
      const email = fresh();
      await signUp(browser(), email);
      const tight: AuthDeps = { ...deps, limits: { ...deps.limits, codePerAccount: { max: 3, windowSeconds: 900 } } };
      // Wrong codes from many addresses, each within its own (account, address) limit.
      for (let address = 0; address < 6; address++) await new Browser(tight, undefined, `192.0.2.${140 + address}`).call('POST', 'login/otp', { email, otp: '000000' });
      const owner = new Browser(tight, undefined, '192.0.2.160');
      await owner.call('POST', 'users/send-otp', { email, mediums: ['email'], 'always-send': true });
      const { code, token } = codeAndLink((await smtp.next(email)).text);
      const refused = await owner.call('POST', 'login/otp', { email, otp: code });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await owner.call('POST', 'users/reset-password', { email, otp: code, 'new-password': 'other9pass' })).status).toBe(429);
      expect((await new Browser(tight, undefined, '192.0.2.161').call('POST', 'login', { email, password: PASSWORD })).status).toBe(200);
      expect((await owner.call('POST', 'login/verification-link', { token })).status).toBe(200);
    });

    it('does not let a send-otp flood from one address block forgot-password from the owner', async () => {
      const email = fresh();
      await signUp(browser(), email);
      const attacker = browser(undefined, '192.0.2.7');
      for (let call = 0; call < LIMITS.mailPerAccount.max + 5; call++) await attacker.call('POST', 'users/send-otp', { email, mediums: ['email'], 'always-send': true });
      expect((await attacker.call('POST', 'users/forgot-password', { email })).status).toBe(429);
      smtp.inbox.length = 0;
      const answer = await browser(undefined, '192.0.2.8').call('POST', 'users/forgot-password', { email });
      expect(answer.status).toBe(200);
      expect(codeAndLink((await smtp.next(email)).text).code).toMatch(/^\d{6}$/);
    });

    it('rehashes a scrypt password to argon2id at the next sign-in', async () => {
      const email = fresh();
      await signUp(browser(), email);
      const salt = Buffer.from('0123456789abcdef');
      const legacy = ['scrypt', 2 ** 14, 8, 1, salt.toString('base64url'), scryptSync(PASSWORD, salt, 32, { N: 2 ** 14, r: 8, p: 1 }).toString('base64url')].join('$');
      await database.db.execute(sql`update members set password_hash = ${legacy} where email = ${email}`);
      expect((await browser().call('POST', 'login', { email, password: PASSWORD })).status).toBe(200);
      const [row] = (await database.db.execute(sql`select password_hash from members where email = ${email}`)).rows as { password_hash: string }[];
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect((await browser().call('POST', 'login', { email, password: PASSWORD })).status).toBe(200);
    });
  });

  describe('Google one-tap', () => {
    const CLIENT = '1234-test.apps.googleusercontent.com';
    const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const impostor = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = { ...google.publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' };
    const credential = (claims: Record<string, unknown>, key = google.privateKey) => {
      const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const now = Math.floor(Date.now() / 1000);
      const unsigned = `${encode({ alg: 'RS256', kid: 'k1', typ: 'JWT' })}.${encode({ iss: 'https://accounts.google.com', aud: CLIENT, iat: now, exp: now + 600, email_verified: true, name: 'Tania Google', ...claims })}`;
      return `${unsigned}.${sign('RSA-SHA256', Buffer.from(unsigned), key).toString('base64url')}`;
    };
    const withGoogle = () => ({ ...deps, google: { clientId: CLIENT, keys: async () => [jwk] } });

    it('signs in by a credential Google signed for our client id, verified and named', async () => {
      const email = fresh();
      const reader = new Browser(withGoogle());
      const answer = await reader.call('POST', 'login/google-one-tap', { token: credential({ email }) });
      expect(answer.status).toBe(200);
      expect(answer.body.user).toMatchObject({ email, name: 'Tania Google', 'verification-status': 'verified' });
      expect((await reader.call('GET', 'users/me')).status).toBe(200);
    });

    it.each([
      ['another audience', { aud: 'someone-else.apps.googleusercontent.com' }, undefined],
      ['another issuer', { iss: 'https://evil.example' }, undefined],
      ['an expired credential', { exp: Math.floor(Date.now() / 1000) - 10 }, undefined],
      ['an unverified email', { email_verified: false }, undefined],
      ['a forged signature', {}, impostor.privateKey],
    ])('refuses %s', async (_case, claims, key) => {
      const answer = await new Browser(withGoogle()).call('POST', 'login/google-one-tap', { token: credential({ email: fresh(), ...claims }, key) });
      expect(answer.status).toBe(401);
    });

    it('is off without a client id', async () => {
      expect((await browser().call('POST', 'login/google-one-tap', { token: credential({ email: fresh() }) })).status).toBe(404);
    });
  });

  describe('cross-brand sign-in', () => {
    it('signs a reader of the main brand in on the trust brand with a single-use code', async () => {
      const email = fresh();
      const main = browser('localhost:3000');
      await signUp(main, email);
      await main.call('POST', 'login', { email, password: PASSWORD });

      const trust = new Browser(deps, 'trust.localhost:3000');
      const start = await trust.call('GET', 'oauth/start?callback_uri=%2Fprofile');
      expect(start.status).toBe(302);
      const authorizeUrl = new URL(start.headers.get('location') as string);
      expect(authorizeUrl.host).toBe('localhost:3000');
      expect(authorizeUrl.searchParams.get('client_id')).toBe('trust');

      const anonymous = await browser('localhost:3000').call('GET', `oauth/authorize${authorizeUrl.search}`);
      expect(anonymous.headers.get('location')).toMatch(/^\/sign-in\?redirect=%2Fapi%2Fauth%2Fv1%2Foauth%2Fauthorize/);

      const authorized = await main.call('GET', `oauth/authorize${authorizeUrl.search}`);
      const tokenUrl = new URL(authorized.headers.get('location') as string);
      expect(tokenUrl.origin).toBe('http://trust.localhost:3000');
      const redeemed = await trust.call('GET', `oauth/token${tokenUrl.search}`);
      expect(redeemed.status).toBe(302);
      expect(redeemed.headers.get('location')).toBe('http://trust.localhost:3000/profile');
      expect((await trust.call('GET', 'users/me')).body.user.email).toBe(email);

      const replay = new Browser(deps, 'trust.localhost:3000');
      replay.cookies.set('alokpat-oauth-state', new URL(tokenUrl).searchParams.get('state') as string);
      expect((await replay.call('GET', `oauth/token${tokenUrl.search}`)).status).toBe(400);
    });

    it('refuses a redirect_uri of another brand or host, and a callback_uri on another origin', async () => {
      const main = browser('localhost:3000');
      const base = { client_id: 'trust', response_type: 'code', redirect_uri: 'http://trust.localhost:3000/api/auth/v1/oauth/token', callback_uri: 'http://trust.localhost:3000/' };
      for (const change of [{ redirect_uri: 'https://evil.example/api/auth/v1/oauth/token' }, { redirect_uri: 'http://bigyan.localhost:3000/api/auth/v1/oauth/token' }, { callback_uri: 'http://localhost:3000/' }, { client_id: 'main' }]) {
        const answer = await main.call('GET', `oauth/authorize?${new URLSearchParams({ ...base, ...change })}`);
        expect(answer.status).toBe(400);
      }
    });
  });

  describe("the publisher platform's calls (issue 21)", () => {
    /** A member signed in by password just now (a fresh session), on `ip`. */
    async function member(ip = `198.51.100.${counter % 250}`) {
      const email = fresh();
      const reader = browser(undefined, ip);
      await signUp(reader, email);
      expect((await reader.call('POST', 'login', { email, password: PASSWORD })).status).toBe(200);
      const [{ id }] = (await database.db.execute(sql`select id from members where email = ${email}`)).rows as { id: number }[];
      return { reader, email, id };
    }

    /** The code users/send-otp mailed to `email`, asked for by `reader`. */
    async function codeFor(reader: Browser, email: string) {
      expect((await reader.call('POST', 'users/send-otp', { email, mediums: ['email'], 'always-send': true })).status).toBe(200);
      return codeAndLink((await smtp.next(email)).text).code;
    }

    const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

    describe('POST signup', () => {
      it("takes the platform's flat body, mails a code like users/sign-up, signs nobody in, and answers known and unknown emails alike", async () => {
        const email = fresh();
        const reader = browser();
        const answer = await reader.call('POST', 'signup', { name: 'Rina', email, username: email, password: PASSWORD, 'dont-login': false });
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ message: 'sent' });
        expect(answer.setCookies.some((cookie) => cookie.startsWith('alokpat-session='))).toBe(false);
        expect(answer.setCookies.some((cookie) => cookie.startsWith('alokpat-holder=') && /HttpOnly/.test(cookie))).toBe(true);
        const { code } = codeAndLink((await smtp.next(email)).text);
        const signedIn = await reader.call('POST', 'login/otp', { email, otp: code });
        expect(signedIn.status).toBe(200);
        expect(signedIn.body.user).toMatchObject({ email, name: 'Rina', 'verification-status': 'verified' });
        // The holder's browser used the code: the password stays.
        expect((await browser().call('POST', 'login', { email, password: PASSWORD })).status).toBe(200);
        const known = await browser().call('POST', 'signup', { name: 'Rina', email, username: email, password: PASSWORD });
        expect([known.status, known.body]).toEqual([answer.status, answer.body]);
        await smtp.next(email);
      });

      it('takes the fields under user, with redirect-url beside it, and brings the reader back there', async () => {
        const email = fresh();
        const reader = browser();
        const answer = await reader.call('POST', 'signup', { user: { name: 'Tania', email, username: 'tania', password: PASSWORD }, 'redirect-url': '/bangladesh' });
        expect(answer.status).toBe(200);
        const { code } = codeAndLink((await smtp.next(email)).text);
        const signedIn = await reader.call('POST', 'login/otp', { email, otp: code });
        expect(signedIn.body['redirect-url']).toBe('/bangladesh');
        expect(signedIn.body.user.name).toBe('Tania');
        expect((await browser().call('POST', 'login', { email, password: PASSWORD })).status).toBe(200);
      });

      it('validates as users/sign-up does, answering an object with the message', async () => {
        const answer = await browser('en.localhost:3000').call('POST', 'signup', { user: { email: fresh(), password: 'abc1' } });
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ error: 'Password too short', message: 'Password too short', code: 'passwordTooShort', fields: { password: 'passwordTooShort' } });
        const bad = await browser('en.localhost:3000').call('POST', 'signup', { name: 'R', email: 'not-an-email', password: PASSWORD });
        expect([bad.status, bad.body.code, bad.body.fields]).toEqual([400, 'emailInvalid', { email: 'emailInvalid' }]);
      });

      it.each(['//evil.example', 'https://evil.example/', 'javascript:alert(1)'])('refuses the redirect-url %j', async (redirect) => {
        const email = fresh();
        const answer = await browser().call('POST', 'signup', { user: { email, password: PASSWORD }, 'redirect-url': redirect });
        expect([answer.status, answer.body.code]).toEqual([400, 'redirectInvalid']);
        expect(typeof answer.body.message).toBe('string');
      });

      it('refuses a call without the XSRF pair, and creates nothing', async () => {
        const email = fresh();
        const answer = await browser().call('POST', 'signup', { name: 'Rina', email, password: PASSWORD }, { xsrf: false });
        expect(answer.status).toBe(403);
        expect(answer.body.code).toBe('csrf');
        expect(answer.body.message).toBe(answer.body.error);
        expect((await database.db.execute(sql`select id from members where email = ${email}`)).rows).toEqual([]);
      });

      it('counts against the same mail limits as users/sign-up', async () => {
        const email = fresh();
        const reader = browser(undefined, '192.0.2.201');
        for (let call = 0; call < LIMITS.mailPerAccountIp.max; call++) {
          const path = call % 2 ? 'signup' : 'users/sign-up';
          expect((await reader.call('POST', path, { name: 'Rina', email, password: PASSWORD })).status, path).toBe(200);
        }
        for (const path of ['signup', 'users/sign-up']) {
          const refused = await reader.call('POST', path, { user: { email, password: PASSWORD }, email, password: PASSWORD });
          expect(refused.status, path).toBe(429);
          expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
          expect(refused.body.message).toBe(refused.body.error);
        }
      });
    });

    describe('POST users/update-with-otp', () => {
      it('moves the account to an address proven by the code sent there: same id, verified, the password kept, every other session ended', async () => {
        const { reader, email, id } = await member();
        const other = browser();
        await other.call('POST', 'login', { email, password: PASSWORD });
        const next = fresh();
        const code = await codeFor(reader, next);
        const answer = await reader.call('POST', 'users/update-with-otp', { otp: code, user: { email: next, 'verification-status': 'email' } });
        expect(answer.status).toBe(200);
        expect(answer.body.user).toEqual({ id, email: next, name: 'Rina', 'avatar-url': null, 'avatar-s3-key': null, 'verification-status': 'verified' });
        expect(answer.setCookies.some((cookie) => cookie.startsWith('alokpat-session='))).toBe(true);
        expect((await reader.call('GET', 'users/me')).body.user.email).toBe(next);
        expect((await other.call('GET', 'users/me')).status).toBe(401);
        expect((await browser().call('POST', 'login', { email: next, password: PASSWORD })).status).toBe(200);
        expect((await browser().call('POST', 'login', { email, password: PASSWORD })).status).toBe(401);
      });

      it('verifies the member\'s own address with a code asked for without an email, keeping the password of the browser that holds it', async () => {
        const { reader, email } = await member();
        expect((await reader.call('GET', 'users/me')).body.user['verification-status']).toBe('unverified');
        expect((await reader.call('POST', 'users/send-otp', {})).status).toBe(200);
        const { code } = codeAndLink((await smtp.next(email)).text);
        const answer = await reader.call('POST', 'users/update-with-otp', { otp: code, user: { 'verification-status': 'email' } });
        expect(answer.status).toBe(200);
        expect(answer.body.user).toMatchObject({ email, 'verification-status': 'verified' });
        expect((await reader.call('GET', 'users/me')).body.user['verification-status']).toBe('verified');
        expect((await browser().call('POST', 'login', { email, password: PASSWORD })).status).toBe(200);
      });

      it('refuses a reader who is not signed in (401) and a call without the XSRF pair (403), in the error shape with a message', async () => {
        const email = fresh();
        const anonymous = browser('en.localhost:3000');
        const code = await codeFor(anonymous, email);
        const refused = await anonymous.call('POST', 'users/update-with-otp', { otp: code, user: { email } });
        expect(refused.status).toBe(401);
        expect(refused.body).toEqual({ error: 'Please sign in first', message: 'Please sign in first', code: 'notSignedIn' });
        const { reader } = await member();
        const forged = await reader.call('POST', 'users/update-with-otp', { otp: code, user: { email } }, { xsrf: false });
        expect([forged.status, forged.body.code]).toEqual([403, 'csrf']);
        const crossSite = await reader.call('POST', 'users/update-with-otp', { otp: code, user: { email } }, { headers: { origin: 'https://evil.example' } });
        expect(crossSite.status).toBe(403);
        // The code is still good: neither refusal reached it.
        expect((await reader.call('POST', 'users/update-with-otp', { otp: code, user: { email } })).status).toBe(200);
      });

      it('refuses an address that belongs to another account (409) only after its code is proven, and changes nothing', async () => {
        const taken = await member();
        const { reader, email } = await member();
        const code = await codeFor(reader, taken.email);
        // A wrong code says nothing about whether the address has an account.
        const guessed = await reader.call('POST', 'users/update-with-otp', { otp: wrongCode(code), user: { email: taken.email } });
        expect([guessed.status, guessed.body.code]).toEqual([401, 'codeWrong']);
        const refused = await reader.call('POST', 'users/update-with-otp', { otp: code, user: { email: taken.email } });
        expect(refused.status).toBe(409);
        expect(refused.body).toMatchObject({ code: 'emailTaken', fields: { email: 'emailTaken' } });
        expect(refused.body.message).toBe(refused.body.error);
        expect((await reader.call('GET', 'users/me')).body.user.email).toBe(email);
        expect((await taken.reader.call('GET', 'users/me')).body.user.email).toBe(taken.email);
      });

      it('answers wrong codes 401, then 429 with Retry-After once the (address, client) limit is reached', async () => {
        const { reader } = await member('192.0.2.210');
        const next = fresh();
        const code = await codeFor(reader, next);
        const statuses: number[] = [];
        for (let call = 0; call < LIMITS.codePerAccountIp.max; call++) statuses.push((await reader.call('POST', 'users/update-with-otp', { otp: wrongCode(code), user: { email: next } })).status);
        expect(statuses.every((status) => status === 401)).toBe(true);
        const limited = await reader.call('POST', 'users/update-with-otp', { otp: code, user: { email: next } });
        expect(limited.status).toBe(429);
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(limited.body.code).toBe('rateLimited');
      });

      it('does not let a stranger guessing codes for the same address lock the member out', async () => {
        const owner = await member('192.0.2.220');
        const stranger = await member('192.0.2.221');
        const next = fresh();
        const first = await codeFor(owner.reader, next);
        let last = 0;
        for (let call = 0; call < LIMITS.codePerAccountIp.max + 2; call++) last = (await stranger.reader.call('POST', 'users/update-with-otp', { otp: wrongCode(first), user: { email: next } })).status;
        expect(last).toBe(429);
        // The stranger's guesses used up the first code (5 checks), but not the owner's counters: a new code goes through.
        const code = await codeFor(owner.reader, next);
        const answer = await owner.reader.call('POST', 'users/update-with-otp', { otp: code, user: { email: next } });
        expect(answer.status).toBe(200);
        expect(answer.body.user).toMatchObject({ id: owner.id, email: next });
      });

      it('asks a session older than 10 minutes for the current password before it moves the account', async () => {
        const { reader, email } = await member();
        await database.db.execute(sql`update member_sessions set created_at = now() - interval '11 minutes' where member_id = (select id from members where email = ${email})`);
        const next = fresh();
        const code = await codeFor(reader, next);
        const bare = await reader.call('POST', 'users/update-with-otp', { otp: code, user: { email: next } });
        expect([bare.status, bare.body.code, bare.body.fields]).toEqual([401, 'signInAgain', { 'current-password': 'signInAgain' }]);
        const wrong = await reader.call('POST', 'users/update-with-otp', { otp: code, 'current-password': 'nope12345', user: { email: next } });
        expect([wrong.status, wrong.body.code]).toEqual([401, 'currentPasswordWrong']);
        // Neither refusal spent the code.
        const answer = await reader.call('POST', 'users/update-with-otp', { otp: code, 'current-password': PASSWORD, user: { email: next } });
        expect(answer.status).toBe(200);
        expect(answer.body.user.email).toBe(next);
      });

      it('retires the secrets still live for the old address: a reset mailed there no longer opens the account', async () => {
        const { reader, email } = await member();
        await browser().call('POST', 'users/forgot-password', { email });
        const reset = codeAndLink((await smtp.next(email)).text);
        const next = fresh();
        const code = await codeFor(reader, next);
        expect((await reader.call('POST', 'users/update-with-otp', { otp: code, user: { email: next } })).status).toBe(200);
        expect((await browser().call('POST', 'users/reset-password', { email, otp: reset.code, 'new-password': 'lake9stone' })).status).toBe(401);
        expect((await browser().call('POST', 'users/reset-password-with-token', { token: reset.token, 'new-password': 'lake9stone', 'confirm-password': 'lake9stone' })).status).toBe(410);
        expect((await browser().call('POST', 'login', { email: next, password: PASSWORD })).status).toBe(200);
      });

      it('refuses phone numbers and other verification kinds: no phone is kept', async () => {
        const { reader } = await member();
        for (const user of [{ 'login-phone-number': '+8801700000000' }, { 'phone-number': 1700000000 }, { 'verification-status': 'phone' }]) {
          const answer = await reader.call('POST', 'users/update-with-otp', { otp: '123456', user });
          expect([answer.status, answer.body.code]).toEqual([400, 'methodUnsupported']);
        }
      });
    });

    describe('oauth: auto-sso and allow_ajax', () => {
      const base = { client_id: 'trust', response_type: 'code', redirect_uri: 'http://trust.localhost:3000/api/auth/v1/oauth/token', callback_uri: 'http://trust.localhost:3000/donate?x=1' };
      const query = (change: Record<string, string> = {}) => new URLSearchParams({ ...base, ...change }).toString();

      it('signs a reader of the main brand in on the trust brand silently, from the trust brand\'s own start', async () => {
        const { reader: main, email } = await member();
        const trust = new Browser(deps, 'trust.localhost:3000');
        const start = await trust.call('GET', 'oauth/start?callback_uri=%2Fprofile&auto_sso=true');
        const autoUrl = new URL(start.headers.get('location') as string);
        expect(`${autoUrl.origin}${autoUrl.pathname}`).toBe('http://localhost:3000/api/auth/v1/oauth/auto-sso/authorize');
        const authorized = await main.call('GET', `oauth/auto-sso/authorize${autoUrl.search}`);
        expect(authorized.status).toBe(302);
        const tokenUrl = new URL(authorized.headers.get('location') as string);
        expect(`${tokenUrl.origin}${tokenUrl.pathname}`).toBe('http://trust.localhost:3000/api/auth/v1/oauth/token');
        expect(tokenUrl.searchParams.get('code')).toBeTruthy();
        const redeemed = await trust.call('GET', `oauth/token${tokenUrl.search}`);
        expect(redeemed.headers.get('location')).toBe('http://trust.localhost:3000/profile');
        expect((await trust.call('GET', 'users/me')).body.user.email).toBe(email);
      });

      it('sends a reader signed in nowhere straight back to callback_uri with logged_in=false, never to a sign-in page', async () => {
        const answer = await browser('localhost:3000').call('GET', `oauth/auto-sso/authorize?${query()}`);
        expect(answer.status).toBe(302);
        expect(answer.headers.get('location')).toBe('http://trust.localhost:3000/donate?x=1&logged_in=false');
      });

      it.each([
        ['a callback_uri on another site', { callback_uri: 'https://evil.example/' }],
        ['a scheme-relative callback_uri', { callback_uri: '//evil.example/' }],
        ['a javascript: callback_uri', { callback_uri: 'javascript:alert(1)' }],
        ['a callback_uri on the main site', { callback_uri: 'http://localhost:3000/' }],
        ['a callback_uri with user-info', { callback_uri: 'http://trust.localhost:3000@evil.example/' }],
        ['a redirect_uri on another site', { redirect_uri: 'https://evil.example/api/auth/v1/oauth/token' }],
        ['a redirect_uri of another brand', { redirect_uri: 'http://bigyan.localhost:3000/api/auth/v1/oauth/token' }],
        ['a redirect_uri that is not the token endpoint', { redirect_uri: 'http://trust.localhost:3000/anything' }],
        ['the main brand as client', { client_id: 'main' }],
        ['another response_type', { response_type: 'token' }],
      ])('refuses %s (400, no Location) whether or not the reader is signed in', async (_case, change) => {
        const { reader } = await member();
        for (const who of [browser('localhost:3000'), reader]) {
          for (const path of ['oauth/auto-sso/authorize', 'oauth/authorize']) {
            const answer = await who.call('GET', `${path}?${query(change)}&allow_ajax=true`);
            expect(answer.status, path).toBe(400);
            expect(answer.headers.get('location')).toBeNull();
            expect(answer.body).toMatchObject({ code: 'redirectInvalid', message: expect.any(String) });
          }
        }
      });

      it('is the main brand\'s call only', async () => {
        const answer = await new Browser(deps, 'trust.localhost:3000').call('GET', `oauth/auto-sso/authorize?${query()}`);
        expect([answer.status, answer.body.code]).toEqual([400, 'redirectInvalid']);
      });

      it('answers oauth/authorize?allow_ajax=true with 200 { redirect_uri } for a script to follow', async () => {
        const { reader } = await member();
        const answer = await reader.call('GET', `oauth/authorize?${query()}&allow_ajax=true`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('location')).toBeNull();
        expect(Object.keys(answer.body)).toEqual(['redirect_uri']);
        const target = new URL(answer.body.redirect_uri);
        expect(`${target.origin}${target.pathname}`).toBe('http://trust.localhost:3000/api/auth/v1/oauth/token');
        expect(target.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
        expect(target.searchParams.get('callback_uri')).toBe(base.callback_uri);
        // Without allow_ajax, the same call is still a 302.
        expect((await reader.call('GET', `oauth/authorize?${query()}`)).status).toBe(302);
      });

      it('answers an anonymous allow_ajax call with the sign-in page, which comes back to authorize as a page load', async () => {
        const answer = await browser('localhost:3000').call('GET', `oauth/authorize?${query()}&allow_ajax=true`);
        expect(answer.status).toBe(200);
        const signIn = new URL(answer.body.redirect_uri, 'http://localhost:3000');
        expect(signIn.pathname).toBe('/sign-in');
        const back = new URL(signIn.searchParams.get('redirect') as string, 'http://localhost:3000');
        expect(back.pathname).toBe('/api/auth/v1/oauth/authorize');
        expect(back.searchParams.has('allow_ajax')).toBe(false);
        expect(back.searchParams.get('callback_uri')).toBe(base.callback_uri);
      });
    });

    it('answers every accounts error as an object whose message is the edition\'s sentence, beside error and code', async () => {
      const en = browser('en.localhost:3000');
      const answers = [
        await en.call('GET', 'users/me'),
        await en.call('POST', 'users/profile', { name: 'X' }, { xsrf: false }),
        await en.call('POST', 'login', { email: 'nobody@example.com' }),
        await en.call('GET', 'no-such-call'),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([401, 403, 400, 404]);
      for (const answer of answers) {
        expect(answer.body).toMatchObject({ error: expect.any(String), code: expect.any(String) });
        expect(answer.body.message).toBe(answer.body.error);
      }
      expect((await browser('localhost:3000').call('GET', 'users/me')).body.message).toBe('অনুগ্রহ করে আগে লগইন করুন');
    });
  });
});
