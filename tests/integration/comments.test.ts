import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '@/lib/auth/sessions';
import { sha256 } from '@/lib/auth/crypto';
import { databaseCounters } from '@/lib/http/rate-limit';
import type { MembersDeps } from '@/lib/comments/http';
import { parseSiteHosts } from '@/lib/config/hosts';
import { renderStory } from '@/lib/content/prepare-cards';
import type { StoryCard } from '@/lib/content/story-types';
import { commentModerators, comments, members, stories } from '@/lib/db/schema';
import { issueIntegrationToken } from '@/lib/members/integration-token';
import { meterPeriod, nextMeterPeriod } from '@/lib/meter/period';
import { callRoute } from '../support/api-routes';
import { DATABASE_TARGETS, type TestDatabase } from './databases';

const HOSTS = parseSiteHosts('www.alokpat.test=main:bn,en.alokpat.test=main:en');
const HOST = 'www.alokpat.test';
const SECRET = 'comments-test-secret';
const MODERATION_KEY = 'moderation-test-key-0123456789';
const GATED_TEXT = 'The whole registered-only text, never in public HTML.';

interface Reply {
  readonly status: number;
  readonly headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the JSON a client reads
  readonly body: any;
}

interface Member {
  readonly id: number;
  readonly token: string;
  readonly session: string;
}

const text = (value: string) => ({ ops: [{ insert: value }] });

