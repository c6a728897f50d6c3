/**
 * The search engine on a corpus of Bengali edge cases, written through the ingest API (so the
 * write path indexes them) and searched through /api/v1/advanced-search, on every database.
 * Every database must give the same ranked answers; the last test compares them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runEndpoint } from '@/lib/api/endpoints';
import { MAX_OFFSET } from '@/lib/api/params';
import { findStories, MAX_COUNTED_MATCHES, type SearchLimits } from '@/lib/content/stories/search';
import type { Edition } from '@/lib/brands/resolve-host';
import { deleteStory, upsertStory } from '@/lib/ingest/stories';
import { indexUnindexedStories } from '@/lib/search/store';
import { DATABASE_TARGETS, type TestDatabase } from './databases';

const MAIN: Edition = { brand: 'main', lang: 'bn' };
const MAIN_EN: Edition = { brand: 'main', lang: 'en' };
const HOUR = 3_600_000;
const BASE = Date.UTC(2026, 0, 1);

interface CorpusStory {
  readonly slug: string;
  readonly headline: string;
  readonly excerpt?: string;
  readonly template?: string;
  readonly brand?: string;
  readonly lang?: string;
  readonly status?: string;
  readonly tags?: string[];
  readonly access?: 'public' | 'login';
  /** The body, as one text element of HTML. */
  readonly body?: string;
}

/** Stories in publishing order: the later in the list, the newer. */
const CORPUS: CorpusStory[] = [
  { slug: 'nukta-precomposed', headline: 'বিজ\u09df দিবসে কুচকাওয়াজ' },
  { slug: 'nukta-decomposed', headline: 'পাহা\u09a1\u09bcে ভূমিধস', excerpt: 'আষা\u09a2\u09bc মাসের বৃষ্টি' },
  { slug: 'khanda-ta-modern', headline: 'ভবিষ্য\u09ce পরিকল্পনা ঘোষণা' },
  { slug: 'khanda-ta-zwj', headline: 'উ\u09a4\u09cd\u200dপাদন বাড়ল' },
  { slug: 'ya-phala-zwj', headline: 'র\u200d\u09cd\u09af\u09beবের অভিযানে আটক' },
  { slug: 'two-part-vowel', headline: 'ব\u09c7\u09beর্ড পরীক্ষার ফল' },
  { slug: 'bengali-digits', headline: '২০২৪ সালের বাজেট পাস' },
  { slug: 'ascii-digits', headline: 'বাজেট 2025 নিয়ে আলোচনা' },
  { slug: 'election-locative', headline: 'নির্বাচনে ভোটগ্রহণ শুরু' },
  { slug: 'election-genitive', headline: 'নির্বাচনের ফল ঘোষণা' },
  { slug: 'election-commission', headline: 'নির্বাচন কমিশনের বৈঠক' },
  { slug: 'long-exact', headline: 'দীর্ঘ যানজটে নাকাল নগরবাসী' },
  { slug: 'long-variant', headline: 'দির্ঘ লাইনে অপেক্ষা' },
  { slug: 'police-variant', headline: 'পুলিস সদর দপ্তরে সভা' },
  { slug: 'reason-variant', headline: 'বন্যার কারন খুঁজছেন বিশেষজ্ঞরা' },
  { slug: 'dhaka-headline', headline: 'ঢাকায় মেট্রোরেল চালু' },
  { slug: 'dhaka-excerpt', headline: 'রাজধানীতে নতুন সড়ক', excerpt: 'ঢাকার যানজট কমাতে উদ্যোগ' },
  { slug: 'mixed-facebook', headline: 'বিএনপির সমাবেশ Facebook লাইভে', excerpt: 'দলের নেতারা ফেসবুকে যুক্ত ছিলেন' },
  { slug: 'tagged-only', headline: 'শীতের সবজি', tags: ['কৃষি'] },
  { slug: 'dhaka-video', headline: 'ঢাকার আকাশে ড্রোন', template: 'video' },
  { slug: 'dhaka-draft', headline: 'ঢাকা খসড়া প্রতিবেদন', status: 'draft' },
  { slug: 'dhaka-other-brand', headline: 'ঢাকায় সহায়তা কার্যক্রম', brand: 'trust' },
  { slug: 'english-elections', headline: 'Elections announced for spring', lang: 'en' },
  { slug: 'english-dhaka', headline: 'Traffic eases in Dhaka', lang: 'en' },
  { slug: 'retracted-later', headline: 'প্রত্যাহারযোগ্য সংবাদ পরীক্ষা' },
  { slug: 'name-headline', headline: 'মোস্তাফিজুর পেলেন সংবর্ধনা' },
  { slug: 'body-only', headline: 'নদীর তীরে নতুন বাঁধ', body: '<p>প্রকৌশলী মোস্তাফিজুর জানান</p><p>কাজ শেষ হবে বর্ষার আগে</p>' },
  { slug: 'gated-body', headline: 'গোপন নথি প্রকাশ', access: 'login', body: '<p>তদন্তকারী কর্মকর্তা শাহরিয়ার সাক্ষ্য দেন</p>' },
  // a word in many stories, in headlines and elsewhere, old and new mixed
  { slug: 'haor-body-old', headline: 'পানিতে তলিয়ে গেল ধান', body: '<p>হাওরের ফসল রক্ষা করা যায়নি</p>' },
  { slug: 'haor-head-1', headline: 'হাওরে ধান কাটা শুরু' },
  { slug: 'haor-head-2', headline: 'হাওর রক্ষা বাঁধে ফাটল' },
  { slug: 'haor-body-new', headline: 'কৃষকের দুশ্চিন্তা', excerpt: 'হাওর অঞ্চলে টানা বৃষ্টি' },
  { slug: 'haor-head-3', headline: 'হাওরের মাছ রপ্তানি' },
];

