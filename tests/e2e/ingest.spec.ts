/**
 * The ingest API against the production server (started with INGEST_API_KEY=e2e-ingest-key
 * and the seeded demo data): a headline pushed by the CMS is on the story page, its
 * section page, the home page and the read API at the very next request, while pages
 * the write did not touch are still served from the cache.
 */
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { readablePath } from '../../lib/routes/paths';
import { PORT, get } from './helpers/editions';
import { pathOf } from './helpers/stories';

const bn = `http://localhost:${PORT}`;
const en = `http://en.localhost:${PORT}`;
const KEY = process.env.INGEST_API_KEY ?? 'e2e-ingest-key';

/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are read as the untyped JSON a client sees */
type Json = any;

interface Subject {
  readonly id: number;
  readonly headline: string;
  readonly url: string;
  readonly sectionPath: string;
}

test.describe.configure({ mode: 'serial' });

async function json(request: APIRequestContext, url: string): Promise<Json> {
  const response = await get(request, url);
  expect(response.status(), url).toBe(200);
  return response.json();
}

/**
 * A story of a section block of the home page (not the lead, which other specs click
 * through) whose section page lists it: the first stories of a section's block are that
 * section's newest. With `homeBlocks` (the answer the home page draws its later blocks
 * from), one the home page shows.
 */
async function findSubject(request: APIRequestContext, homeBlocks?: string): Promise<Subject> {
  const menus = (await json(request, `${bn}/api/v1/menu-groups`))['menu-groups'];
  // Not the menu's first section: other specs running in parallel open it (pages.spec, layout.spec),
  // and their render after the write would be a HIT (with the new headline) where this spec expects a fresh render.
  const sectionSlugs = new Set<string>(menus.main.items.filter((item: Json) => item['item-type'] === 'section').map((item: Json) => item['section-slug']).slice(1));
  const lead = new Set<number>((await json(request, `${bn}/api/v1/collections/home-lead?limit=20`)).items.map((item: Json) => item.id));
  const home = await json(request, `${bn}/api/v1/collections/home?limit=40`);
  for (const block of home.items) {
    if (block.type !== 'collection' || !sectionSlugs.has(block.slug)) continue;
    const item = block.items.slice(0, 3).find((candidate: Json) => !lead.has(candidate.id) && (homeBlocks?.includes(`"path":"${pathOf(candidate.story.url)}"`) ?? true));
    if (item) return { id: item.id, headline: item.story.headline, url: pathOf(item.story.url), sectionPath: `/${encodeURIComponent(block.slug)}` };
  }
  throw new Error('no story in a section block of the home page');
}

function ingest(request: APIRequestContext, id: number, body: unknown, key: string | null = KEY): Promise<APIResponse> {
  return request.put(`${bn}/api/ingest/v1/stories/${id}`, {
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { authorization: `Bearer ${key}` }) },
    data: JSON.stringify(body),
  });
}

/** Requests a page until the server's cache serves it fresh (the first request renders and stores it). */
async function cached(request: APIRequestContext, url: string): Promise<APIResponse> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await get(request, url);
    expect(response.status(), url).toBe(200);
    if (response.headers()['cache-status'] === 'alokpat; hit') return response;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} is not served from the cache`);
}

/**
 * Served from the cache: HIT, or STALE should the page's own revalidation time pass
 * during the test. An entry the write expired answers MISS.
 */
const FROM_CACHE = /^alokpat; hit/;

test.describe('the ingest API', () => {
  let subject: Subject | null = null;

  test.afterAll(async ({ request }) => {
    if (subject) expect((await ingest(request, subject.id, { headline: subject.headline })).status()).toBe(200);
  });

  test('a new headline is on the story, section and home pages and in the API at the next request; untouched pages stay cached', async ({ request }) => {
    // The section blocks are the home's later blocks, which the page draws from this answer.
    const homeBlocksUrl = `${bn}/api/home/v1/blocks?from=1`;
    const found = await findSubject(request, await (await get(request, homeBlocksUrl)).text());
    // Not the newest: other specs open the first cards of the home pages.
    const englishStory = (await json(request, `${en}/api/v1/collections/home-latest?limit=5`)).items[4].story;
    const storyPage = `${bn}${found.url}`;
    const sectionPage = `${bn}${found.sectionPath}`;
    const unrelated = [englishStory.url, `${bn}/about`];

    await cached(request, storyPage);
    expect(await (await cached(request, sectionPage)).text()).toContain(readablePath(found.url));
    for (const url of unrelated) await cached(request, url);
    expect((await json(request, `${bn}/api/v1/stories/${found.id}`)).story.headline).toBe(found.headline);

    const headline = `হালনাগাদ শিরোনাম ${Date.now()}`;
    const write = await ingest(request, found.id, { headline });
    subject = found;
    expect(write.status()).toBe(200);
    expect(write.headers()['cache-control']).toBe('no-store');
    const answer = await write.json();
    expect(answer.story).toMatchObject({ id: found.id, headline });
    expect(answer.revalidated).toContain(`story:${found.id}`);

    for (const url of [storyPage, sectionPage, homeBlocksUrl]) {
      const response = await get(request, url);
      expect(response.status(), url).toBe(200);
      // The home's blocks are opened by specs running in parallel, one of which may already have
      // asked for them afresh (with the new headline): the headline is what counts there.
      if (url !== homeBlocksUrl) expect(response.headers()['cache-status'], url).not.toBe('alokpat; hit');
      expect(await response.text(), url).toContain(headline);
    }
    expect((await json(request, `${bn}/api/v1/stories/${found.id}`)).story.headline).toBe(headline);
    for (const url of unrelated) {
      const response = await get(request, url);
      expect(response.headers()['cache-status'], url).toMatch(FROM_CACHE);
      expect(await response.text(), url).not.toContain(headline);
    }
  });

  test('a retracted story answers 410 in its edition language, and comes back when republished', async ({ request }) => {
    const stories = (await json(request, `${bn}/api/v1/collections/home-latest?limit=10`)).items;
    const { id, story } = stories[stories.length - 1];
    expect((await get(request, story.url)).status()).toBe(200);

    const retract = await request.delete(`${bn}/api/ingest/v1/stories/${id}`, { headers: { authorization: `Bearer ${KEY}` } });
    expect(retract.status()).toBe(200);
    const gone = await get(request, story.url);
    expect(gone.status()).toBe(410);
    expect(await gone.text()).toContain('খবরটি সরিয়ে নেওয়া হয়েছে');
    expect((await get(request, `${bn}/api/v1/stories/${id}`)).status()).toBe(404);

    expect((await ingest(request, id, { status: 'published' })).status()).toBe(200);
    expect((await get(request, story.url)).status()).toBe(200);
  });

  test('a request without the key or with a wrong key is refused with 401 and changes nothing', async ({ request }) => {
    const found = await findSubject(request);
    for (const key of [null, 'wrong-key']) {
      const response = await ingest(request, found.id, { headline: 'must not be written' }, key);
      expect(response.status(), String(key)).toBe(401);
      expect(response.headers()['www-authenticate']).toMatch(/^Bearer/);
      expect(response.headers()['cache-control']).toBe('no-store');
      expect((await response.json()).error.code).toBe('unauthorized');
    }
    expect((await json(request, `${bn}/api/v1/stories/${found.id}`)).story.headline).toBe(found.headline);
  });
});
