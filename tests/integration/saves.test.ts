/**
 * Saved stories, reads, for-you and push registration over HTTP (lib/members/saves-http),
 * on each database: what a member's browser, another member and a hostile client see.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { sha256 } from '@/lib/auth/crypto';
import { databaseCounters } from '@/lib/http/rate-limit';
import { createSession, deleteSession } from '@/lib/auth/sessions';
import { parseSiteHosts } from '@/lib/config/hosts';
import { pushSenderConfig } from '@/lib/config/push';
import { members, pushTokens, sections, stories, storyTags, tags } from '@/lib/db/schema';
import { CANDIDATES } from '@/lib/members/for-you';
import { issueIntegrationToken } from '@/lib/members/integration-token';
import { MAX_SAVES_BODY_BYTES, type SavesDeps } from '@/lib/members/saves-http';
import { FailureLimiter } from '@/lib/http/keys';
import { postPushMessage, queryPushMessages } from '@/lib/push/messages';
import { sendPushMessage } from '@/lib/push/send';
import { callRoute } from '../support/api-routes';
import { DATABASE_TARGETS, type TestDatabase } from './databases';

const SECRET = 'saves-test-secret';
const HOSTS = parseSiteHosts('www.alokpat.test=main:bn,en.alokpat.test=main:en,trust.alokpat.test=trust');
const BN = 'www.alokpat.test';
const EN = 'en.alokpat.test';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the untyped JSON a client reads
type Json = any;

/** A browser's subscription keys: its P-256 public key and a 16-byte auth secret. */
function browserKeys() {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x as string, 'base64url'), Buffer.from(jwk.y as string, 'base64url')]);
  return { p256dh: point.toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

interface Reader {
  readonly id: number;
  readonly token: string;
  readonly sessionHash: string;
}

describe.each(DATABASE_TARGETS)('saved stories, for-you and push registration on $name', (target) => {
  let database: TestDatabase;
  let deps: SavesDeps;
  let storyIds: number[] = [];
  let counter = 0;

  async function reader(verified = true): Promise<Reader> {
    const email = `saver${++counter}-${randomBytes(4).toString('hex')}@example.com`;
    const [row] = await database.db.insert(members).values({ email, emailVerified: verified }).returning({ id: members.id });
    const session = await createSession(database.db, row.id);
    const sessionHash = sha256(session.id);
    return { id: row.id, sessionHash, token: issueIntegrationToken(SECRET, row.id, sessionHash) };
  }

  async function call(method: string, path: string, options: { token?: string | null; body?: unknown; raw?: string; host?: string; headers?: Record<string, string> } = {}) {
    const host = options.host ?? BN;
    const headers: Record<string, string> = { host, 'x-forwarded-for': `192.0.2.${counter % 250}`, ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    const url = new URL(`http://${host}${path}`);
    const response = await callRoute(new Request(url, { method, headers, body: payload }), deps);
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as Json };
  }

  const save = (who: Reader, url: string, metadata: Record<string, unknown> = { headline: 'A story', story_id: storyIds[0] }, host = BN) =>
    call('POST', '/api/members/v1/bookmarks/page', { token: who.token, body: { url, metadata }, host });

  beforeAll(async () => {
    database = await target.create();
    deps = { db: () => database.db, hosts: HOSTS, counters: () => databaseCounters(() => database.db), integrationSecret: SECRET };
    const suffix = randomBytes(3).toString('hex');
    const [politics, sport] = await database.db
      .insert(sections)
      .values([
        { brand: 'main', lang: 'bn', slug: `politics-${suffix}`, name: 'Politics', displayName: 'রাজনীতি' },
        { brand: 'main', lang: 'bn', slug: `sport-${suffix}`, name: 'Sport', displayName: 'খেলা' },
      ])
      .returning({ id: sections.id });
    const [cricket] = await database.db.insert(tags).values({ lang: 'bn', slug: `cricket-${suffix}`, name: 'ক্রিকেট' }).returning({ id: tags.id });
    const base = Date.parse('2026-01-01T00:00:00Z');
    // Six politics stories (older) and four sport stories tagged cricket (newer).
    const rows = await database.db
      .insert(stories)
      .values(
        Array.from({ length: 10 }, (_, index) => ({
          brand: 'main',
          lang: 'bn',
          slug: `saves-${suffix}-${index}`,
          headline: `Story ${index}`,
          primarySectionId: index < 6 ? politics.id : sport.id,
          publishedAt: new Date(base + index * 3600_000),
        })),
      )
      .returning({ id: stories.id });
    storyIds = rows.map((row) => row.id);
    await database.db.insert(storyTags).values(storyIds.slice(6).map((storyId) => ({ storyId, tagId: cricket.id })));
  });

  afterAll(async () => {
    await database?.drop();
  });

  describe('page bookmarks', () => {
    it('saves a page, finds it, lists it, and removes it', async () => {
      const rina = await reader();
      // What a Save button sends: the page and its story's id; the service describes the story.
      const saved = await save(rina, '/politics/story-0', { url: '/politics/story-0', story_id: storyIds[0] });
      expect(saved.status).toBe(201);
      expect(saved.body.data[0].attributes.metadata).toEqual({ headline: 'Story 0', url: '/politics/story-0', story_id: storyIds[0], image: null, section: 'রাজনীতি' });
      const found = await call('GET', '/api/members/v1/bookmarks/page?url=%2Fpolitics%2Fstory-0', { token: rina.token });
      expect(found.body.data).toHaveLength(1);
      expect((await call('GET', '/api/members/v1/bookmarks/urls', { token: rina.token })).body.data).toEqual(['/politics/story-0']);
      const removed = await call('DELETE', '/api/members/v1/bookmarks/page?url=%2Fpolitics%2Fstory-0', { token: rina.token });
      expect(removed.status).toBe(200);
      expect((await call('GET', '/api/members/v1/bookmarks/page?url=%2Fpolitics%2Fstory-0', { token: rina.token })).body.data).toEqual([]);
    });

    it('saves the same page once, answering 200 the second time', async () => {
      const rina = await reader();
      expect((await save(rina, '/a')).status).toBe(201);
      expect((await save(rina, '/a')).status).toBe(200);
      expect((await call('GET', '/api/members/v1/bookmarks', { token: rina.token })).body.meta.total).toBe(1);
    });

    it('pages the list newest first with its totals', async () => {
      const rina = await reader();
      for (let index = 0; index < 12; index += 1) await save(rina, `/story-${index}`, { headline: `Story ${index}` });
      const first = await call('GET', '/api/members/v1/bookmarks?page=1', { token: rina.token });
      const second = await call('GET', '/api/members/v1/bookmarks?page=2', { token: rina.token });
      expect(first.body.data).toHaveLength(10);
      expect(second.body.data.map((record: Json) => record.attributes.url)).toEqual(['/story-1', '/story-0']);
      expect(first.body.meta).toEqual({ page: 1, per_page: 10, total: 12, total_pages: 2 });
    });

    it('keeps each edition its own saves', async () => {
      const rina = await reader();
      await save(rina, '/bn-story');
      await save(rina, '/en-story', { headline: 'English' }, EN);
      expect((await call('GET', '/api/members/v1/bookmarks/urls', { token: rina.token })).body.data).toEqual(['/bn-story']);
      expect((await call('GET', '/api/members/v1/bookmarks/urls', { token: rina.token, host: EN })).body.data).toEqual(['/en-story']);
    });

    it('lists one saved list across brands and editions, each item opening on its own host', async () => {
      const rina = await reader();
      await save(rina, '/bn-story', { headline: 'বাংলা' });
      await save(rina, '/en-story', { headline: 'English' }, EN);
      await save(rina, '/trust-story', { headline: 'ট্রাস্ট' }, 'trust.alokpat.test');
      for (const [host, hrefs] of [
        [BN, ['https://trust.alokpat.test/trust-story', 'https://en.alokpat.test/en-story', '/bn-story']],
        [EN, ['https://trust.alokpat.test/trust-story', '/en-story', 'https://www.alokpat.test/bn-story']],
      ] as const) {
        const list = await call('GET', '/api/members/v1/bookmarks', { token: rina.token, host });
        expect(list.body.meta.total, host).toBe(3);
        expect(list.body.data.map((record: Json) => record.attributes.href), host).toEqual(hrefs);
        expect(list.body.data.map((record: Json) => [record.attributes.brand, record.attributes.lang]), host).toEqual([
          ['trust', 'bn'],
          ['main', 'en'],
          ['main', 'bn'],
        ]);
      }
      // Removed from the list on one edition, an item of another edition is gone everywhere.
      const [trustItem] = (await call('GET', '/api/members/v1/bookmarks', { token: rina.token, host: EN })).body.data;
      expect((await call('DELETE', `/api/members/v1/bookmarks/${trustItem.id}`, { token: rina.token, host: EN })).status).toBe(200);
      expect((await call('GET', '/api/members/v1/bookmarks/urls', { token: rina.token, host: 'trust.alokpat.test' })).body.data).toEqual([]);
    });

    it("does not show or delete another member's bookmark", async () => {
      const rina = await reader();
      const karim = await reader();
      const id = (await save(rina, '/private')).body.data[0].id;
      expect((await call('GET', `/api/members/v1/bookmarks/${id}`, { token: karim.token })).status).toBe(404);
      expect((await call('DELETE', `/api/members/v1/bookmarks/${id}`, { token: karim.token })).status).toBe(404);
      expect((await call('GET', '/api/members/v1/bookmarks/page?url=%2Fprivate', { token: karim.token })).body.data).toEqual([]);
      expect((await call('GET', `/api/members/v1/bookmarks/page?url=%2Fprivate&user_id=${rina.id}`, { token: karim.token })).status).toBe(403);
      expect((await call('GET', `/api/members/v1/bookmarks/${id}`, { token: rina.token })).body.data[0].attributes.url).toBe('/private');
      expect((await call('DELETE', `/api/members/v1/bookmarks/${id}`, { token: rina.token })).status).toBe(200);
    });

    it("answers 'User id not found' without a token or a page url, in the edition's language", async () => {
      const rina = await reader();
      const anonymous = await call('GET', '/api/members/v1/bookmarks/page?url=%2Fa');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.error).toBe('ব্যবহারকারীর আইডি পাওয়া যায়নি');
      const noUrl = await call('POST', '/api/members/v1/bookmarks/page', { token: rina.token, body: { metadata: {} }, host: EN });
      expect(noUrl.status).toBe(400);
      expect(noUrl.body.error).toBe('User id not found');
    });

    it('refuses forged, expired, other-secret and signed-out tokens', async () => {
      const rina = await reader();
      const [header, payload] = rina.token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: String(rina.id + 1) })).toString('base64url')}.${rina.token.split('.')[2]}`;
      const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
      const expired = issueIntegrationToken(SECRET, rina.id, rina.sessionHash, Date.now() - 3600_000);
      const otherSecret = issueIntegrationToken('not-our-secret', rina.id, rina.sessionHash);
      for (const token of [forged, none, expired, otherSecret, 'x'.repeat(5000)]) {
        expect((await call('GET', '/api/members/v1/bookmarks', { token })).status).toBe(401);
      }
      await deleteSession(database.db, rina.sessionHash);
      expect((await call('GET', '/api/members/v1/bookmarks', { token: rina.token })).status).toBe(401);
    });

    it("files a known story under its own headline, picture and section, whatever the client says, and forgets an id this edition does not publish", async () => {
      const rina = await reader();
      const forged = await save(rina, '/politics/story-2', { headline: 'Minister resigns', story_id: storyIds[2], image: 'elsewhere/fake.jpg', section: 'Scandal' });
      expect(forged.body.data[0].attributes.metadata).toEqual({ headline: 'Story 2', url: '/politics/story-2', story_id: storyIds[2], image: null, section: 'রাজনীতি' });
      // The Bengali edition's story, saved on the English host: not this edition's story, so no story id, and the client's words, cleaned.
      const elsewhere = await save(rina, '/politics/story-3', { headline: '<b>Story 3</b>', story_id: storyIds[3] }, EN);
      expect(elsewhere.body.data[0].attributes.metadata).toEqual({ headline: 'Story 3', url: '/politics/story-3', story_id: null, image: null, section: null });
      const unknown = await save(rina, '/politics/gone', { story_id: 2_000_000_000 });
      expect(unknown.body.data[0].attributes.metadata).toEqual({ headline: '/politics/gone', url: '/politics/gone', story_id: null, image: null, section: null });
    });

    it('keeps HTML and script out of metadata and refuses paths of other sites', async () => {
      const rina = await reader();
      const hostile = await save(rina, '/hostile', {
        headline: '<img src=x onerror=alert(1)>Free <script>alert(1)</script>money',
        section: '<b>bold</b>',
        image: 'javascript:alert(1)',
        story_id: '1; drop table bookmarks',
        extra: 'ignored',
      });
      expect(hostile.status).toBe(201);
      const metadata = hostile.body.data[0].attributes.metadata;
      expect(metadata).toEqual({ headline: 'Free alert(1)money', url: '/hostile', story_id: null, image: null, section: 'bold' });
      // Paths are bounded at 2,048 characters (a long Bengali slug, percent-encoded, is well over 512).
      for (const url of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', '/a\\b', `/${'a'.repeat(2_100)}`, 42]) {
        expect((await call('POST', '/api/members/v1/bookmarks/page', { token: rina.token, body: { url, metadata: {} } })).status, String(url)).toBe(400);
      }
      expect((await save(rina, '/with?query=1#hash')).body.data[0].attributes.url).toBe('/with');
    });

    it('refuses oversize, non-JSON and cross-origin writes', async () => {
      const rina = await reader();
      const big = await save(rina, '/big', { headline: 'x'.repeat(MAX_SAVES_BODY_BYTES) });
      expect(big.status).toBe(413);
      expect((await call('POST', '/api/members/v1/bookmarks/page', { token: rina.token, raw: '{"url":', headers: {} })).status).toBe(400);
      expect((await call('POST', '/api/members/v1/bookmarks/page', { token: rina.token, raw: 'url=/a', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(415);
      expect((await call('POST', '/api/members/v1/bookmarks/page', { token: rina.token, body: { url: '/a' }, headers: { origin: 'https://evil.example' } })).status).toBe(403);
      expect((await call('GET', '/api/members/v1/bookmarks', { token: rina.token, host: 'evil.example' })).status).toBe(400);
      expect((await call('GET', '/api/members/v1/bookmarks?page=0', { token: rina.token })).status).toBe(400);
      expect((await call('GET', '/api/members/v1/bookmarks?per_page=1000', { token: rina.token })).status).toBe(400);
    });
  });

  describe('reads and for-you', () => {
    it('gives anonymous readers the latest stories, four by default', async () => {
      const answer = await call('POST', '/api/members/v1/recommendations', { body: { user_id: 12345 } });
      expect(answer.status).toBe(200);
      expect(answer.body.meta.personal).toBe(false);
      expect(answer.body.data).toHaveLength(4);
      // In the content API's story shape, with a story card's fields.
      expect(Object.keys(answer.body.data[0]).sort()).toEqual(['access', 'author-name', 'headline', 'hero-image-metadata', 'hero-image-s3-key', 'id', 'metadata', 'published-at', 'sections', 'slug', 'story-template', 'url']);
      const times = answer.body.data.map((story: Json) => story['published-at']);
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it("picks from the sections and topics a member read and saved, leaving out what they read", async () => {
      const rina = await reader();
      expect((await call('POST', '/api/members/v1/reads', { token: rina.token, body: { story_id: storyIds[0] } })).status).toBe(204);
      await save(rina, '/politics/story-1', { headline: 'Story 1', story_id: storyIds[1] });
      const answer = await call('POST', '/api/members/v1/recommendations', { token: rina.token, body: { user_id: rina.id, limit: 4 } });
      expect(answer.body.meta.personal).toBe(true);
      const ids = answer.body.data.map((story: Json) => story.id);
      expect(ids).toEqual([storyIds[5], storyIds[4], storyIds[3], storyIds[2]]);
    });

    it('weighs a topic the member saved', async () => {
      const rina = await reader();
      await save(rina, '/sport/story-9', { headline: 'Story 9', story_id: storyIds[9] });
      const ids = (await call('POST', '/api/members/v1/recommendations', { token: rina.token, body: { limit: 3 } })).body.data.map((story: Json) => story.id);
      expect(ids).toEqual([storyIds[8], storyIds[7], storyIds[6]]);
    });

    it("refuses another member's picks, bad limits and reads of unknown stories", async () => {
      const rina = await reader();
      expect((await call('POST', '/api/members/v1/recommendations', { token: rina.token, body: { user_id: rina.id + 1 } })).status).toBe(403);
      for (const limit of [0, -1, 21, 'many', 1.5]) expect((await call('POST', '/api/members/v1/recommendations', { body: { limit } })).status).toBe(400);
      expect((await call('POST', '/api/members/v1/reads', { token: rina.token, body: { story_id: 2_000_000_000 } })).status).toBe(404);
      expect((await call('POST', '/api/members/v1/reads', { token: rina.token, body: { story_id: '<script>' } })).status).toBe(400);
      expect((await call('POST', '/api/members/v1/reads', { body: { story_id: storyIds[0] } })).status).toBe(401);
      expect((await call('POST', '/api/members/v1/reads', { token: rina.token, body: { story_id: storyIds[0] }, host: EN })).status).toBe(404);
    });

    it('scores only the edition’s CANDIDATES newest stories, ranked as ever: shared topic and section first, then the newest', async () => {
      const suffix = randomBytes(3).toString('hex');
      const [world] = await database.db.insert(sections).values({ brand: 'main', lang: 'en', slug: `world-${suffix}`, name: 'World', displayName: 'World' }).returning({ id: sections.id });
      const [climate] = await database.db.insert(tags).values({ lang: 'en', slug: `climate-${suffix}`, name: 'Climate' }).returning({ id: tags.id });
      const day = 86_400_000;
      const base = Date.parse('2025-01-01T00:00:00Z');
      const add = async (name: string, at: number, sectioned: boolean) =>
        (
          await database.db
            .insert(stories)
            .values({ brand: 'main', lang: 'en', slug: `${name}-${suffix}`, headline: name, primarySectionId: sectioned ? world.id : null, publishedAt: new Date(at) })
            .returning({ id: stories.id })
        )[0].id;
      // The member read an old World story about the climate; an even older World story about the climate is outside the bound.
      const beyond = await add('beyond-the-bound', base, true);
      const read = await add('read', base + day, true);
      await database.db.insert(storyTags).values([beyond, read].map((storyId) => ({ storyId, tagId: climate.id })));
      // CANDIDATES newer stories, one a day: none in World but three; one of the older of those shares the tag.
      const fillers = await database.db
        .insert(stories)
        .values(Array.from({ length: CANDIDATES }, (_, i) => ({ brand: 'main', lang: 'en', slug: `filler-${suffix}-${i}`, headline: `Filler ${i}`, publishedAt: new Date(base + (i + 2) * day) })))
        .returning({ id: stories.id });
      const [tagged, older, newest] = [fillers[10].id, fillers[20].id, fillers[CANDIDATES - 5].id];
      await database.db.update(stories).set({ primarySectionId: world.id }).where(inArray(stories.id, [tagged, older, newest]));
      await database.db.insert(storyTags).values({ storyId: tagged, tagId: climate.id });

      const rina = await reader();
      expect((await call('POST', '/api/members/v1/reads', { token: rina.token, body: { story_id: read }, host: EN })).status).toBe(204);
      const answer = await call('POST', '/api/members/v1/recommendations', { token: rina.token, body: { limit: 5 }, host: EN });
      expect(answer.status).toBe(200);
      expect(answer.body.meta.personal).toBe(true);
      const ids = answer.body.data.map((story: Json) => story.id);
      // Section and tag (3) over section alone (2), newest first among equals; the latest others fill the rest.
      expect(ids).toEqual([tagged, newest, older, fillers[CANDIDATES - 1].id, fillers[CANDIDATES - 2].id]);
      expect(ids).not.toContain(beyond);
    });
  });

  describe('POST /register-fcm-topic', () => {
    it('stores a token once', async () => {
      const token = `fcm-${randomBytes(16).toString('hex')}:APA91b${randomBytes(20).toString('base64url')}`;
      expect((await call('POST', '/register-fcm-topic', { body: { token } })).status).toBe(201);
      expect((await call('POST', '/register-fcm-topic', { body: { token } })).status).toBe(200);
    });

    it('refuses missing, short, odd and oversize tokens', async () => {
      for (const token of [undefined, '', 'short', '<script>alert(1)</script>xxxxxxxxxx', 42, 'a'.repeat(4097)]) {
        expect((await call('POST', '/register-fcm-topic', { body: { token } })).status, String(token).slice(0, 20)).toBe(400);
      }
      expect((await call('POST', '/register-fcm-topic', { body: { token: 'a'.repeat(9000) } })).status).toBe(413);
    });

    it('stores a web-push subscription with its keys, and a token sent again without keys keeps them', async () => {
      const token = `https://fcm.googleapis.com/fcm/send/${randomBytes(16).toString('hex')}`;
      const keys = browserKeys();
      expect((await call('POST', '/register-fcm-topic', { body: { token, keys } })).status).toBe(201);
      expect((await call('POST', '/register-fcm-topic', { body: { token } })).status).toBe(200);
      const [row] = await database.db.select({ keys: pushTokens.keys }).from(pushTokens).where(eq(pushTokens.token, token));
      expect(row.keys).toEqual(keys);
    });

    it('refuses malformed keys, and keys for an endpoint that is not a known push service', async () => {
      const keys = browserKeys();
      const fcm = `https://fcm.googleapis.com/fcm/send/${randomBytes(16).toString('hex')}`;
      for (const body of [
        { token: fcm, keys: { p256dh: keys.p256dh, auth: 'short' } },
        { token: fcm, keys: { p256dh: 'x'.repeat(87), auth: keys.auth } },
        { token: fcm, keys: 'keys' },
        { token: 'https://169.254.169.254/latest/meta-data/iam', keys },
        { token: 'http://127.0.0.1:6379/push/aaaaaaaaaaaa', keys },
        { token: 'https://fcm.googleapis.com.evil.example/fcm/send/x', keys },
      ]) {
        expect((await call('POST', '/register-fcm-topic', { body })).status, JSON.stringify(body).slice(0, 80)).toBe(400);
      }
    });

    it('limits how many tokens one address registers', async () => {
      const headers = { 'x-forwarded-for': `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}` };
      const statuses: number[] = [];
      for (let index = 0; index < 21; index += 1) {
        statuses.push((await call('POST', '/register-fcm-topic', { body: { token: `token-${index}-${randomBytes(12).toString('hex')}` }, headers })).status);
      }
      expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
      expect(statuses[20]).toBe(429);
    });
  });

  describe('push messages through the ingest API', () => {
    const send = (body: unknown, key = 'ingest-key', revalidated: string[] = []) =>
      postPushMessage(
        new Request('http://www.alokpat.test/api/ingest/v1/push-messages', {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.99' },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
        { apiKey: () => 'ingest-key', db: () => database.db, limiter: () => new FailureLimiter(20, 60_000), revalidate: (tags) => revalidated.push(...tags), purge: async () => undefined },
      );

    it('keeps a message, newest first, and expires the notifications page', async () => {
      const revalidated: string[] = [];
      const title = `<script>alert(1)</script> Polls close at 4 pm ${randomBytes(3).toString('hex')}`;
      const answer = await send({ brand: 'main', lang: 'en', title, body: 'Results tonight.', url: '/election' }, 'ingest-key', revalidated);
      expect(answer.status).toBe(201);
      expect(revalidated).toContain('push-messages:main:en');
      const [latest] = await queryPushMessages(database.db, 'main', 'en');
      expect(latest).toMatchObject({ title, body: 'Results tonight.', url: '/election' });
    });

    it('answers that nothing is sent when the VAPID keys are not set', async () => {
      const answer = await send({ brand: 'main', lang: 'en', title: 'Polls open' });
      expect(await answer.json()).toMatchObject({ delivery: 'disabled' });
    });

    it('refuses a wrong key, unknown fields, a missing title and script URLs', async () => {
      expect((await send({ brand: 'main', lang: 'en', title: 'x' }, 'wrong')).status).toBe(401);
      expect((await send({ brand: 'main', lang: 'en', title: 'x', sender: 'me' })).status).toBe(400);
      expect((await send({ brand: 'main', lang: 'en' })).status).toBe(400);
      expect((await send({ brand: 'main', lang: 'en', title: 'x', url: 'javascript:alert(1)' })).status).toBe(400);
      expect((await send({ brand: 'nowhere', lang: 'en', title: 'x' })).status).toBe(400);
      expect((await send('{"title":')).status).toBe(400);
    });
  });

  describe('sending a push message', () => {
    const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:newsroom@alokpat.test' };
    const config = pushSenderConfig({ NODE_ENV: 'production', PUSH_ENDPOINT_HOSTS: 'push.example.net' });
    const message = { id: 41, title: 'Polls open', body: 'Voting until 4 pm.', url: '/election', 'created-at': '2026-11-26T00:00:00.000Z' };

    it('sends to every subscription of the edition with keys, page by page, deletes the gone ones and skips refused endpoints', async () => {
      const run = randomBytes(6).toString('hex');
      const endpoint = (name: string) => `https://push.example.net/${run}/${name}`;
      const row = (token: string, lang: 'bn' | 'en', keys: ReturnType<typeof browserKeys> | null) => ({ tokenHash: randomBytes(32).toString('hex'), token, brand: 'trust', lang, keys });
      await database.db.insert(pushTokens).values([
        ...['a', 'b', 'c', 'd', 'e'].map((name) => row(endpoint(name), 'bn', browserKeys())),
        row(endpoint('gone'), 'bn', browserKeys()),
        row(endpoint('broken'), 'bn', browserKeys()),
        row(endpoint('no-keys'), 'bn', null),
        row(endpoint('english'), 'en', browserKeys()),
        row(`https://169.254.169.254/${run}/metadata`, 'bn', browserKeys()),
      ]);
      const seen: { endpoint: string; headers: Record<string, string>; bytes: number }[] = [];
      const transport = async (request: { endpoint: string; headers: Record<string, string | number>; body: Buffer | null }) => {
        seen.push({ endpoint: request.endpoint, headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])), bytes: request.body?.length ?? 0 });
        return request.endpoint.endsWith('/gone') ? 410 : request.endpoint.endsWith('/broken') ? 500 : 201;
      };
      const delivery = await sendPushMessage({ db: database.db, hosts: HOSTS, config: { ...config, vapid }, transport, pageSize: 2, concurrency: 3 }, { brand: 'trust', lang: 'bn' }, message);
      const ours = seen.filter((request) => request.endpoint.includes(run));
      expect(ours.map((request) => request.endpoint.split('/').pop()).sort()).toEqual(['a', 'b', 'broken', 'c', 'd', 'e', 'gone']);
      expect(delivery).toMatchObject({ removed: 1, failed: 1, failures: { '500': 1 } });
      expect(delivery.refused).toBeGreaterThanOrEqual(1);
      expect(ours[0].headers).toMatchObject({ TTL: '86400', Urgency: 'high', 'Content-Encoding': 'aes128gcm' });
      expect(ours[0].headers.Authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
      expect(ours[0].headers.Authorization.endsWith(`k=${vapid.publicKey}`)).toBe(true);
      expect(ours[0].bytes).toBeGreaterThan(86);
      const left = await database.db.select({ token: pushTokens.token }).from(pushTokens).where(like(pushTokens.token, `%${run}%`));
      expect(left.map(({ token }) => token.split('/').pop()).sort()).toEqual(['a', 'b', 'broken', 'c', 'd', 'e', 'english', 'metadata', 'no-keys']);
    });
  });
});