/** Query → slugs in ranked order, for the main Bengali edition unless the key says `en:`. */
const EXPECTED: Record<string, string[]> = {
  // nukta letters, in either encoding on either side
  'বিজ\u09af\u09bc': ['nukta-precomposed'],
  'পাহা\u09dc': ['nukta-decomposed'],
  'আষা\u09dd': ['nukta-decomposed'],
  // khanda-ta: ৎ, ত্ + ZWJ and ত্ at the end of a word are one letter
  'ভবিষ্য\u09a4\u09cd\u200d': ['khanda-ta-modern'],
  'ভবিষ্য\u09a4\u09cd': ['khanda-ta-modern'],
  'উৎপাদন': ['khanda-ta-zwj'],
  // ZWJ in র‍্যাব is invisible
  'র্যাব': ['ya-phala-zwj'],
  // two-part vowel sign ো written as ে + া
  'বোর্ড': ['two-part-vowel'],
  // Bengali and ASCII digits are equal, both ways
  '2024': ['bengali-digits'],
  '২০২৫': ['ascii-digits'],
  // inflected forms find their stem and the stem finds them; headline exact matches, newest first
  'নির্বাচন': ['election-commission', 'election-genitive', 'election-locative'],
  'নির্বাচনে': ['election-commission', 'election-genitive', 'election-locative'],
  // the forgiving tier: found, but ranked below exact matches even when newer
  'দীর্ঘ': ['long-exact', 'long-variant'],
  'পুলিশ': ['police-variant'],
  'কারণ': ['reason-variant'],
  // headline above excerpt even when the excerpt match is newer; other brands, drafts left out
  'ঢাকা': ['dhaka-video', 'dhaka-headline', 'dhaka-excerpt'],
  // Banglish, transliterated
  dhaka: ['dhaka-video', 'dhaka-headline', 'dhaka-excerpt'],
  nirbachon: ['election-commission', 'election-genitive', 'election-locative'],
  // mixed Bengali and English, every word must match
  facebook: ['mixed-facebook'],
  'বিএনপি facebook': ['mixed-facebook'],
  'বিএনপি ঢাকা': [],
  // tags are searched too
  'কৃষি': ['tagged-only'],
  // the body is searched; a headline match ranks above a newer body match
  'মোস্তাফিজুর': ['name-headline', 'body-only'],
  // a common word: the headline matches newest first, then the others newest first
  'হাওর': ['haor-head-3', 'haor-head-2', 'haor-head-1', 'haor-body-new', 'haor-body-old'],
  // two words: both in the headline (16 points) above one in the headline and one in the body (12)
  'হাওর ধান': ['haor-head-1', 'haor-body-old'],
  // paragraphs are separate words, not run together
  'কাজ': ['body-only'],
  // registered-only text is searchable (the result never shows it)
  'শাহরিয়ার': ['gated-body'],
  // English stories match English words, stemmed
  'en:election': ['english-elections'],
  'en:dhaka': ['english-dhaka'],
  // nothing searchable
  '%': [],
  '_': [],
};

