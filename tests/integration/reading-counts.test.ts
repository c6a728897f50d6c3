/**
 * First-party reading counts on each database (docs/reading-counts.md): what the beacon's
 * endpoint counts, what it refuses from hostile clients, what Most read then lists, and the
 * pruning of old hours.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localCounters } from '@/lib/http/rate-limit';
import { hourOf, queryMostRead } from '@/lib/content/most-read';
import { stories, storyViews } from '@/lib/db/schema';
import { createViewCounter, KEEP_HOURS, VIEWS_PER_ADDRESS, type ViewCounter } from '@/lib/reading-counts/counter';
import { handleStoryView, MAX_VIEW_BODY_BYTES } from '@/lib/reading-counts/http';
import { requestEdition } from '@/lib/http/client';
import { DATABASE_TARGETS, type TestDatabase } from './databases';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const HOUR = 3_600_000;

describe.each(DATABASE_TARGETS)('reading counts on $name', (target) => {
  let database: TestDatabase;
  let ids: { bn: number[]; en: number; draft: number };
  let clock = Date.parse('2026-03-10T08:20:00Z');
  let marks: ReturnType<typeof localCounters>;
  let counter: ViewCounter;

  function view(id: number | string, options: { host?: string; ua?: string | null; address?: string; headers?: Record<string, string>; body?: BodyInit } = {}) {
    const host = options.host ?? 'localhost';
    // A page of this host sends its host-map origin, as a browser does.
    const origin = requestEdition(new Headers({ host }))?.origin ?? `http://${host}`;
    const headers: Record<string, string> = { host, 'x-forwarded-for': options.address ?? '198.51.100.7', 'sec-fetch-site': 'same-origin', origin, ...options.headers };
    const ua = options.ua === undefined ? CHROME : options.ua;
    if (ua !== null) headers['user-agent'] = ua;
    const request = new Request(`http://${host}/api/counts/v1/stories/${id}`, { method: 'POST', headers, body: options.body, ...(options.body ? { duplex: 'half' } : {}) } as RequestInit);
    return handleStoryView(request, String(id), counter);
  }

  async function viewsOf(id: number): Promise<number> {
    const [row] = await database.db.select({ total: sql<number>`coalesce(sum(${storyViews.views}), 0)::int` }).from(storyViews).where(eq(storyViews.storyId, id));
    return Number(row.total);
  }

  beforeAll(async () => {
    database = await target.create();
    const suffix = randomBytes(3).toString('hex');
    const published = new Date('2026-03-01T00:00:00Z');
    const rows = await database.db
      .insert(stories)
      .values([
        ...Array.from({ length: 4 }, (_, index) => ({ brand: 'main', lang: 'bn', slug: `read-${suffix}-${index}`, headline: `গল্প ${index}`, publishedAt: published })),
        { brand: 'main', lang: 'en', slug: `read-${suffix}-en`, headline: 'English story', publishedAt: published },
        { brand: 'main', lang: 'bn', slug: `read-${suffix}-draft`, headline: 'Draft', status: 'draft' as const, publishedAt: published },
      ])
      .returning({ id: stories.id });
    ids = { bn: rows.slice(0, 4).map((row) => row.id), en: rows[4].id, draft: rows[5].id };
  });

  beforeEach(() => {
    marks = localCounters(1_000);
    counter = createViewCounter({ db: () => database.db, marks, now: () => clock });
  });

  afterEach(async () => {
    counter.stop();
    await database.db.delete(storyViews);
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('counts a view once per reader, story and hour, and again in the next hour', async () => {
    const [story] = ids.bn;
    expect((await view(story)).status).toBe(204);
    expect((await view(story)).status).toBe(204);
    await counter.flush();
    expect(await viewsOf(story)).toBe(1);
    clock += HOUR;
    await view(story);
    await counter.flush();
    expect(await viewsOf(story)).toBe(2);
  });

  it('counts two readers behind one address apart, by their browsers', async () => {
    const [, story] = ids.bn;
    await view(story, { ua: CHROME });
    await view(story, { ua: FIREFOX });
    await view(story, { ua: FIREFOX, address: '203.0.113.9' });
    await counter.flush();
    expect(await viewsOf(story)).toBe(3);
  });

  it('keeps nothing in the database but the story, the hour and the number', async () => {
    const [story] = ids.bn;
    await view(story);
    await counter.flush();
    const rows = await database.db.execute(sql`select * from story_views`);
    expect(rows.rows).toEqual([{ story_id: story, hour: expect.anything(), brand: 'main', lang: 'bn', views: 1 }]);
    expect(new Date(rows.rows[0].hour as string).getTime()).toBe(hourOf(clock).getTime());
  });

  it('does not count robots, whatever they send', async () => {
    const [story] = ids.bn;
    for (const ua of [GOOGLEBOT, 'curl/8.5.0', null, 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36']) {
      expect((await view(story, { ua })).status).toBe(204);
    }
    await counter.flush();
    expect(await viewsOf(story)).toBe(0);
  });

  it('answers 404 and stores nothing for a story that does not exist, is not published or belongs to another edition', async () => {
    for (const id of [999_999_999, ids.draft, ids.en]) expect((await view(id)).status).toBe(404);
    for (const id of ['0', '-1', 'abc', '1e3', '12345678901']) expect((await view(id)).status).toBe(404);
    expect((await view(ids.en, { host: 'en.localhost' })).status).toBe(204);
    await counter.flush();
    const rows = await database.db.select().from(storyViews);
    expect(rows.map((row) => [row.storyId, row.lang])).toEqual([[ids.en, 'en']]);
  });

  it('refuses posts from another site', async () => {
    const [story] = ids.bn;
    expect((await view(story, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await view(story, { headers: { 'sec-fetch-site': 'same-site', origin: 'http://en.localhost' } })).status).toBe(403);
    expect((await view(story, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await view(story, { headers: { origin: 'null' } })).status).toBe(403);
    await counter.flush();
    expect(await viewsOf(story)).toBe(0);
  });

  it('refuses a body larger than the beacon could send, unread', async () => {
    const [story] = ids.bn;
    expect((await view(story, { body: 'x'.repeat(MAX_VIEW_BODY_BYTES + 1) })).status).toBe(413);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    expect((await view(story, { body: endless })).status).toBe(413);
    await counter.flush();
    expect(await viewsOf(story)).toBe(0);
  });

  it('limits one address to its allowance a minute', async () => {
    const [story] = ids.bn;
    const statuses: number[] = [];
    for (let index = 0; index < VIEWS_PER_ADDRESS.max + 5; index++) statuses.push((await view(story, { ua: `${CHROME} reader/${index}` })).status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(VIEWS_PER_ADDRESS.max);
    expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
    await counter.flush();
    expect(await viewsOf(story)).toBe(VIEWS_PER_ADDRESS.max);
  });

  it('holds a flood from many addresses within bounded memory', async () => {
    const [story, other] = ids.bn;
    for (let index = 0; index < 1_500; index++) {
      await view(index % 2 ? story : other, { address: `10.${index >> 8}.${index & 255}.1`, ua: `${CHROME} flood/${index}` });
    }
    // The marks are bounded (1,000 keys in this test's store), the sums by stories and hours, the known stories by MAX_KNOWN_STORIES.
    expect(marks.size()).toBeLessThanOrEqual(1_000);
    expect(counter.sizes()).toEqual({ pending: 2, known: 2 });
    await counter.flush();
    expect((await viewsOf(story)) + (await viewsOf(other))).toBe(1_500);
    expect(counter.sizes().pending).toBe(0);
  });

  it('lists the edition most read in the last 24 hours, most first, leaving out older hours and other editions', async () => {
    const [a, b, c, d] = ids.bn;
    const readers = (story: number, count: number) => Promise.all(Array.from({ length: count }, (_, index) => view(story, { address: `192.0.2.${index + 1}` })));
    await readers(a, 2);
    await readers(b, 3);
    await readers(c, 1);
    await view(ids.en, { host: 'en.localhost' });
    await counter.flush();
    // d was read a lot, but 25 hours ago: out of the window.
    await database.db.insert(storyViews).values({ storyId: d, hour: new Date(hourOf(clock).getTime() - 24 * HOUR), brand: 'main', lang: 'bn', views: 50 });
    expect((await queryMostRead(database.db, 'main', 'bn', clock)).map((story) => story.id)).toEqual([b, a, c]);
    expect((await queryMostRead(database.db, 'main', 'en', clock)).map((story) => story.id)).toEqual([ids.en]);
    expect((await queryMostRead(database.db, 'main', 'bn', clock, 2)).map((story) => story.id)).toEqual([b, a]);
  });

  it('adds the sums of several flushes to the same hour', async () => {
    const [story] = ids.bn;
    await view(story, { address: '192.0.2.1' });
    await counter.flush();
    await view(story, { address: '192.0.2.2' });
    await counter.flush();
    expect(await database.db.select().from(storyViews)).toHaveLength(1);
    expect(await viewsOf(story)).toBe(2);
  });

  it('prunes the hours older than it keeps', async () => {
    const [story] = ids.bn;
    const now = hourOf(clock).getTime();
    await database.db.insert(storyViews).values(
      [0, 23, KEEP_HOURS, KEEP_HOURS + 1, KEEP_HOURS + 48].map((hoursAgo) => ({ storyId: story, hour: new Date(now - hoursAgo * HOUR), brand: 'main', lang: 'bn', views: 1 })),
    );
    expect(await counter.prune(clock)).toBe(2);
    const left = await database.db.select({ hour: storyViews.hour }).from(storyViews);
    expect(left.map((row) => (now - row.hour.getTime()) / HOUR).sort((x, y) => x - y)).toEqual([0, 23, KEEP_HOURS]);
  });

  it('skips the views of a story deleted before they were written', async () => {
    const [inserted] = await database.db.insert(stories).values({ brand: 'main', lang: 'bn', slug: `gone-${randomBytes(3).toString('hex')}`, headline: 'Gone', publishedAt: new Date() }).returning({ id: stories.id });
    const [story] = ids.bn;
    await view(inserted.id);
    await view(story);
    await database.db.delete(stories).where(eq(stories.id, inserted.id));
    await counter.flush();
    expect(await viewsOf(story)).toBe(1);
    expect(await database.db.select().from(storyViews)).toHaveLength(1);
  });
});
