/**
 * The one published-in-this-edition rule (lib/content/stories/predicates.ts), seen from every
 * reader: a draft, a story of another brand, one of the other language and a retracted story
 * are in no page's list, no API answer, no search result and no member or comments call,
 * while a published story of the edition, filed in the same section, tag and collection, is
 * in all of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runEndpoint } from '@/lib/api/endpoints';
import type { Edition } from '@/lib/brands/resolve-host';
import { queryCollection, queryStoriesForTopic, queryStoriesInSection, queryTopic } from '@/lib/content/listing-queries';
import { queryLatestStories, queryPublishedStoryAccess, queryRelatedStories, queryStoryCards } from '@/lib/content/stories/cards';
import { queryIsRetracted, queryPublishedStoryText, queryStoryBySlug } from '@/lib/content/stories/page';
import { queryStoryIdBySlug, queryStoryRecords } from '@/lib/content/stories/records';
import { upsertCollection } from '@/lib/ingest/collections';
import { upsertSection } from '@/lib/ingest/sections';
import { deleteStory, upsertStory } from '@/lib/ingest/stories';
import { recordRead, recommend } from '@/lib/members/for-you';
import { DATABASE_TARGETS, type TestDatabase } from './databases';

const MAIN: Edition = { brand: 'main', lang: 'bn' };
const WORD = 'দৃশ্যমানতা';
const TAG = { name: 'দৃশ্যমানতা পরীক্ষা', slug: 'visibility-tag' };

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(DATABASE_TARGETS)('published in this edition, on $name', (target) => {
  let database: TestDatabase;
  let sectionId: number;
  const id: Record<'visible' | 'draft' | 'otherBrand' | 'otherLang' | 'retracted', number> = { visible: 0, draft: 0, otherBrand: 0, otherLang: 0, retracted: 0 };
  const slugOf = (key: keyof typeof id) => `visibility-${key.toLowerCase()}`;
  const hidden = ['draft', 'otherBrand', 'otherLang', 'retracted'] as const;

  const api = async (name: Parameters<typeof runEndpoint>[1], query: Record<string, string>, path: Record<string, string> = {}) =>
    runEndpoint(database.db, name, MAIN, new URLSearchParams(query), path);

  beforeAll(async () => {
    database = await target.create();
    sectionId = (await upsertSection(database.db, 'visibility-desk', { brand: 'main', lang: 'bn', name: 'দৃশ্যমানতা ডেস্ক' })).value.id;
    await upsertSection(database.db, 'visibility-desk', { brand: 'trust', lang: 'bn', name: 'দৃশ্যমানতা ডেস্ক' });
    await upsertSection(database.db, 'visibility-desk', { brand: 'main', lang: 'en', name: 'Visibility desk' });
    const write = async (key: keyof typeof id, brand: string, lang: string, status: string, index: number) => {
      const story = await upsertStory(database.db, { slug: slugOf(key) }, {
        brand,
        lang,
        status,
        headline: `${WORD} ${key}`,
        'story-template': 'text',
        metadata: { excerpt: WORD },
        sections: [{ slug: 'visibility-desk' }],
        tags: [TAG],
        // The hidden stories are the newest: a list that let one through would show it first.
        'published-at': Date.UTC(2030, 0, 1) + index * 60_000,
      });
      id[key] = story.value.id;
    };
    await write('visible', 'main', 'bn', 'published', 0);
    await write('draft', 'main', 'bn', 'draft', 1);
    await write('otherBrand', 'trust', 'bn', 'published', 2);
    await write('otherLang', 'main', 'en', 'published', 3);
    await write('retracted', 'main', 'bn', 'published', 4);
    await upsertCollection(database.db, 'visibility-picks', {
      brand: 'main',
      lang: 'bn',
      name: 'দৃশ্যমানতা',
      items: [id.retracted, id.draft, id.visible].map((storyId) => ({ type: 'story', id: storyId })),
    });
    await deleteStory(database.db, id.retracted);
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('leaves them out of every page: story, latest, related, section, topic and collection', async () => {
    expect((await queryStoryBySlug(database.db, MAIN, slugOf('visible')))?.id).toBe(id.visible);
    for (const key of hidden) expect(await queryStoryBySlug(database.db, MAIN, slugOf(key))).toBeNull();
    expect(await queryIsRetracted(database.db, MAIN, slugOf('retracted'))).toBe(true);
    expect(await queryIsRetracted(database.db, MAIN, slugOf('draft'))).toBe(false);

    const latest = (await queryLatestStories(database.db, MAIN, 5)).map((card) => card.id);
    expect(latest[0]).toBe(id.visible);
    for (const key of hidden) expect(latest).not.toContain(id[key]);
    expect([...(await queryStoryCards(database.db, MAIN, Object.values(id))).keys()]).toEqual([id.visible]);
    expect(await queryRelatedStories(database.db, MAIN, -1, sectionId, 8)).toMatchObject([{ id: id.visible }]);

    expect((await queryStoriesInSection(database.db, 'main', 'bn', sectionId, 10, 0)).items.map((card) => card.id)).toEqual([id.visible]);
    const topic = await queryTopic(database.db, 'bn', TAG.slug);
    const byTopic = topic ? await queryStoriesForTopic(database.db, 'main', 'bn', topic, 10, 0) : null;
    expect(byTopic).toMatchObject({ total: 1, items: [{ id: id.visible }] });
    const collection = await queryCollection(database.db, 'main', 'bn', 'visibility-picks', { limit: 10, offset: 0 });
    expect(collection?.total).toBe(1);
    expect(collection?.items.map((item) => (item.type === 'story' ? item.story.id : null))).toEqual([id.visible]);
  });

  it('leaves them out of every API answer: by id, by slug, collection and story records', async () => {
    expect((await api('story', {}, { id: String(id.visible) })).status).toBe(200);
    for (const key of hidden) {
      expect((await api('story', {}, { id: String(id[key]) })).status).toBe(404);
      expect((await api('story-by-slug', { slug: slugOf(key) })).status).toBe(404);
      expect(await queryStoryIdBySlug(database.db, MAIN, slugOf(key))).toBeNull();
    }
    const collection = (await api('collection', { limit: '10' }, { slug: 'visibility-picks' })).body as Json;
    expect(collection.items.map((item: Json) => item.id)).toEqual([id.visible]);
    expect((await queryStoryRecords(database.db, MAIN, Object.values(id))).map((record) => record.id)).toEqual([id.visible]);
  });

  it('leaves them out of search, with a query and without one', async () => {
    const queries: Record<string, string>[] = [{ q: WORD }, { 'section-id': String(sectionId) }, { q: WORD, sort: 'latest-published' }];
    for (const query of queries) {
      const answer = (await api('advanced-search', { fields: 'id', limit: '20', ...query })).body as Json;
      expect(answer.results.total).toBe(1);
      expect(answer.results.stories.map((story: Json) => story.id)).toEqual([id.visible]);
    }
  });

  it('leaves them out of member and comments calls: reads, recommendations, the story a comment is posted under, registered-only text', async () => {
    expect(await queryPublishedStoryAccess(database.db, MAIN, id.visible)).toEqual({ id: id.visible, access: 'public' });
    expect((await queryPublishedStoryText(database.db, MAIN, id.visible))?.id).toBe(id.visible);
    for (const key of hidden) {
      expect(await queryPublishedStoryAccess(database.db, MAIN, id[key])).toBeNull();
      expect(await queryPublishedStoryText(database.db, MAIN, id[key])).toBeNull();
      expect(await recordRead(database.db, 1, MAIN, id[key])).toBe(false);
    }
    const picks = (await recommend(database.db, MAIN, null, 20)).map((card) => card.id);
    expect(picks).toContain(id.visible);
    for (const key of hidden) expect(picks).not.toContain(id[key]);
  });
});
