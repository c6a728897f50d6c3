/**
 * Forms posted without JavaScript (issue 22): sign-up, sign-in and a story's comment form
 * post a form body to the calls the islands use, and are answered with a 303 to the next
 * page. What a browser sees: where it is sent, which cookies it gets, what the page after
 * says (the `error` code), and what never shows in an address. The hostile cases: posts
 * from another site or from nowhere, return paths to another host, and bodies that are no form.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthDeps } from '@/lib/auth/context';
import { SESSION_COOKIE, TYPED_COOKIE } from '@/lib/auth/cookies';
import { sha256 } from '@/lib/auth/crypto';
import { LIMITS } from '@/lib/auth/limits';
import { createSession } from '@/lib/auth/sessions';
import type { MembersDeps } from '@/lib/comments/http';
import { parseSiteHosts } from '@/lib/config/hosts';
import { members, stories } from '@/lib/db/schema';
import { databaseCounters } from '@/lib/http/rate-limit';
import { issueIntegrationToken } from '@/lib/members/integration-token';
import { callRoute } from '../support/api-routes';
import { codeAndLink, ROOMY_LIMITS, startAccountsWorld, type AccountsWorld } from './accounts-client';
import { DATABASE_TARGETS, type TestDatabase } from './databases';

const PASSWORD = 'river7boat';
const HOSTS = parseSiteHosts('www.alokpat.test=main:bn,en.alokpat.test=main:en,trust.alokpat.test=trust');
const HOST = 'www.alokpat.test';
const ORIGIN = 'https://www.alokpat.test';
const SECRET = 'form-posts-test-secret';

interface Posted {
  readonly status: number;
  /** The Location header, absolute. */
  readonly location: string;
  readonly setCookies: string[];
  readonly text: string;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe.each(DATABASE_TARGETS)('forms posted without JavaScript on $name', (target) => {
  let database: TestDatabase;
  let smtp: AccountsWorld['smtp'];
  let world: AccountsWorld | undefined;
  let authDeps: AuthDeps;
  let membersDeps: MembersDeps;
  let serial = 0;
  let storyId: number;
  const fresh = () => `form-reader${++serial}-${Date.now()}@example.com`;

  /** A browser's native post of `body` to `path` from a page on `ORIGIN` (headers override). */
  async function post(path: string, body: string | Uint8Array, options: { headers?: Record<string, string>; cookie?: string; ip?: string } = {}): Promise<Posted> {
    const headers: Record<string, string> = {
      host: HOST,
      origin: ORIGIN,
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': options.ip ?? `198.51.100.${(serial % 250) + 1}`,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    };
    for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name];
    const request = new Request(`http://${headers.host}${path}`, { method: 'POST', headers, body: typeof body === 'string' ? body : new Blob([new Uint8Array(body)]) });
    const response = await callRoute(request, path.startsWith('/api/members/') ? membersDeps : authDeps);
    return { status: response.status, location: response.headers.get('location') ?? '', setCookies: response.headers.getSetCookie(), text: await response.text() };
  }

  /** The cookie that fills the form in again on the next page (lib/auth/forms.ts, `keptFields`). */
  const typedOf = (answer: Posted) => answer.setCookies.find((cookie) => cookie.startsWith(`${TYPED_COOKIE}=`));
  const keptIn = (answer: Posted): Record<string, string> => JSON.parse(decodeURIComponent((typedOf(answer) ?? '').split(';')[0].slice(TYPED_COOKIE.length + 1)) || '{}');
  const sessionOf = (answer: Posted) => answer.setCookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`) && !/Max-Age=0\b/.test(cookie));
  const cookieHeader = (answer: Posted) =>
    answer.setCookies
      .filter((cookie) => !/Max-Age=0\b/.test(cookie))
      .map((cookie) => cookie.split(';')[0])
      .join('; ');

  /** A member with a password, signed up and confirmed through the JSON-free forms. */
  async function formMember(): Promise<{ email: string; cookie: string }> {
    const email = fresh();
    const signedUp = await post('/api/auth/v1/users/sign-up', form({ name: 'Rina Das', email, password: PASSWORD, 'confirm-password': PASSWORD, 'redirect-url': '/' }));
    const { code } = codeAndLink((await smtp.next(email)).text);
    const confirmed = await post('/api/auth/v1/login', form({ method: 'code', email, otp: code, 'redirect-url': '/' }), { cookie: cookieHeader(signedUp) });
    return { email, cookie: cookieHeader(confirmed) };
  }

  beforeAll(async () => {
    world = await startAccountsWorld(target, { name: 'forms', hosts: HOSTS, limits: ROOMY_LIMITS, integrationSecret: SECRET });
    ({ database, smtp, deps: authDeps } = world);
    membersDeps = {
      db: () => database.db,
      integrationSecret: SECRET,
      moderationKey: null,
      counters: () => databaseCounters(() => database.db),
      hosts: HOSTS,
      meter: { free: 2, period: 'month' },
      secureCookies: true,
    };
    const [row] = await database.db
      .insert(stories)
      .values({ brand: 'main', lang: 'bn', slug: `form-story-${Date.now()}`, headline: 'A story to comment on', access: 'public', publishedAt: new Date(), cards: [] })
      .returning({ id: stories.id });
    storyId = row.id;
  });

  afterAll(() => world?.stop());

  beforeEach(() => {
    smtp.inbox.length = 0;
  });

  describe('sign-up and sign-in', () => {
    it('signs up, then signs in with the mailed code on the sign-in page, ending where the reader was going', async () => {
      const email = fresh();
      const signedUp = await post('/api/auth/v1/users/sign-up', form({ name: 'Rina Das', email, password: PASSWORD, 'confirm-password': PASSWORD, 'redirect-url': '/saved' }));
      expect(signedUp.status).toBe(303);
      expect(signedUp.location).toBe(`${ORIGIN}/sign-in?redirect=%2Fsaved&sent=sign-up`);
      expect(sessionOf(signedUp)).toBeUndefined();

      const { code } = codeAndLink((await smtp.next(email)).text);
      const signedIn = await post('/api/auth/v1/login', form({ method: 'code', email, otp: code, 'redirect-url': '/saved' }), { cookie: cookieHeader(signedUp) });
      expect(signedIn.status).toBe(303);
      expect(signedIn.location).toBe(`${ORIGIN}/saved`);
      expect(sessionOf(signedIn)).toMatch(/HttpOnly/);
    });

    it('signs in with a password and lands on the return path, signed in', async () => {
      const { email } = await formMember();
      const answer = await post('/api/auth/v1/login', form({ method: 'password', email, password: PASSWORD, 'redirect-url': '/profile' }));
      expect(answer.status).toBe(303);
      expect(answer.location).toBe(`${ORIGIN}/profile`);
      expect(sessionOf(answer)).toBeDefined();
    });

    it('lands on a return path written in Bengali letters, as the story page writes it, percent-encoded in the Location', async () => {
      const { email } = await formMember();
      const answer = await post('/api/auth/v1/login', form({ method: 'password', email, password: PASSWORD, 'redirect-url': '/politics/খুলনা-নির্বাচন#comments' }));
      expect(answer.status).toBe(303);
      expect(answer.location).toBe(`${ORIGIN}/politics/${encodeURIComponent('খুলনা-নির্বাচন')}#comments`);
      expect(sessionOf(answer)).toBeDefined();
    });

    it('sends a wrong password back to the sign-in page with the error code, and nothing typed in the address', async () => {
      const { email } = await formMember();
      const answer = await post('/api/auth/v1/login', form({ method: 'password', email, password: 'wrong-horse-9', 'redirect-url': '/profile' }));
      expect(answer.status).toBe(303);
      expect(answer.location).toBe(`${ORIGIN}/sign-in?redirect=%2Fprofile&error=invalidCredentials`);
      expect(sessionOf(answer)).toBeUndefined();
      // The address comes back filled in from an HttpOnly cookie of ten minutes; the password is nowhere in it.
      const typed = typedOf(answer) ?? '';
      expect(typed).toMatch(/HttpOnly/);
      expect(typed).toMatch(/Max-Age=600\b/);
      expect(keptIn(answer)).toEqual({ email });
      expect(typed).not.toContain('wrong-horse-9');

      // Signed in at the next try, the kept address is forgotten.
      const signedIn = await post('/api/auth/v1/login', form({ method: 'password', email, password: PASSWORD, 'redirect-url': '/profile' }), { cookie: typed.split(';')[0] });
      expect(signedIn.location).toBe(`${ORIGIN}/profile`);
      expect(typedOf(signedIn)).toMatch(/Max-Age=0\b/);
    });

    it('forgets the kept address when the reader then signs in through the island’s JSON call', async () => {
      const { email } = await formMember();
      const wrong = await post('/api/auth/v1/login', form({ method: 'password', email, password: 'wrong-horse-9' }));
      const typed = (typedOf(wrong) ?? '').split(';')[0];
      expect(keptIn(wrong)).toEqual({ email });
      const xsrf = 'form-posts-xsrf-token-0123456789';
      const json = await post('/api/auth/v1/login', JSON.stringify({ email, password: PASSWORD }), {
        headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf },
        cookie: `${typed}; XSRF-TOKEN=${xsrf}`,
      });
      expect(json.status).toBe(200);
      expect(typedOf(json)).toMatch(/Max-Age=0\b/);
      // A JSON call that signs nobody in leaves it alone.
      const me = await post('/api/auth/v1/login', JSON.stringify({ email, password: 'wrong-horse-9' }), {
        headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf },
        cookie: `${typed}; XSRF-TOKEN=${xsrf}`,
      });
      expect(me.status).toBe(401);
      expect(typedOf(me)).toBeUndefined();
    });

    it('answers an invalid sign-up back on the sign-up page with the field’s error code, without the password or address', async () => {
      const email = fresh();
      const answer = await post('/api/auth/v1/users/sign-up', form({ name: 'Rina', email, password: 'short', 'confirm-password': 'short' }));
      expect(answer.status).toBe(303);
      expect(answer.location).toBe(`${ORIGIN}/sign-up?error=passwordTooShort`);
      expect(answer.location).not.toContain(encodeURIComponent(email));
      expect(keptIn(answer)).toEqual({ name: 'Rina', email });
      expect(typedOf(answer)).not.toContain('short');
    });

    it('keeps nothing of a name too long to keep, rather than send a cookie of many KB', async () => {
      const email = fresh();
      const name = 'ক'.repeat(300);
      const answer = await post('/api/auth/v1/users/sign-up', form({ name, email, password: 'short', 'confirm-password': 'short' }));
      expect(answer.status).toBe(303);
      expect(typedOf(answer)).toBeUndefined();
      for (const cookie of answer.setCookies) expect(cookie.length).toBeLessThan(1_200);
    });

    it('asks for a code or a link by the method picked, and opens the sign-in page on that step', async () => {
      const { email } = await formMember();
      const code = await post('/api/auth/v1/login', form({ method: 'code', email, password: '' }));
      expect(code.location).toBe(`${ORIGIN}/sign-in?sent=code`);
      expect(codeAndLink((await smtp.next(email)).text).code).toMatch(/^\d{6}$/);
      const link = await post('/api/auth/v1/login', form({ method: 'link', email }));
      expect(link.location).toBe(`${ORIGIN}/sign-in?sent=link`);
    });

    it('keeps a wrong code on the code step of the sign-in page', async () => {
      const { email } = await formMember();
      const answer = await post('/api/auth/v1/login', form({ method: 'code', email, otp: '000000', 'redirect-url': '/saved' }));
      expect(answer.location).toBe(`${ORIGIN}/sign-in?redirect=%2Fsaved&sent=code&error=codeWrong`);
    });

    it('counts form sign-ins against the same limits as the JSON call, per address: the owner elsewhere still signs in', async () => {
      const { email } = await formMember();
      const stranger = '203.0.113.66';
      for (let i = 0; i < LIMITS.passwordPerAccountIp.max; i++) {
        expect((await post('/api/auth/v1/login', form({ email, password: `guess-${i}-x9` }), { ip: stranger })).location).toContain('error=invalidCredentials');
      }
      const limited = await post('/api/auth/v1/login', form({ email, password: PASSWORD }), { ip: stranger });
      expect(limited.location).toMatch(/^https:\/\/www\.alokpat\.test\/sign-in\?error=rateLimited&retry=\d+$/);
      expect(sessionOf(limited)).toBeUndefined();
      const owner = await post('/api/auth/v1/login', form({ email, password: PASSWORD }), { ip: '192.0.2.200' });
      expect(owner.location).toBe(`${ORIGIN}/`);
      expect(sessionOf(owner)).toBeDefined();
    });
  });

  describe('hostile posts', () => {
    it.each([
      ['another site’s Origin', { origin: 'https://evil.example' }],
      ['a sister host’s Origin', { origin: 'https://trust.alokpat.test' }],
      ['this host over another scheme', { origin: 'http://www.alokpat.test' }],
      ['Origin: null', { origin: 'null' }],
      ['no Origin and another site’s Referer', { origin: '', referer: 'https://evil.example/sign-in' }],
      ['neither Origin nor Referer', { origin: '' }],
    ])('refuses a sign-in from %s with 403 and no session', async (_name, headers) => {
      const { email } = await formMember();
      const answer = await post('/api/auth/v1/login', form({ email, password: PASSWORD }), { headers });
      expect(answer.status).toBe(403);
      expect(sessionOf(answer)).toBeUndefined();
      expect(answer.location).toBe('');
    });

    it('takes a post with no Origin whose Referer is a page of this host', async () => {
      const { email } = await formMember();
      const answer = await post('/api/auth/v1/login', form({ email, password: PASSWORD }), { headers: { origin: '', referer: `${ORIGIN}/sign-in` } });
      expect(answer.status).toBe(303);
      expect(sessionOf(answer)).toBeDefined();
    });

    it('refuses a cross-site sign-up with 403 and sends no mail', async () => {
      const email = fresh();
      const answer = await post('/api/auth/v1/users/sign-up', form({ name: 'Rina', email, password: PASSWORD, 'confirm-password': PASSWORD }), { headers: { origin: 'https://evil.example' } });
      expect(answer.status).toBe(403);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.inbox.filter((mail) => mail.to.includes(email))).toHaveLength(0);
    });

    it.each(['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '/%2f%2fevil.example', 'https://www.alokpat.test.evil.example/'])(
      'ends a sign-in whose return path is %s on this host',
      async (redirect) => {
        const { email } = await formMember();
        const answer = await post('/api/auth/v1/login', form({ email, password: PASSWORD, 'redirect-url': redirect }));
        expect(answer.status).toBe(303);
        expect(answer.location).toBe(`${ORIGIN}/`);
        expect(sessionOf(answer)).toBeDefined();
      },
    );

    it.each([
      ['too large', form({ email: 'a@example.com', password: 'x'.repeat(9_000) })],
      ['not ASCII', 'email=a@example.com&password=ভাত'],
      ['a field twice', 'email=a@example.com&email=b@example.com&password=x'],
      ['a broken escape', 'email=a%ZZ@example.com&password=x'],
      ['not UTF-8 once decoded', 'email=%FF%FE@example.com&password=x'],
      ['JSON under a form type', JSON.stringify({ email: 'a@example.com', password: PASSWORD })],
    ])('answers a body that is %s with 400', async (_name, body) => {
      const answer = await post('/api/auth/v1/login', body);
      expect(answer.status).toBe(400);
      expect(sessionOf(answer)).toBeUndefined();
    });

    it('answers invalid UTF-8 bytes with 400', async () => {
      const answer = await post('/api/auth/v1/login', new Uint8Array([0x65, 0x3d, 0xc3, 0x28]));
      expect(answer.status).toBe(400);
    });

    it('still requires the XSRF header of a JSON post, and of a form body sent to a call that has no form', async () => {
      const { email, cookie } = await formMember();
      const json = await post('/api/auth/v1/login', JSON.stringify({ email, password: PASSWORD }), { headers: { 'content-type': 'application/json' } });
      expect(json.status).toBe(403);
      const change = await post('/api/auth/v1/users/change-password', form({ 'current-password': PASSWORD, 'new-password': 'another9river', 'confirm-password': 'another9river' }), { cookie });
      expect(change.status).toBe(403);
      expect(JSON.parse(change.text).code).toBe('csrf');
    });
  });

  describe('a comment posted from the story page', () => {
    async function verifiedMember(): Promise<{ cookie: string; token: string }> {
      const [row] = await database.db.insert(members).values({ email: fresh(), name: 'Rina Das', emailVerified: true }).returning({ id: members.id });
      const session = await createSession(database.db, row.id);
      return { cookie: `${SESSION_COOKIE}=${session.id}`, token: issueIntegrationToken(SECRET, row.id, sha256(session.id)) };
    }

    async function thread(token: string): Promise<string[]> {
      const request = new Request(`http://${HOST}/api/members/v1/comments?story-id=${storyId}`, { headers: { host: HOST, authorization: `Bearer ${token}` } });
      const body = await (await callRoute(request, membersDeps)).json();
      return body.data.map((comment: { attributes: { body: { ops: { insert: string }[] } } }) => comment.attributes.body.ops.map((op) => op.insert).join(''));
    }

    it('posts the comment as the signed-in member and says so on My comments', async () => {
      const rina = await verifiedMember();
      const answer = await post('/api/members/v1/comments', form({ 'story-id': String(storyId), body: 'নদীর পাড়ে নতুন বাঁধ', 'redirect-url': '/story#comments' }), { cookie: rina.cookie });
      expect(answer.status).toBe(303);
      expect(answer.location).toBe(`${ORIGIN}/my-comments?comment=pending`);
      expect(await thread(rina.token)).toContain('নদীর পাড়ে নতুন বাঁধ');
    });

    it('sends a reader who is not signed in to sign-in, coming back to the story’s comments', async () => {
      const answer = await post('/api/members/v1/comments', form({ 'story-id': String(storyId), body: 'Hello', 'redirect-url': '/story#comments' }));
      expect(answer.location).toBe(`${ORIGIN}/sign-in?redirect=${encodeURIComponent('/story#comments')}`);
    });

    it.each(['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)'])('never sends a reader who is not signed in to %s', async (redirect) => {
      const answer = await post('/api/members/v1/comments', form({ 'story-id': String(storyId), body: 'Hello', 'redirect-url': redirect }));
      expect(answer.location).toBe(`${ORIGIN}/sign-in`);
    });

    it('comes back with the error code of an empty comment, storing nothing', async () => {
      const rina = await verifiedMember();
      const answer = await post('/api/members/v1/comments', form({ 'story-id': String(storyId), body: '   ' }), { cookie: rina.cookie });
      expect(answer.location).toBe(`${ORIGIN}/my-comments?comment=empty`);
      expect(await thread(rina.token)).toEqual([]);
    });

    it.each([
      ['another site’s Origin', { origin: 'https://evil.example' }],
      ['neither Origin nor Referer', { origin: '' }],
    ])('refuses a comment from %s with 403, storing nothing', async (_name, headers) => {
      const rina = await verifiedMember();
      const answer = await post('/api/members/v1/comments', form({ 'story-id': String(storyId), body: 'Planted' }), { cookie: rina.cookie, headers });
      expect(answer.status).toBe(403);
      expect(await thread(rina.token)).toEqual([]);
    });

    it('answers an oversize or junk comment body with 400', async () => {
      const rina = await verifiedMember();
      expect((await post('/api/members/v1/comments', form({ 'story-id': String(storyId), body: 'ক'.repeat(3_000) }), { cookie: rina.cookie })).status).toBe(400);
      expect((await post('/api/members/v1/comments', 'story-id=1&story-id=2&body=x', { cookie: rina.cookie })).status).toBe(400);
    });
  });
});