const answers = new Map<string, Record<string, string[]>>();

describe.each(DATABASE_TARGETS)('search on $name', (target) => {
  let database: TestDatabase;
  const ids = new Map<number, string>();

  const search = async (edition: Edition, query: Record<string, string>) => {
    const result = await runEndpoint(database.db, 'advanced-search', edition, new URLSearchParams({ fields: 'id,slug', limit: '50', ...query }));
    expect(result.status).toBe(200);
    return result.body as { results: { total: number; stories: { id: number; slug: string }[] } };
  };
  const slugs = async (q: string, extra: Record<string, string> = {}) => {
    const [edition, text] = q.startsWith('en:') ? [MAIN_EN, q.slice(3)] : [MAIN, q];
    const { results } = await search(edition, { q: text, ...extra });
    expect(results.total).toBe(results.stories.length);
    return results.stories.map((story) => story.slug);
  };

  /** Slugs found for a main-edition query by the engine itself, with its limits set (to run its every path on this small corpus). */
  const found = async (q: string, limits: SearchLimits, window = { limit: 50, offset: 0 }, sort: 'relevance' | 'latest-published' = 'relevance') => {
    const [edition, text] = q.startsWith('en:') ? [MAIN_EN, q.slice(3)] : [MAIN, q];
    const page = await findStories(database.db, edition, { q: text, sort, sectionId: null, template: null, tagName: null, entityId: null }, window, limits);
    return { slugs: page.ids.map((id) => ids.get(id)), total: page.total };
  };

  beforeAll(async () => {
    database = await target.create();
    for (const [index, story] of CORPUS.entries()) {
      const write = await upsertStory(database.db, { slug: story.slug }, {
        brand: story.brand ?? 'main',
        lang: story.lang ?? 'bn',
        status: story.status ?? 'published',
        headline: story.headline,
        'story-template': story.template ?? 'text',
        metadata: { excerpt: story.excerpt ?? '' },
        'published-at': BASE + index * HOUR,
        tags: (story.tags ?? []).map((name) => ({ name })),
        ...(story.access ? { access: story.access } : {}),
        ...(story.body ? { cards: [{ id: 'c1', elements: [{ type: 'text', text: story.body }] }] } : {}),
      });
      ids.set(write.value.id, story.slug);
    }
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('gives the expected ranked results for every edge case of the corpus', async () => {
    const got: Record<string, string[]> = {};
    for (const q of Object.keys(EXPECTED)) got[q] = await slugs(q);
    answers.set(target.name, got);
    expect(got).toEqual(EXPECTED);
  });

  it('ranks tier by tier (many matches) exactly as it scores every match (few)', async () => {
    const tierByTier = { countUpTo: MAX_COUNTED_MATCHES, scoreAllUpTo: 0 };
    for (const q of Object.keys(EXPECTED)) expect({ q, ...(await found(q, tierByTier)) }).toEqual({ q, slugs: EXPECTED[q], total: EXPECTED[q].length });
  });

  it('pages through a common word tier by tier: newest first within the headline tier, each page going on from the last', async () => {
    const tierByTier = { countUpTo: MAX_COUNTED_MATCHES, scoreAllUpTo: 0 };
    const pages = [];
    for (let offset = 0; offset < 6; offset += 2) pages.push(await found('হাওর', tierByTier, { limit: 2, offset }));
    expect(pages).toEqual([
      { slugs: ['haor-head-3', 'haor-head-2'], total: 5 },
      { slugs: ['haor-head-1', 'haor-body-new'], total: 5 },
      { slugs: ['haor-body-old'], total: 5 },
    ]);
    // The API's first page, filled by the headline tier alone, still counts every match.
    const { results } = await search(MAIN, { q: 'হাওর', limit: '2' });
    expect({ total: results.total, slugs: results.stories.map((story) => story.slug) }).toEqual({ total: 5, slugs: ['haor-head-3', 'haor-head-2'] });
  });

  it('stops counting at its limit and answers no result past the total it gave', async () => {
    const capped = { countUpTo: 3, scoreAllUpTo: 0 };
    expect(await found('হাওর', capped)).toEqual({ slugs: ['haor-head-3', 'haor-head-2', 'haor-head-1'], total: 3 });
    expect(await found('হাওর', capped, { limit: 2, offset: 2 })).toEqual({ slugs: ['haor-head-1'], total: 3 });
    expect(await found('হাওর', capped, { limit: 2, offset: 4 })).toEqual({ slugs: [], total: 3 });
    expect(await found('হাওর', { countUpTo: 3, scoreAllUpTo: 1_000 })).toEqual({ slugs: ['haor-head-3', 'haor-head-2', 'haor-head-1'], total: 3 });
    expect(await found('হাওর', capped, { limit: 50, offset: 0 }, 'latest-published')).toEqual({ slugs: ['haor-head-3', 'haor-body-new', 'haor-head-2'], total: 3 });
    // Under the limit, the total is exact.
    expect((await found('হাওর', { countUpTo: 5, scoreAllUpTo: 0 })).total).toBe(5);
  });

  it('never shows the registered-only text a story was found by', async () => {
    const { results } = await search(MAIN, { q: 'শাহরিয়ার', fields: 'id,slug,cards,access' });
    expect(results.stories).toEqual([expect.objectContaining({ slug: 'gated-body', access: 'login', cards: [] })]);
    expect(JSON.stringify(results)).not.toContain('তদন্তকারী');
  });

  it('sorts matches by date on request and filters them by story type', async () => {
    expect(await slugs('ঢাকা', { sort: 'published-at:asc' })).toEqual(['dhaka-headline', 'dhaka-excerpt', 'dhaka-video']);
    expect(await slugs('ঢাকা', { sort: 'latest-published' })).toEqual(['dhaka-video', 'dhaka-excerpt', 'dhaka-headline']);
    expect(await slugs('ঢাকা', { type: 'video' })).toEqual(['dhaka-video']);
    expect(await slugs('ঢাকা', { type: 'text' })).toEqual(['dhaka-headline', 'dhaka-excerpt']);
  });

  it('pages through matches with a total that counts them all', async () => {
    const { results } = await search(MAIN, { q: 'নির্বাচন', limit: '2', offset: '1' });
    expect(results.total).toBe(3);
    expect(results.stories.map((story) => story.slug)).toEqual(['election-genitive', 'election-locative']);
  });

  it('finds a story by its new words as soon as ingest changes it, and no longer after it is retracted', async () => {
    const id = [...ids].find(([, slug]) => slug === 'retracted-later')![0];
    expect(await slugs('প্রত্যাহারযোগ্য')).toEqual(['retracted-later']);
    await upsertStory(database.db, { id }, { headline: 'সংশোধিত শিরোনাম পরীক্ষা' });
    expect(await slugs('প্রত্যাহারযোগ্য')).toEqual([]);
    expect(await slugs('সংশোধিত')).toEqual(['retracted-later']);
    await deleteStory(database.db, id);
    expect(await slugs('সংশোধিত')).toEqual([]);
  });

  it('indexes at start-up the stories stored before the search table existed', async () => {
    await database.db.execute(sql`delete from story_search`);
    expect(await slugs('ঢাকা')).toEqual([]);
    expect(await indexUnindexedStories(database.db)).toBe(CORPUS.length);
    expect(await slugs('ঢাকা')).toEqual(EXPECTED['ঢাকা']);
    expect(await indexUnindexedStories(database.db)).toBe(0);
  });

  it('names the parameter of an invalid request', async () => {
    for (const [name, value] of [['sort', 'newest'], ['type', 'poem'], ['section-id', 'x'], ['offset', '-1'], ['limit', 'many']]) {
      const result = await runEndpoint(database.db, 'advanced-search', MAIN, new URLSearchParams({ q: 'ঢাকা', [name]: value }));
      expect(result.status).toBe(400);
      expect(JSON.stringify(result.body)).toContain(name);
    }
  });
});

describe('every database', () => {
  it('counts every match a client can page to', () => {
    expect(MAX_COUNTED_MATCHES).toBe(MAX_OFFSET);
  });

  it('gives the same ranked results', () => {
    const [first, ...others] = [...answers.values()];
    for (const other of others) expect(other).toEqual(first);
  });
});