describe.each(DATABASE_TARGETS)('the comments service on $name', (target) => {
  let database: TestDatabase;
  let deps: MembersDeps;
  let publicStory: number;
  let gatedStory: number;
  let otherGated: number;
  let thirdGated: number;
  let englishStory: number;
  let serial = 0;

  async function call(method: string, path: string, options: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string>; cookie?: string; now?: Date } = {}): Promise<Reply> {
    const headers: Record<string, string> = { host: HOST, 'x-forwarded-for': `192.0.2.${(serial % 200) + 1}`, ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = options.cookie;
    if (options.body !== undefined || options.raw !== undefined) headers['content-type'] ??= 'application/json';
    const request = new Request(`http://${headers.host}/api/members/v1/${path}`, { method, headers, body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) });
    const response = await callRoute(request, options.now ? { ...deps, now: () => options.now } : deps);
    return { status: response.status, headers: response.headers, body: await response.json() };
  }

  async function member(name = 'Rina Das'): Promise<Member> {
    const [row] = await database.db
      .insert(members)
      .values({ email: `commenter${++serial}-${Date.now()}@example.com`, name, emailVerified: true })
      .returning({ id: members.id });
    const session = await createSession(database.db, row.id);
    return { id: row.id, session: session.id, token: issueIntegrationToken(SECRET, row.id, sha256(session.id)) };
  }

  async function story(access: 'public' | 'login', lang: 'bn' | 'en' = 'bn'): Promise<number> {
    const [row] = await database.db
      .insert(stories)
      .values({
        brand: 'main',
        lang,
        slug: `comment-story-${++serial}-${Date.now()}`,
        headline: `Story ${serial}`,
        access,
        publishedAt: new Date(),
        cards: [{ id: 'c1', elements: [{ type: 'text', text: `<p>${GATED_TEXT}</p><script>alert(1)</script>` }] }],
      })
      .returning({ id: stories.id });
    return row.id;
  }

  /** Forgets a member's posting counters, for tests that post more than the per-minute limit for another reason. */
  async function resetLimits(who: Member): Promise<void> {
    await database.db.execute(sql`delete from rate_limits where key = ${`comment-minute:${who.id}`}`);
  }

  /** A member whose comments are no longer held as a newcomer's. */
  async function trustedMember(): Promise<Member> {
    const trusted = await member('Trusted');
    for (let i = 0; i < 2; i += 1) {
      const posted = await call('POST', 'comments', { token: trusted.token, body: { 'story-id': publicStory, body: text(`Warm-up ${i}`) } });
      await call('POST', `moderation/comments/${posted.body.data.id}`, { headers: { authorization: `Bearer ${MODERATION_KEY}` }, body: { status: 'approved' } });
    }
    return trusted;
  }

  beforeAll(async () => {
    database = await target.create();
    deps = {
      db: () => database.db,
      integrationSecret: SECRET,
      moderationKey: MODERATION_KEY,
      counters: () => databaseCounters(() => database.db),
      hosts: HOSTS,
      meter: { free: 2, period: 'month' },
      secureCookies: true,
    };
    publicStory = await story('public');
    gatedStory = await story('login');
    otherGated = await story('login');
    thirdGated = await story('login');
    englishStory = await story('public', 'en');
  });

  afterAll(async () => {
    await database?.drop();
  });

  describe('posting and moderation', () => {
    it('holds a new member’s comment: pending for them, invisible to everyone else until a moderator approves it', async () => {
      const rina = await member();
      const posted = await call('POST', 'comments', { token: rina.token, body: { 'story-id': publicStory, body: text('প্রথম মন্তব্য') } });
      expect(posted.status).toBe(201);
      expect(posted.body.data.attributes.status).toBe('pending');
      expect(posted.headers.get('cache-control')).toBe('private, no-store');
      const id = posted.body.data.id;

      const own = await call('GET', `comments?story-id=${publicStory}`, { token: rina.token });
      expect(own.body.data.map((c: { id: number }) => c.id)).toContain(id);
      const anonymous = await call('GET', `comments?story-id=${publicStory}`);
      expect(anonymous.body.data.map((c: { id: number }) => c.id)).not.toContain(id);

      const queue = await call('GET', 'moderation/comments', { headers: { authorization: `Bearer ${MODERATION_KEY}` } });
      expect(queue.body.data.find((c: { id: number }) => c.id === id).meta.reason).toBe('new-member');
      const approved = await call('POST', `moderation/comments/${id}`, { headers: { authorization: `Bearer ${MODERATION_KEY}` }, body: { status: 'approved' } });
      expect(approved.body.data.attributes.status).toBe('approved');
      const after = await call('GET', `comments?story-id=${publicStory}`);
      const shown = after.body.data.find((c: { id: number }) => c.id === id);
      expect(shown.attributes.body.ops).toEqual([{ insert: 'প্রথম মন্তব্য' }]);
      expect(shown.attributes.author.name).toBe('Rina Das');
      expect(JSON.stringify(after.body)).not.toContain('@example.com');
    });

    it('approves a trusted member at once, but holds listed words in Bengali and English however they are disguised', async () => {
      const trusted = await trustedMember();
      const clean = await call('POST', 'comments', { token: trusted.token, body: { 'story-id': publicStory, body: text('A fair point, well made.') } });
      expect(clean.body.data.attributes.status).toBe('approved');
      for (const disguised of ['তুই হারাম\u200Cজাদা', 'তুই হারামজাদা'.normalize('NFD'), 'F.U.C.K this', 'ｓｈｉｔ', 'sh1t', 'b a s t a r d', 'কুত্তার    বাচ্চা']) {
        await resetLimits(trusted);
        const held = await call('POST', 'comments', { token: trusted.token, body: { 'story-id': englishStory, body: text(disguised) }, headers: { host: 'en.alokpat.test' } });
        expect(held.status, disguised).toBe(201);
        expect(held.body.data.attributes.status, disguised).toBe('pending');
      }
    });

    it('keeps HTML and script as inert text in the ops, and refuses anything that is not text or a mention', async () => {
      const rina = await member();
      const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>';
      const posted = await call('POST', 'comments', { token: rina.token, body: { 'story-id': publicStory, body: { ops: [{ insert: hostile }, { insert: { mention: { id: 3, name: '<b>Tom</b>' } } }] } } });
      expect(posted.status).toBe(201);
      expect(posted.body.data.attributes.body.ops).toEqual([{ insert: hostile }, { insert: { mention: { id: 3, name: '<b>Tom</b>' } } }]);
      for (const body of [{ ops: [{ insert: { image: 'x.png' } }] }, { ops: [{ insert: 'hi', attributes: { link: 'javascript:alert(1)' }, retain: 1 }] }, { ops: 'text' }, 'plain', { ops: [{ insert: { mention: { id: 'x', name: 'a' } } }] }]) {
        const refused = await call('POST', 'comments', { token: rina.token, body: { 'story-id': publicStory, body } });
        expect(refused.status, JSON.stringify(body)).toBe(400);
      }
      const blank = await call('POST', 'comments', { token: rina.token, body: { 'story-id': publicStory, body: text('  \n ') } });
      expect(blank.status).toBe(400);
      expect(blank.body.code).toBe('empty');
      expect(blank.body.error).toBe('অনুগ্রহ করে মন্তব্য লিখুন');
    });

    it('refuses oversize bodies, malformed JSON and wrong content types', async () => {
      const rina = await member();
      const long = await call('POST', 'comments', { token: rina.token, body: { 'story-id': publicStory, body: text('অ'.repeat(2_001)) } });
      expect(long.status).toBe(413);
      expect(long.body.code).toBe('tooLong');
      const huge = await call('POST', 'comments', { token: rina.token, raw: JSON.stringify({ 'story-id': publicStory, body: text('x'.repeat(40_000)) }) });
      expect(huge.status).toBe(413);
      const manyOps = await call('POST', 'comments', { token: rina.token, body: { 'story-id': publicStory, body: { ops: Array.from({ length: 101 }, () => ({ insert: 'a' })) } } });
      expect(manyOps.status).toBe(413);
      expect((await call('POST', 'comments', { token: rina.token, raw: '{"story-id": 1,' })).status).toBe(400);
      expect((await call('POST', 'comments', { token: rina.token, raw: 'x', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
      expect((await call('POST', 'comments', { token: rina.token, body: { 'story-id': 'DROP TABLE', body: text('hi') } })).status).toBe(400);
      expect((await call('POST', 'comments', { token: rina.token, body: { 'story-id': 999_999_999, body: text('hi') } })).status).toBe(404);
      // A story of another edition is not this host's story.
      expect((await call('POST', 'comments', { token: rina.token, body: { 'story-id': englishStory, body: text('hi') } })).status).toBe(404);
    });

    it('rate-limits posting per member', async () => {
      const rina = await member();
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) statuses.push((await call('POST', 'comments', { token: rina.token, body: { 'story-id': publicStory, body: text(`Comment ${i}`) } })).status);
      expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
      expect(statuses.slice(5)).toEqual([429, 429]);
    });
  });

  describe('tokens', () => {
    it('refuses anonymous, forged, expired and signed-out tokens', async () => {
      const rina = await member();
      const body = { 'story-id': publicStory, body: text('hello') };
      expect((await call('POST', 'comments', { body })).status).toBe(401);
      const [header, payload] = rina.token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: String(rina.id + 1) })).toString('base64url');
      expect((await call('POST', 'comments', { token: `${header}.${forgedPayload}.${rina.token.split('.')[2]}`, body })).status).toBe(401);
      const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
      expect((await call('POST', 'comments', { token: none, body })).status).toBe(401);
      const otherSecret = issueIntegrationToken('not-the-secret', rina.id, sha256(rina.session));
      expect((await call('POST', 'comments', { token: otherSecret, body })).status).toBe(401);
      const expired = issueIntegrationToken(SECRET, rina.id, sha256(rina.session), Date.now() - 16 * 60_000);
      expect((await call('POST', 'comments', { token: expired, body })).status).toBe(401);
      // The session cookie alone does not authorise a comment.
      expect((await call('POST', 'comments', { cookie: `alokpat-session=${rina.session}`, body })).status).toBe(401);
    });

    it('refuses a call whose Origin is another site', async () => {
      const rina = await member();
      const answer = await call('POST', 'comments', { token: rina.token, headers: { origin: 'https://evil.example' }, body: { 'story-id': publicStory, body: text('hello') } });
      expect(answer.status).toBe(403);
    });
  });

  describe('editing and deleting', () => {
    it('lets a member edit and delete their own comment within 15 minutes, and nobody else’s', async () => {
      const rina = await member();
      const mallory = await member('Mallory');
      const posted = await call('POST', 'comments', { token: rina.token, body: { 'story-id': publicStory, body: text('Frist') } });
      const id = posted.body.data.id;
      expect(posted.body.data.attributes['editable-until']).not.toBeNull();

      expect((await call('PATCH', `comments/${id}`, { token: mallory.token, body: { body: text('Hijacked') } })).status).toBe(404);
      expect((await call('DELETE', `comments/${id}`, { token: mallory.token })).status).toBe(404);
      const edited = await call('PATCH', `comments/${id}`, { token: rina.token, body: { body: text('First') } });
      expect(edited.status).toBe(200);
      expect(edited.body.data.attributes.body.ops).toEqual([{ insert: 'First' }]);

      const late = new Date(Date.now() + 16 * 60_000);
      const lateToken = issueIntegrationToken(SECRET, rina.id, sha256(rina.session), late.getTime() - 60_000);
      const tooLate = await call('PATCH', `comments/${id}`, { token: lateToken, body: { body: text('Later') }, now: late });
      expect(tooLate.status).toBe(403);
      expect(tooLate.body.error).toBe('মন্তব্য পাঠানোর ১৫ মিনিটের মধ্যেই শুধু বদলানো যায়');
      expect((await call('DELETE', `comments/${id}`, { token: rina.token })).status).toBe(200);
      expect((await call('GET', `comments?story-id=${publicStory}`, { token: rina.token })).body.data.map((c: { id: number }) => c.id)).not.toContain(id);
    });

    it('moderates an edit again, so approved text cannot be swapped for abuse', async () => {
      const trusted = await trustedMember();
      const posted = await call('POST', 'comments', { token: trusted.token, body: { 'story-id': publicStory, body: text('Nice story') } });
      expect(posted.body.data.attributes.status).toBe('approved');
      const edited = await call('PATCH', `comments/${posted.body.data.id}`, { token: trusted.token, body: { body: text('শালা') } });
      expect(edited.body.data.attributes.status).toBe('pending');
    });

    it('keeps a trusted member’s clean edit approved', async () => {
      const trusted = await trustedMember();
      const posted = await call('POST', 'comments', { token: trusted.token, body: { 'story-id': publicStory, body: text('Good point') } });
      const edited = await call('PATCH', `comments/${posted.body.data.id}`, { token: trusted.token, body: { body: text('Good point, well made') } });
      expect(edited.body.data.attributes.status).toBe('approved');
    });

    it('refuses to delete a comment others have replied to, so their replies are not lost', async () => {
      const rina = await trustedMember();
      const karim = await trustedMember();
      const posted = await call('POST', 'comments', { token: rina.token, body: { 'story-id': publicStory, body: text('Question?') } });
      const reply = await call('POST', 'comments', { token: karim.token, body: { 'story-id': publicStory, 'parent-id': posted.body.data.id, body: text('Answer.') } });
      expect(reply.status).toBe(201);
      const refused = await call('DELETE', `comments/${posted.body.data.id}`, { token: rina.token });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe('এই মন্তব্যে অন্যরা উত্তর দিয়েছেন, তাই এটি আর মুছে ফেলা যাবে না।');
      const thread = await call('GET', `comments?story-id=${publicStory}`, { token: karim.token });
      expect(JSON.stringify(thread.body)).toContain('Answer.');
    });
  });

  describe('replies and paging', () => {
    it('nests replies one level and pages top-level comments 20 at a time', async () => {
      const trusted = await trustedMember();
      const fresh = await story('public');
      const ids: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        const posted = await call('POST', 'comments', { token: trusted.token, body: { 'story-id': fresh, body: text(`Comment ${i}`) }, headers: { 'x-forwarded-for': `198.18.0.${i}` } });
        ids.push(posted.body.data.id);
        await resetLimits(trusted);
      }
      const reply = await call('POST', 'comments', { token: trusted.token, body: { 'story-id': fresh, 'parent-id': ids[20], body: text('A reply') } });
      expect(reply.status).toBe(201);
      const deeper = await call('POST', 'comments', { token: trusted.token, body: { 'story-id': fresh, 'parent-id': reply.body.data.id, body: text('Too deep') } });
      expect(deeper.status).toBe(400);
      expect(deeper.body.code).toBe('replyDepth');
      const elsewhere = await call('POST', 'comments', { token: trusted.token, body: { 'story-id': publicStory, 'parent-id': ids[0], body: text('Wrong story') } });
      expect(elsewhere.status).toBe(404);

      const first = await call('GET', `comments?story-id=${fresh}`);
      expect(first.body.total).toBe(21);
      expect(first.body.data).toHaveLength(20);
      expect(first.body.data[0].id).toBe(ids[20]);
      expect(first.body.data[0].replies.map((r: { id: number }) => r.id)).toEqual([reply.body.data.id]);
      const second = await call('GET', `comments?story-id=${fresh}&page=2`);
      expect(second.body.data.map((c: { id: number }) => c.id)).toEqual([ids[0]]);
      expect((await call('GET', `comments?story-id=${fresh}&page=0`)).status).toBe(400);
      expect((await call('GET', 'comments')).status).toBe(400);
    });

    /** Approved (or `status`) comments by `who` under `storyId`, created at the given PostgreSQL timestamps, oldest first; their ids. */
    async function seedComments(storyId: number, who: Member, times: readonly string[], status: 'approved' | 'pending' = 'approved'): Promise<number[]> {
      const rows = await database.db
        .insert(comments)
        .values(times.map((at, i) => ({ storyId, memberId: who.id, ops: [{ insert: `Seeded ${i}` }], status, createdAt: sql`${at}::timestamptz`, updatedAt: sql`${at}::timestamptz` })))
        .returning({ id: comments.id });
      return rows.map((row) => row.id);
    }

    it('follows `next` from page to page: a comment posted meanwhile neither repeats one nor pushes one out, to the microsecond', async () => {
      const fresh = await story('public');
      const rina = await member();
      // Five comments within one millisecond (so a millisecond cursor would lose some), two at the very same instant (the id decides), then one a second.
      const times = [
        ...[1, 2, 3, 4, 5].map((us) => `2026-11-01T00:00:00.000${us}00Z`),
        '2026-11-01T00:00:00.5Z',
        '2026-11-01T00:00:00.5Z',
        ...Array.from({ length: 17 }, (_, i) => `2026-11-01T00:00:${String(i + 1).padStart(2, '0')}Z`),
      ];
      const ids = await seedComments(fresh, rina, times);
      const newestFirst = [...ids].reverse();

      const first = await call('GET', `comments?story-id=${fresh}`);
      expect(first.status).toBe(200);
      expect(first.body.data.map((c: { id: number }) => c.id)).toEqual(newestFirst.slice(0, 20));
      expect(first.body.total).toBe(24);
      expect(first.body.next).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]+$/));

      const posted = await call('POST', 'comments', { token: rina.token, body: { 'story-id': fresh, body: text('Posted between pages') } });
      expect(posted.status).toBe(201);
      // The same comment approved, so anyone's thread has one more at its head.
      await call('POST', `moderation/comments/${posted.body.data.id}`, { headers: { authorization: `Bearer ${MODERATION_KEY}` }, body: { status: 'approved' } });

      const second = await call('GET', `comments?story-id=${fresh}&before=${first.body.next}`);
      expect(second.status).toBe(200);
      expect(second.body.data.map((c: { id: number }) => c.id)).toEqual(newestFirst.slice(20));
      expect(second.body.next).toBeNull();
      expect(second.body.total).toBe(25);
      const seen = [...first.body.data, ...second.body.data].map((c: { id: number }) => c.id);
      expect(new Set(seen).size).toBe(24);
      expect(seen.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));

      // Page by page, 20 at a time from the head: the new comment first, then all 24 once each.
      const again = await call('GET', `comments?story-id=${fresh}`);
      expect(again.body.data[0].id).toBe(posted.body.data.id);
      const rest = await call('GET', `comments?story-id=${fresh}&before=${again.body.next}`);
      expect([...again.body.data, ...rest.body.data].map((c: { id: number }) => c.id)).toEqual([posted.body.data.id, ...newestFirst]);
    });

    it('pages the member’s activity and the moderation queue by cursor too, without skipping what was decided meanwhile', async () => {
      const fresh = await story('public');
      const rina = await member();
      const mine = await seedComments(fresh, rina, ['2026-10-01T00:00:00Z', '2026-10-01T00:00:01Z', '2026-10-01T00:00:02Z']);
      const own = await call('GET', `comments/activity?per_page=2`, { token: rina.token });
      expect(own.body.data.map((c: { id: number }) => c.id)).toEqual([mine[2], mine[1]]);
      await call('POST', 'comments', { token: rina.token, body: { 'story-id': fresh, body: text('Newer') } });
      const ownNext = await call('GET', `comments/activity?per_page=2&page=2&before=${own.body.next}`, { token: rina.token });
      expect(ownNext.body.data.map((c: { id: number }) => c.id)).toEqual([mine[0]]);
      expect(ownNext.body.page).toBe(2);
      expect(ownNext.body.next).toBeNull();

      // Pending comments older than any other, so they head the queue (oldest first).
      const held = await seedComments(fresh, rina, Array.from({ length: 25 }, (_, i) => `2000-01-01T00:00:${String(i).padStart(2, '0')}Z`), 'pending');
      const moderator = { authorization: `Bearer ${MODERATION_KEY}` };
      const queue = await call('GET', 'moderation/comments', { headers: moderator });
      expect(queue.body.data.map((c: { id: number }) => c.id)).toEqual(held.slice(0, 20));
      // Deciding five of the first page takes them out of the queue: an offset would now skip five.
      for (const id of held.slice(0, 5)) await call('POST', `moderation/comments/${id}`, { headers: moderator, body: { status: 'approved' } });
      const after = await call('GET', `moderation/comments?after=${queue.body.next}`, { headers: moderator });
      expect(after.body.data.map((c: { id: number }) => c.id).slice(0, 5)).toEqual(held.slice(20));
      for (const id of held.slice(5)) await call('POST', `moderation/comments/${id}`, { headers: moderator, body: { status: 'rejected' } });
    });

    it('answers 400 for anything but a cursor it wrote, and an empty page for a cursor past every comment', async () => {
      const rina = await member();
      const encode = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
      const hostile = [
        '',
        'garbage!',
        '../../etc/passwd',
        "1' or '1'='1",
        'x'.repeat(100_000),
        encode({ t: 1, id: 1 }) + '==',
        encode({ t: -1, id: 1 }),
        encode({ t: 1, id: -1 }),
        encode({ t: 1, id: 0 }),
        encode({ t: 1, id: 2_147_483_648 }),
        encode({ t: 1.5, id: 1 }),
        encode({ t: '1', id: 1 }),
        encode({ t: 1, id: '1' }),
        encode({ t: null, id: 1 }),
        encode({ t: [1], id: 1 }),
        encode({ t: { $gt: 0 }, id: 1 }),
        encode({ t: Number.MAX_SAFE_INTEGER + 2, id: 1 }),
        encode('{"t":1e300,"id":1}'),
        encode('{"t":1,"id":1,"x":1}'),
        encode('{"id":1,"t":1}'),
        encode('{ "t": 1, "id": 1 }'),
        encode([1, 1]),
        encode(null),
        encode('not json'),
        Buffer.from([0xff, 0xfe, 0x00]).toString('base64url'),
      ];
      for (const cursor of hostile) {
        const param = encodeURIComponent(cursor);
        for (const [path, options] of [
          [`comments?story-id=${publicStory}&before=${param}`, {}],
          [`comments/activity?before=${param}`, { token: rina.token }],
          [`moderation/comments?after=${param}`, { headers: { authorization: `Bearer ${MODERATION_KEY}` } }],
        ] as const) {
          const answer = await call('GET', path, options);
          expect(answer.status, `${path.split('?')[0]} ${cursor.slice(0, 40)}`).toBe(400);
          expect(answer.body).toEqual({ error: expect.any(String), code: 'invalid' });
        }
      }
      // Well-formed cursors at either end of their range name no comment and break nothing.
      const oldest = await call('GET', `comments?story-id=${publicStory}&before=${encode({ t: 0, id: 1 })}`);
      expect(oldest.status).toBe(200);
      expect(oldest.body.data).toEqual([]);
      expect(oldest.body.next).toBeNull();
      const latest = await call('GET', `comments?story-id=${publicStory}&before=${encode({ t: Number.MAX_SAFE_INTEGER, id: 2_147_483_647 })}`);
      expect(latest.status).toBe(200);
      expect(latest.body.data.length).toBeGreaterThan(0);
    });
  });

  describe('activity', () => {
    it('lists the member’s comments with page headline, url, status and date, only for themselves', async () => {
      const rina = await member();
      const mallory = await member('Mallory');
      for (let i = 0; i < 3; i += 1) await call('POST', 'comments', { token: rina.token, body: { 'story-id': publicStory, body: text(`Mine ${i}`) } });
      const own = await call('GET', `comments/activity?account_id=${rina.id}&per_page=2&page=1`, { token: rina.token });
      expect(own.status).toBe(200);
      expect(own.body.total).toBe(3);
      expect(own.body.data).toHaveLength(2);
      const record = own.body.data[0];
      expect(record.attributes.body.ops).toEqual([{ insert: 'Mine 2' }]);
      expect(record.attributes.status).toBe('pending');
      expect(record.attributes.page.headline).toMatch(/^Story /);
      expect(record.attributes.page.url).toMatch(/^\/comment-story-/);
      expect(Date.parse(record.attributes.created_at)).not.toBeNaN();
      const viaJwt = await call('GET', `comments/activity?account_id=${rina.id}&jwt=${rina.token}`);
      expect(viaJwt.body.per_page).toBe(20);
      expect(viaJwt.body.data).toHaveLength(3);
      expect((await call('GET', `comments/activity?account_id=${rina.id}`, { token: mallory.token })).status).toBe(403);
      expect((await call('GET', `comments/activity?account_id=${rina.id}`)).status).toBe(401);
      expect((await call('GET', `comments/activity?per_page=500`, { token: rina.token })).status).toBe(400);
    });
  });

  describe('moderators', () => {
    it('accepts the API key or a member with the moderator role, and nobody else', async () => {
      const rina = await member();
      const posted = await call('POST', 'comments', { token: rina.token, body: { 'story-id': publicStory, body: text('Held') } });
      const id = posted.body.data.id;
      expect((await call('GET', 'moderation/comments')).status).toBe(401);
      expect((await call('GET', 'moderation/comments', { headers: { authorization: 'Bearer wrong-key' } })).status).toBe(401);
      expect((await call('GET', 'moderation/comments', { token: rina.token })).status).toBe(403);
      expect((await call('POST', `moderation/comments/${id}`, { token: rina.token, body: { status: 'approved' } })).status).toBe(403);

      const moderator = await member('Moderator');
      await database.db.insert(commentModerators).values({ memberId: moderator.id });
      expect((await call('GET', 'moderation/comments', { token: moderator.token })).status).toBe(200);
      expect((await call('POST', `moderation/comments/${id}`, { token: moderator.token, body: { status: 'maybe' } })).status).toBe(400);
      const rejected = await call('POST', `moderation/comments/${id}`, { token: moderator.token, body: { status: 'rejected' } });
      expect(rejected.body.data.attributes.status).toBe('rejected');
      const activity = await call('GET', 'comments/activity', { token: rina.token });
      expect(activity.body.data.find((c: { id: number }) => c.id === id).attributes.status).toBe('rejected');
      expect((await call('POST', 'moderation/comments/999999999', { token: moderator.token, body: { status: 'approved' } })).status).toBe(404);
    });
  });

  describe('registered-only stories', () => {
    it('answers with the cards the public page would render (same builder): template, relative file links, video ids, images, live updates', async () => {
      const cards: StoryCard[] = [
        {
          id: 'u1',
          publishedAt: '2026-11-22T05:00:00.000Z',
          elements: [
            { type: 'text', text: `<p>${GATED_TEXT}</p><script>alert(1)</script>` },
            { type: 'image', 's3-key': 'demo/photo-001.jpg', width: 1200, height: 800, alt: 'নদী' },
            { type: 'youtube-video', videoId: 'dQw4w9WgXcQ', title: 'ভিডিও' },
            { type: 'youtube-video', videoId: 'not-an-id', title: 'ভুল' },
            { type: 'file', url: '/media/demo/report.pdf', name: 'প্রতিবেদন', size: 182_000 },
          ],
        },
      ];
      const lastPublishedAt = new Date('2026-11-22T06:00:00.000Z');
      const [row] = await database.db
        .insert(stories)
        .values({ brand: 'main', lang: 'bn', slug: `live-gated-${Date.now()}`, headline: 'Live', access: 'login', template: 'live-blog', publishedAt: new Date(), lastPublishedAt, cards })
        .returning({ id: stories.id });
      const rina = await member();
      const answer = await call('GET', `stories/${row.id}/text`, { token: rina.token });
      expect(answer.status).toBe(200);
      const expected = JSON.parse(JSON.stringify(renderStory({ id: row.id, template: 'live-blog', cards, isClosed: false, lastPublishedAt: lastPublishedAt.getTime() })));
      expect({ template: answer.body.template, cards: answer.body.cards, live: answer.body.live }).toEqual(expected);
      expect(answer.body.live).toEqual({ storyId: row.id, renderedAt: lastPublishedAt.getTime() });
      expect(answer.body.cards[0].elements.map((element: { type: string }) => element.type)).toEqual(['text', 'image', 'youtube-video', 'file']);
      expect(answer.body.cards[0].elements[3].url).toBe('/media/demo/report.pdf');
    });

    it('serves the text to a member by token or session cookie, privately, sanitised, and counts the read once', async () => {
      const rina = await member();
      const byToken = await call('GET', `stories/${gatedStory}/text`, { token: rina.token });
      expect(byToken.status).toBe(200);
      expect(byToken.headers.get('cache-control')).toBe('private, no-store');
      expect(byToken.body.access).toEqual({ granted: true, grantReason: 'registered' });
      // The text comes as cards (data), sanitised on the server, for the page's own element components.
      expect(byToken.body.template).toBe('text');
      expect(byToken.body.cards[0].elements[0]).toEqual({ type: 'text', html: `<p>${GATED_TEXT}</p>` });
      expect(JSON.stringify(byToken.body.cards)).toContain(GATED_TEXT);
      expect(JSON.stringify(byToken.body.cards)).not.toContain('<script');
      expect(byToken.body.meteringCount).toBe(1);
      const byCookie = await call('GET', `stories/${gatedStory}/text`, { cookie: `alokpat-session=${rina.session}` });
      expect(byCookie.status).toBe(200);
      expect(byCookie.body.meteringCount).toBe(1);
      expect((await call('GET', `stories/${otherGated}/text`, { token: rina.token })).body.meteringCount).toBe(2);
      expect((await call('GET', `stories/${gatedStory}/text`, { cookie: 'alokpat-session=forged' })).body.access.grantReason).not.toBe('registered');
    });

    it('meters anonymous readers with a signed cookie: re-reads are free, the allowance stops them, a forged cookie gains nothing', async () => {
      const read = async (id: number, cookie?: string, at?: number) => {
        const answer = await call('GET', `stories/${id}/text${at ? `?at=${at}` : ''}`, { cookie });
        const set = answer.headers.get('set-cookie')?.split(';')[0];
        return { answer, cookie: set ?? cookie };
      };
      const first = await read(gatedStory);
      expect(first.answer.body.access).toEqual({ granted: true, grantReason: 'metered' });
      expect(first.answer.body.meteringCount).toBe(1);
      const again = await read(gatedStory, first.cookie);
      expect(again.answer.body.meteringCount).toBe(1);
      const second = await read(otherGated, again.cookie);
      expect(second.answer.body.meteringCount).toBe(2);
      const third = await read(thirdGated, second.cookie);
      expect(third.answer.status).toBe(403);
      expect(third.answer.body.access).toEqual({ granted: false, grantReason: 'meter-exhausted' });
      expect(third.answer.body.cards).toBeUndefined();
      expect(JSON.stringify(third.answer.body)).not.toContain(GATED_TEXT);

      const [name, value] = (second.cookie as string).split('=');
      const [payload] = value.split('.');
      const tampered = `${name}=${Buffer.from(JSON.stringify({ [meterPeriod('month', new Date())]: [] })).toString('base64url')}.${value.split('.')[1]}`;
      expect(payload).toBeTruthy();
      // A tampered tally reads as empty, which only restarts the meter like clearing cookies does.
      expect((await read(thirdGated, tampered)).answer.body.meteringCount).toBe(1);

      const now = new Date();
      const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 10);
      const nextPeriod = await read(thirdGated, second.cookie, nextMonth);
      expect(nextPeriod.answer.status).toBe(200);
      expect(nextPeriod.answer.body.period).toBe(nextMeterPeriod('month', now));
      const farFuture = await read(thirdGated, second.cookie, Date.UTC(2099, 0, 10));
      expect(farFuture.answer.status).toBe(403);
    });

    it('keeps the thread of a registered-only story from anonymous readers', async () => {
      const rina = await member();
      expect((await call('GET', `comments?story-id=${gatedStory}`)).status).toBe(401);
      expect((await call('GET', `comments?story-id=${gatedStory}`, { token: rina.token })).status).toBe(200);
    });

    it('answers 404 for a story of another edition or one that does not exist', async () => {
      const rina = await member();
      expect((await call('GET', `stories/${englishStory}/text`, { token: rina.token })).status).toBe(404);
      expect((await call('GET', 'stories/0/text', { token: rina.token })).status).toBe(404);
      expect((await call('GET', 'stories/abc/text')).status).toBe(404);
      // Beyond int4: names nothing, and must not reach the database as a failing cast.
      expect((await call('GET', 'stories/9999999999/text')).status).toBe(404);
      expect((await call('DELETE', 'comments/9999999999', { token: rina.token })).status).toBe(404);
    });
  });
});
