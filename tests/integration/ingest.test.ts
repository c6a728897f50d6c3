import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runEndpoint } from '@/lib/api/endpoints';
import type { Edition } from '@/lib/brands/resolve-host';
import { queryCollection, querySection } from '@/lib/content/listing-queries';
import { queryLatestStories } from '@/lib/content/stories/cards';
import { queryIsRetracted, queryStoryBySlug } from '@/lib/content/stories/page';
import { upsertAuthor, deleteAuthor } from '@/lib/ingest/authors';
import { FailureLimiter } from '@/lib/http/keys';
import { addBreakingNews, deleteBreakingNews, replaceBreakingNews } from '@/lib/ingest/breaking-news';
import { deleteCollection, upsertCollection } from '@/lib/ingest/collections';
import { deleteStoryRoute, putStory } from '@/lib/ingest/endpoints';
import { IngestError } from '@/lib/ingest/errors';
import { MAX_BODY_BYTES, type IngestDeps } from '@/lib/ingest/http';
import { upsertMenuGroup } from '@/lib/ingest/menus';
import { deleteSection, upsertSection } from '@/lib/ingest/sections';
import { deleteStory, upsertStory } from '@/lib/ingest/stories';
import { seedDatabase } from '@/lib/seed/seed';
import { siteHosts } from '@/lib/config/hosts';
import { editionOrigin } from '@/lib/routes/absolute';
import { DATABASE_TARGETS, type TestDatabase } from './databases';

const ANCHOR = new Date('2026-11-22T06:00:00Z');
const MAIN: Edition = { brand: 'main', lang: 'bn' };
const KEY = 'integration-ingest-key';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as the untyped JSON a client sees */
type Json = any;

interface StoryRow {
  id: number;
  slug: string;
  headline: string;
  brand: string;
  lang: string;
}

/** The error a write throws, for asserting on its status, code and parameter. */
async function failure(promise: Promise<unknown>): Promise<IngestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof IngestError) return error;
    throw error;
  }
  throw new Error('expected the write to be refused');
}

describe.each(DATABASE_TARGETS)('the ingest API on $name', (target) => {
  let database: TestDatabase;
  let mediaDir: string;

  const rows = async <T,>(query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows as T[];
  const one = async <T,>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0];

  /** A published story of the main Bengali edition in a sub-section, in a collection, with tags, entities and authors. */
  const richStory = (offset: number) =>
    one<StoryRow>(sql`
      select s.id, s.slug, s.headline, s.brand, s.lang from stories s join sections sec on sec.id = s.primary_section_id
      where s.brand = 'main' and s.lang = 'bn' and s.status = 'published' and s.access = 'public' and sec.parent_id is not null
        and exists (select 1 from collection_items i where i.story_id = s.id)
        and exists (select 1 from story_tags t where t.story_id = s.id)
        and exists (select 1 from story_entities e where e.story_id = s.id)
      order by s.published_at desc, s.id desc offset ${offset} limit 1`);

  /**
   * The tags a write of this story must touch, read from storage by the rules of
   * docs/ingest.md; `moved`: its path or status changed, so its translation's page too.
   */
  async function storyTagsFromStorage(id: number, moved = false): Promise<string[]> {
    const story = await one<StoryRow & { primary: number | null }>(sql`select id, slug, brand, lang, primary_section_id as primary from stories where id = ${id}`);
    const prefix = `${story.brand}:${story.lang}`;
    const sections = await rows<{ id: number }>(sql`select section_id as id from story_sections where story_id = ${id} union select primary_section_id from stories where id = ${id} and primary_section_id is not null`);
    const collections = await rows<{ slug: string }>(sql`select distinct c.slug from collection_items i join collections c on c.id = i.collection_id where i.story_id = ${id}`);
    const topics = await rows<{ slug: string }>(sql`
      select t.slug from story_tags st join tags t on t.id = st.tag_id where st.story_id = ${id}
      union select e.slug from story_entities se join entities e on e.id = se.entity_id where se.story_id = ${id}`);
    const authors = await rows<{ id: number }>(sql`select author_id as id from story_authors where story_id = ${id}`);
    const translations = moved
      ? await rows<{ id: number }>(sql`select en_story_id as id from story_translations where bn_story_id = ${id} union select bn_story_id from story_translations where en_story_id = ${id}`)
      : [];
    return [
      `story:${id}`,
      `story-slug:${prefix}:${story.slug}`,
      `latest:${prefix}`,
      ...sections.map((row) => `section:${row.id}`),
      ...collections.map((row) => `collection:${prefix}:${row.slug}`),
      ...topics.map((row) => `topic:${story.lang}:${row.slug}`),
      ...authors.map((row) => `author:${row.id}`),
      ...translations.map((row) => `story:${row.id}`),
    ].sort();
  }

  beforeAll(async () => {
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alokpat-ingest-'));
    database = await target.create();
    await seedDatabase(database.db, { stories: 200, mediaDir, anchor: ANCHOR });
  });

  afterAll(async () => {
    await database?.drop();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  describe('stories', () => {
    it('updates a headline that the content queries and the read API then show, touching exactly the tags of the story', async () => {
      const story = await richStory(0);
      const headline = `${story.headline} (হালনাগাদ)`;

      const write = await upsertStory(database.db, { id: story.id }, { headline });

      expect(write.created).toBe(false);
      expect(write.value).toMatchObject({ id: story.id, headline, slug: story.slug, status: 'published' });
      expect((await queryStoryBySlug(database.db, { brand: 'main', lang: 'bn' }, story.slug))?.headline).toBe(headline);
      expect((await queryLatestStories(database.db, { brand: 'main', lang: 'bn' }, 200)).find((card) => card.id === story.id)?.headline).toBe(headline);
      const byId = await runEndpoint(database.db, 'story', MAIN, new URLSearchParams(), { id: String(story.id) });
      expect((byId.body as Json).story.headline).toBe(headline);
      expect([...write.tags].sort()).toEqual(await storyTagsFromStorage(story.id));
      expect(write.tags.some((tag) => tag.startsWith('collection:main:bn:'))).toBe(true);
    });

    it("keeps every field a body leaves out, and names the story's pages for the edge", async () => {
      const story = await richStory(1);
      const before = (await runEndpoint(database.db, 'story', MAIN, new URLSearchParams(), { id: String(story.id) })).body as Json;

      const write = await upsertStory(database.db, { id: story.id }, { 'hero-image-caption': 'নতুন ক্যাপশন' });

      const after = (await runEndpoint(database.db, 'story', MAIN, new URLSearchParams(), { id: String(story.id) })).body as Json;
      const unchanged = (s: Json) => ({ ...s.story, 'hero-image-caption': null, 'last-published-at': null, 'updated-at': null });
      expect(unchanged(after)).toEqual(unchanged(before));
      expect(after.story['hero-image-caption']).toBe('নতুন ক্যাপশন');
      const storyPath = new URL(before.story.url).pathname;
      const sectionPath = storyPath.split('/').slice(0, -1).join('/');
      expect(write.purgeKeys).toEqual(expect.arrayContaining([`path:main:bn:${storyPath}`, `path:main:bn:/${encodeURIComponent(story.slug)}`, 'path:main:bn:/']));
      expect(write.purgeKeys.some((key) => key.startsWith('path:main:bn:/') && key.endsWith(sectionPath))).toBe(true);
    });

    it('creates a story by slug with its sections, byline and tags linked in order, answering 201', async () => {
      const [child] = await rows<{ id: number; slug: string; parent: number }>(sql`select id, slug, parent_id as parent from sections where brand = 'main' and lang = 'bn' and parent_id is not null order by id limit 1`);
      const authors = await rows<{ id: number; slug: string; name: string }>(sql`select id, slug, name from authors where lang = 'bn' order by id limit 2`);
      const [existingTag] = await rows<{ slug: string; name: string }>(sql`select slug, name from tags where lang = 'bn' order by id limit 1`);
      const [entity] = await rows<{ id: number; slug: string }>(sql`select id, slug from entities where lang = 'bn' order by id limit 1`);
      const publishedAt = ANCHOR.getTime() + 3_600_000;

      const write = await upsertStory(database.db, { slug: 'ingest-created-story' }, {
        brand: 'main',
        lang: 'bn',
        headline: 'নতুন প্রতিবেদন',
        'story-template': 'text',
        metadata: { excerpt: 'সংক্ষেপ' },
        'published-at': publishedAt,
        sections: [{ slug: child.slug }],
        authors: [{ id: authors[0].id }, { slug: authors[1].slug }],
        tags: [{ name: 'ইনজেস্ট পরীক্ষা' }, { slug: existingTag.slug, name: 'ignored for an existing tag' }],
        'linked-entities': [{ id: entity.id }],
        cards: [{ id: 'c1', elements: [{ type: 'text', text: '<p>প্রথম অনুচ্ছেদ</p>' }, { type: 'youtube-video', videoId: 'dQw4w9WgXcQ', title: 'ভিডিও' }] }],
      });

      expect(write.created).toBe(true);
      const id = write.value.id;
      expect(write.value).toMatchObject({ slug: 'ingest-created-story', status: 'published', 'author-name': `${authors[0].name}, ${authors[1].name}`, 'published-at': publishedAt });
      expect(await rows(sql`select section_id as id, position from story_sections where story_id = ${id} order by position`)).toEqual([
        { id: child.id, position: 0 },
        { id: child.parent, position: 1 },
      ]);
      expect(await rows(sql`select author_id as id, position from story_authors where story_id = ${id} order by position`)).toEqual([
        { id: authors[0].id, position: 0 },
        { id: authors[1].id, position: 1 },
      ]);
      const tagged = await rows<{ slug: string; name: string }>(sql`select t.slug, t.name from story_tags st join tags t on t.id = st.tag_id where st.story_id = ${id} order by t.slug`);
      expect(tagged).toEqual(expect.arrayContaining([{ slug: existingTag.slug, name: existingTag.name }, { slug: 'ইনজেস্ট-পরীক্ষা', name: 'ইনজেস্ট পরীক্ষা' }]));
      expect(await one(sql`select author_name from stories where id = ${id}`)).toEqual({ author_name: `${authors[0].name}, ${authors[1].name}` });

      const [newest] = await queryLatestStories(database.db, { brand: 'main', lang: 'bn' }, 1);
      expect(newest).toMatchObject({ id, headline: 'নতুন প্রতিবেদন', path: `/${child.slug}/ingest-created-story` });
      const bySlug = await runEndpoint(database.db, 'story-by-slug', MAIN, new URLSearchParams({ slug: 'ingest-created-story' }));
      expect((bySlug.body as Json).story.sections.map((s: Json) => s.id)).toEqual([child.id, child.parent]);
      expect([...write.tags].sort()).toEqual(await storyTagsFromStorage(id));
    });

    it('replaces the links of a renamed story, touching the old and the new of each', async () => {
      const created: Json = (await upsertStory(database.db, { slug: 'ingest-created-story' }, { brand: 'main', lang: 'bn' })).value;
      const [section] = await rows<{ id: number; slug: string }>(sql`select id, slug from sections where brand = 'main' and lang = 'bn' and parent_id is null and id <> ${created.sections[1].id} order by id desc limit 1`);
      const [author] = await rows<{ id: number; name: string }>(sql`select id, name from authors where lang = 'bn' order by id desc limit 1`);
      const before = await storyTagsFromStorage(created.id);

      const write = await upsertStory(database.db, { id: created.id }, { slug: 'ingest-renamed-story', sections: [{ id: section.id }], authors: [{ id: author.id }], tags: [] });

      expect(await rows(sql`select section_id as id from story_sections where story_id = ${created.id}`)).toEqual([{ id: section.id }]);
      expect(await rows(sql`select author_id as id from story_authors where story_id = ${created.id}`)).toEqual([{ id: author.id }]);
      expect(await rows(sql`select tag_id from story_tags where story_id = ${created.id}`)).toEqual([]);
      expect(write.value).toMatchObject({ slug: 'ingest-renamed-story', 'author-name': author.name, url: `${editionOrigin(siteHosts(), MAIN)}/${section.slug}/ingest-renamed-story` });
      expect(await queryStoryBySlug(database.db, { brand: 'main', lang: 'bn' }, 'ingest-created-story')).toBeNull();
      expect((await queryStoryBySlug(database.db, { brand: 'main', lang: 'bn' }, 'ingest-renamed-story'))?.id).toBe(created.id);
      const after = await storyTagsFromStorage(created.id);
      expect([...write.tags].sort()).toEqual([...new Set([...before, ...after])].sort());
      expect(write.tags).toContain('story-slug:main:bn:ingest-created-story');
      expect(write.tags).toContain('story-slug:main:bn:ingest-renamed-story');
    });

    it('retracts a published story: the row stays, reads no longer find it and its slug answers as retracted', async () => {
      const story = await one<StoryRow>(sql`
        select s.id, s.slug, s.headline from stories s join story_translations t on t.bn_story_id = s.id
        where s.status = 'published' and exists (select 1 from collection_items i where i.story_id = s.id) order by s.id limit 1`);
      const expected = await storyTagsFromStorage(story.id, true);
      const [translation] = await rows<{ id: number }>(sql`select en_story_id as id from story_translations where bn_story_id = ${story.id}`);
      expect(expected).toContain(`story:${translation.id}`);

      const write = await deleteStory(database.db, story.id);

      expect(write.value).toMatchObject({ id: story.id, status: 'retracted' });
      expect([...write.tags].sort()).toEqual(expected);
      expect(await one(sql`select status from stories where id = ${story.id}`)).toEqual({ status: 'retracted' });
      expect(await queryStoryBySlug(database.db, { brand: 'main', lang: 'bn' }, story.slug)).toBeNull();
      expect(await queryIsRetracted(database.db, { brand: 'main', lang: 'bn' }, story.slug)).toBe(true);
      expect((await queryLatestStories(database.db, { brand: 'main', lang: 'bn' }, 500)).some((card) => card.id === story.id)).toBe(false);
      expect((await runEndpoint(database.db, 'story', MAIN, new URLSearchParams(), { id: String(story.id) })).status).toBe(404);
      expect((await rows(sql`select 1 from story_sections where story_id = ${story.id}`)).length).toBeGreaterThan(0);

      const again = await deleteStory(database.db, story.id);
      expect(again.tags).toEqual([]);
    });

    it('keeps drafts out of sight: a draft touches only its own tags, and deleting it removes the row', async () => {
      const write = await upsertStory(database.db, { slug: 'ingest-draft' }, { brand: 'main', lang: 'bn', headline: 'খসড়া', status: 'draft' });

      expect(write.tags).toEqual([`story:${write.value.id}`, 'story-slug:main:bn:ingest-draft']);
      expect(await queryStoryBySlug(database.db, { brand: 'main', lang: 'bn' }, 'ingest-draft')).toBeNull();
      expect(write.value.status).toBe('draft');

      const removed = await deleteStory(database.db, write.value.id);
      expect(removed.value).toMatchObject({ status: 'deleted', story: null });
      expect(removed.tags).toEqual([`story:${write.value.id}`, 'story-slug:main:bn:ingest-draft']);
      expect(await rows(sql`select id from stories where id = ${write.value.id}`)).toEqual([]);
      expect(await queryIsRetracted(database.db, { brand: 'main', lang: 'bn' }, 'ingest-draft')).toBe(false);
    });

    it.each([
      ['a headline that is not a string', { headline: 42 }, 'headline'],
      ['a field the API does not know', { headlne: 'typo' }, 'headlne'],
      ['an unknown card element', { cards: [{ id: 'a', elements: [{ type: 'script', text: 'x' }] }] }, 'cards[0].elements[0].type'],
      ['an embed that is not https', { cards: [{ id: 'a', elements: [{ type: 'embed', url: 'javascript:alert(1)', title: 't', height: 100 }] }] }, 'cards[0].elements[0].url'],
      ['a section of another edition', { sections: [{ slug: 'no-such-section' }] }, 'sections[0]'],
      ['an author that does not exist', { authors: [{ id: 999999 }] }, 'authors[0]'],
      ['an upper-case slug', { slug: 'Upper-Case' }, 'slug'],
      ['a media key that climbs out', { 'hero-image-s3-key': '../../etc/passwd' }, 'hero-image-s3-key'],
      ['a time without a zone', { 'published-at': '2026-11-22 06:00' }, 'published-at'],
      ['a move to another edition', { brand: 'trust', lang: 'bn' }, 'brand'],
    ])('refuses %s with 400 naming the field, changing nothing', async (_name, body, parameter) => {
      const story = await richStory(3);
      const error = await failure(upsertStory(database.db, { id: story.id }, { headline: 'must not be written', ...body }));
      expect(error).toMatchObject({ status: 400, code: 'invalid-body', parameter });
      expect(await one(sql`select headline from stories where id = ${story.id}`)).toEqual({ headline: story.headline });
    });

    it('refuses a new story without a headline or edition, an unknown id and a taken slug', async () => {
      expect(await failure(upsertStory(database.db, { slug: 'ingest-no-headline' }, { brand: 'main', lang: 'bn' }))).toMatchObject({ status: 400, parameter: 'headline' });
      expect(await failure(upsertStory(database.db, { slug: 'ingest-no-edition' }, { headline: 'x' }))).toMatchObject({ status: 400, parameter: 'brand' });
      expect(await failure(upsertStory(database.db, { slug: 'ingest-bad-lang' }, { brand: 'trust', lang: 'en', headline: 'x' }))).toMatchObject({ status: 400, parameter: 'lang' });
      expect(await failure(upsertStory(database.db, { id: 999999 }, { headline: 'x' }))).toMatchObject({ status: 404, code: 'not-found' });
      const [taken, other] = await rows<StoryRow>(sql`select id, slug from stories where brand = 'main' and lang = 'bn' order by id limit 2`);
      expect(await failure(upsertStory(database.db, { id: other.id }, { slug: taken.slug }))).toMatchObject({ status: 409, code: 'conflict', parameter: 'slug' });
      const [section] = await rows<{ slug: string }>(sql`select slug from sections where brand = 'main' and lang = 'bn' limit 1`);
      expect(await failure(upsertStory(database.db, { id: other.id }, { slug: section.slug }))).toMatchObject({ status: 409, parameter: 'slug' });
      expect(await failure(upsertStory(database.db, { id: other.id }, { slug: 'search' }))).toMatchObject({ status: 400, parameter: 'slug' });
    });

    it("keeps the newsroom system's external-id, answers it back, and refuses one another story of the edition holds", async () => {
      const [first, second] = await rows<StoryRow>(sql`select id, slug from stories where brand = 'main' and lang = 'bn' and status = 'published' order by id desc limit 2`);
      try {
        const write = await upsertStory(database.db, { id: first.id }, { 'external-id': 'cms-4711' });
        expect(write.value['external-id']).toBe('cms-4711');
        // A later write without the field keeps it; the read API finds the story by it.
        await upsertStory(database.db, { id: first.id }, { 'hero-image-caption': 'x' });
        const found = await runEndpoint(database.db, 'story-by-external-id', MAIN, new URLSearchParams(), { id: 'cms-4711' });
        expect((found.body as Json).story.id).toBe(first.id);
        expect(await failure(upsertStory(database.db, { id: second.id }, { 'external-id': 'cms-4711' }))).toMatchObject({ status: 409, code: 'conflict', parameter: 'external-id' });
        expect(await failure(upsertStory(database.db, { id: second.id }, { 'external-id': 'x'.repeat(201) }))).toMatchObject({ status: 400, parameter: 'external-id' });
        // The same id in another edition is another story's to hold.
        const [english] = await rows<StoryRow>(sql`select id, slug from stories where brand = 'main' and lang = 'en' order by id limit 1`);
        expect((await upsertStory(database.db, { id: english.id }, { 'external-id': 'cms-4711' })).value['external-id']).toBe('cms-4711');
        await upsertStory(database.db, { id: english.id }, { 'external-id': null });
      } finally {
        await upsertStory(database.db, { id: first.id }, { 'external-id': null });
      }
    });
  });

  describe('collections, sections, authors, menus and breaking news', () => {
    it('reorders a collection that the read API then answers in the new order, touching it and purging its parents', async () => {
      const before = await queryCollection(database.db, 'main', 'bn', 'home-latest', { limit: 100, offset: 0 });
      const ids = before!.items.flatMap((item) => (item.type === 'story' ? [item.story.id] : [])).reverse();

      const write = await upsertCollection(database.db, 'home-latest', { brand: 'main', lang: 'bn', items: ids.map((id) => ({ type: 'story', id })) });

      expect(write.tags).toEqual(['collection:main:bn:home-latest']);
      expect(write.purgeKeys).toEqual(['collection:main:bn:home']);
      const answer = (await runEndpoint(database.db, 'collection', MAIN, new URLSearchParams('limit=100'), { slug: 'home-latest' })).body as Json;
      expect(answer.items.map((item: Json) => item.id)).toEqual(ids);
      expect(write.value.items.map((item) => item.id)).toEqual(ids);
    });

    it('creates a collection nesting another, then deletes it', async () => {
      const story = await richStory(4);
      const write = await upsertCollection(database.db, 'ingest-picks', {
        brand: 'main',
        lang: 'bn',
        name: 'বাছাই',
        'associated-metadata': { layout: 'grid', 'show-more': false },
        items: [{ type: 'story', id: story.id }, { type: 'collection', slug: 'home-photos', 'associated-metadata': { layout: 'photo-row' } }],
      });
      expect(write.created).toBe(true);
      const read = await queryCollection(database.db, 'main', 'bn', 'ingest-picks', { limit: 10, offset: 0 });
      expect(read?.items.map((item) => item.type)).toEqual(['story', 'collection']);

      expect(await failure(upsertCollection(database.db, 'ingest-picks', { brand: 'main', lang: 'bn', items: [{ type: 'collection', slug: 'ingest-picks' }] }))).toMatchObject({ status: 400, parameter: 'items[0]' });
      const [trustStory] = await rows<{ id: number }>(sql`select id from stories where brand = 'trust' limit 1`);
      expect(await failure(upsertCollection(database.db, 'ingest-picks', { brand: 'main', lang: 'bn', items: [{ type: 'story', id: trustStory.id }] }))).toMatchObject({ status: 400, parameter: 'items[0].id' });

      const removed = await deleteCollection(database.db, write.value.id);
      expect(removed.tags).toEqual(['collection:main:bn:ingest-picks']);
      expect(await queryCollection(database.db, 'main', 'bn', 'ingest-picks', { limit: 10, offset: 0 })).toBeNull();
    });

    it('creates a sub-section, touches only its own tags for a colour and the whole edition for a new name', async () => {
      const [parent] = await rows<{ id: number; slug: string }>(sql`select id, slug from sections where brand = 'main' and lang = 'bn' and parent_id is null order by id limit 1`);
      const created = await upsertSection(database.db, 'ingest-desk', { brand: 'main', lang: 'bn', name: 'ইনজেস্ট ডেস্ক', parent: { slug: parent.slug } });
      expect(created.value).toMatchObject({ slug: 'ingest-desk', url: `/${parent.slug}/ingest-desk`, parent: { id: parent.id } });
      expect(created.tags).toEqual([`section:${created.value.id}`, 'sections:main:bn', 'menus:main:bn']);
      expect((await querySection(database.db, 'main', 'bn', 'ingest-desk'))?.parent?.slug).toBe(parent.slug);

      const recoloured = await upsertSection(database.db, 'ingest-desk', { brand: 'main', lang: 'bn', color: '#112233' });
      expect(recoloured.tags).toEqual([`section:${created.value.id}`, 'sections:main:bn']);
      const renamed = await upsertSection(database.db, 'ingest-desk', { brand: 'main', lang: 'bn', name: 'নতুন নাম' });
      expect(renamed.tags).toContain('brand:main:bn');

      expect(await failure(upsertSection(database.db, 'ingest-desk', { brand: 'main', lang: 'bn', parent: { slug: 'ingest-desk' } }))).toMatchObject({ status: 400, parameter: 'parent' });
      expect(await failure(deleteSection(database.db, parent.id))).toMatchObject({ status: 409 });
      expect((await deleteSection(database.db, created.value.id)).tags).toContain(`section:${created.value.id}`);
    });

    it("renames an author: every byline's author_name follows and the author's stories are touched", async () => {
      const [author] = await rows<{ id: number; slug: string }>(sql`
        select a.id, a.slug from authors a join story_authors sa on sa.author_id = a.id join stories s on s.id = sa.story_id
        where a.lang = 'bn' and s.status = 'published' group by a.id, a.slug order by count(*) asc, a.id limit 1`);
      const signed = await rows<{ id: number }>(sql`select s.id from stories s join story_authors sa on sa.story_id = s.id where sa.author_id = ${author.id} and s.status = 'published'`);

      const write = await upsertAuthor(database.db, author.slug, { lang: 'bn', name: 'নতুন লেখক' });

      const names = await rows<{ author_name: string }>(sql`select author_name from stories s join story_authors sa on sa.story_id = s.id where sa.author_id = ${author.id}`);
      expect(names.every((row) => row.author_name.includes('নতুন লেখক'))).toBe(true);
      expect(write.tags).toEqual(expect.arrayContaining(['authors:bn', `author:${author.id}`, ...signed.map((row) => `story:${row.id}`)]));
      const bioOnly = await upsertAuthor(database.db, author.slug, { lang: 'bn', bio: 'নতুন পরিচিতি' });
      expect(bioOnly.tags).toEqual(['authors:bn', `author:${author.id}`]);
      expect(await failure(deleteAuthor(database.db, author.id))).toMatchObject({ status: 409 });
      expect(await failure(upsertAuthor(database.db, 'ingest-new-author', { lang: 'xx', name: 'x' }))).toMatchObject({ status: 400, parameter: 'lang' });
    });

    it('replaces a menu tree that the menu-groups API then answers, and refuses a link to a missing section', async () => {
      const [section] = await rows<{ slug: string }>(sql`select slug from sections where brand = 'main' and lang = 'bn' and parent_id is null order by position limit 1`);
      const write = await upsertMenuGroup(database.db, 'main', {
        brand: 'main',
        lang: 'bn',
        items: [
          { title: 'প্রথম', 'item-type': 'section', 'section-slug': section.slug, children: [{ title: 'ভেতরে', 'item-type': 'link', url: '/about' }] },
          { title: 'বাইরে', 'item-type': 'link', url: 'https://example.org/' },
        ],
      });
      expect(write.tags).toEqual(['menus:main:bn']);
      expect(write.purgeKeys).toEqual(['brand:main:bn']);
      const menus = ((await runEndpoint(database.db, 'menu-groups', MAIN, new URLSearchParams())).body as Json)['menu-groups'];
      expect(menus.main.items.map((item: Json) => item.title)).toEqual(['প্রথম', 'বাইরে']);
      expect(menus.main.items[0].children.map((item: Json) => item.completeUrl)).toEqual(['/about']);
      // What the read API answers can be written back as it is (a CMS round trip).
      // (Items are written afresh, so only their ids differ.)
      const withoutIds = (items: Json[]): Json[] => items.map(({ id: _id, 'parent-id': _parent, children, ...item }) => ({ ...item, children: withoutIds(children) }));
      const rewritten = (await upsertMenuGroup(database.db, 'main', { brand: 'main', lang: 'bn', items: menus.main.items })).value.items as Json[];
      expect(withoutIds(rewritten)).toEqual(withoutIds(menus.main.items));
      const home = (await runEndpoint(database.db, 'collection', MAIN, new URLSearchParams('item-type=story&limit=3'), { slug: 'home-latest' })).body as Json;
      const { id: _id, metadata: _metadata, ...collection } = home;
      expect((await upsertCollection(database.db, 'home-latest', { ...collection, brand: 'main', lang: 'bn', items: home.items.map((item: Json) => ({ type: item.type, id: item.id })) })).value).toMatchObject({ slug: 'home-latest' });
      const refused = await failure(upsertMenuGroup(database.db, 'main', { brand: 'main', lang: 'bn', items: [{ title: 'x', 'item-type': 'section', 'section-slug': 'no-such-section' }] }));
      expect(refused).toMatchObject({ status: 400, parameter: 'items[0].section-slug' });
    });

    it('replaces, extends and trims the breaking-news ticker that the API answers', async () => {
      const replaced = await replaceBreakingNews(database.db, {
        brand: 'main',
        lang: 'bn',
        items: [{ story: { headline: 'প্রথম খবর', metadata: { 'linked-story-slug': 'first-story' } } }, { story: { headline: 'দ্বিতীয় খবর' } }],
      });
      expect(replaced.tags).toEqual(['breaking-news:main:bn']);
      const added = await addBreakingNews(database.db, { brand: 'main', lang: 'bn', story: { headline: 'সর্বশেষ খবর' } });
      const ticker = async () => (((await runEndpoint(database.db, 'breaking-news', MAIN, new URLSearchParams())).body as Json).items as Json[]).map((item) => item.story.headline);
      expect(await ticker()).toEqual(['সর্বশেষ খবর', 'প্রথম খবর', 'দ্বিতীয় খবর']);
      await deleteBreakingNews(database.db, added.value.id);
      expect(await ticker()).toEqual(['প্রথম খবর', 'দ্বিতীয় খবর']);
      const empty = await failure(replaceBreakingNews(database.db, { brand: 'main', lang: 'bn', items: [{ story: { headline: '' } }] }));
      expect(empty).toMatchObject({ status: 400, parameter: 'items[0].story.headline' });
    });
  });

  describe('over HTTP', () => {
    const revalidated: string[][] = [];
    const purged: string[][] = [];
    let limiter: FailureLimiter;
    let apiKey: string | undefined;
    const deps = (): IngestDeps => ({
      apiKey: () => apiKey,
      db: () => database.db,
      limiter: () => limiter,
      revalidate: (tags) => void revalidated.push([...tags]),
      purge: async (keys) => void purged.push([...keys]),
    });
    const request = (method: string, init: { body?: string; key?: string | null; ip?: string; type?: string; headers?: Record<string, string> } = {}) =>
      new Request('http://localhost/api/ingest/v1/stories/x', {
        method,
        body: init.body,
        headers: {
          ...(init.key === null ? {} : { authorization: `Bearer ${init.key ?? KEY}` }),
          ...(init.body !== undefined ? { 'content-type': init.type ?? 'application/json' } : {}),
          'x-forwarded-for': init.ip ?? '192.0.2.1',
          ...init.headers,
        },
      });

    beforeAll(() => {
      apiKey = KEY;
    });

    it('answers 503 ingest-disabled for every request while INGEST_API_KEY is unset', async () => {
      apiKey = undefined;
      limiter = new FailureLimiter(20, 60_000);
      try {
        const response = await putStory(request('PUT', { body: '{}' }), '1', deps());
        expect(response.status).toBe(503);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect((await response.json()).error.code).toBe('ingest-disabled');
      } finally {
        apiKey = KEY;
      }
    });

    it('answers 401 with WWW-Authenticate for a missing or wrong key, and writes nothing', async () => {
      limiter = new FailureLimiter(20, 60_000);
      const story = await richStory(5);
      for (const key of [null, 'wrong', `${KEY}x`, KEY.slice(0, -1), '']) {
        const response = await putStory(request('PUT', { key, body: JSON.stringify({ headline: 'x' }) }), String(story.id), deps());
        expect(response.status, String(key)).toBe(401);
        expect(response.headers.get('www-authenticate')).toMatch(/^Bearer /);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect((await response.json()).error.code).toBe('unauthorized');
      }
      expect(await one(sql`select headline from stories where id = ${story.id}`)).toEqual({ headline: story.headline });
    });

    it('trips the rate limit after 20 failures from one address, even for the right key, with Retry-After', async () => {
      limiter = new FailureLimiter(20, 60_000);
      for (let attempt = 0; attempt < 20; attempt++) {
        expect((await deleteStoryRoute(request('DELETE', { key: `guess-${attempt}`, ip: '198.51.100.7' }), '1', deps())).status).toBe(401);
      }
      const limited = await deleteStoryRoute(request('DELETE', { key: KEY, ip: '198.51.100.7' }), '1', deps());
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect((await limited.json()).error.code).toBe('rate-limited');
      expect((await deleteStoryRoute(request('DELETE', { key: 'guess', ip: '198.51.100.8' }), '1', deps())).status).toBe(401);
    });

    it('answers 415 for a body that is not JSON, 413 past 2 MB and 400 for malformed JSON or ids', async () => {
      limiter = new FailureLimiter(20, 60_000);
      expect((await putStory(request('PUT', { body: 'headline=x', type: 'application/x-www-form-urlencoded' }), '1', deps())).status).toBe(415);
      expect((await putStory(request('PUT', { body: '{}', type: 'application/json; charset=latin1' }), '1', deps())).status).toBe(415);
      const big = JSON.stringify({ headline: 'x'.repeat(MAX_BODY_BYTES) });
      const tooLarge = await putStory(request('PUT', { body: big }), '1', deps());
      expect(tooLarge.status).toBe(413);
      expect((await tooLarge.json()).error.code).toBe('payload-too-large');
      const streamed = new Request('http://localhost/api/ingest/v1/stories/1', {
        method: 'PUT',
        headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
        body: new ReadableStream({
          start(controller) {
            for (let i = 0; i < 3; i++) controller.enqueue(new Uint8Array(MAX_BODY_BYTES / 2));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
      expect((await putStory(streamed, '1', deps())).status).toBe(413);
      const malformed = await putStory(request('PUT', { body: '{"headline": ' }), '1', deps());
      expect(malformed.status).toBe(400);
      expect((await malformed.json()).error.code).toBe('invalid-body');
      const badId = await deleteStoryRoute(request('DELETE'), '12abc', deps());
      expect(badId.status).toBe(400);
      expect(await badId.json()).toEqual({ error: { code: 'invalid-parameter', parameter: 'id', message: expect.any(String) } });
    });

    it('writes, answers the story with the revalidated tags, and revalidates and purges exactly those', async () => {
      limiter = new FailureLimiter(20, 60_000);
      revalidated.length = 0;
      purged.length = 0;
      const story = await richStory(6);

      const response = await putStory(request('PUT', { body: JSON.stringify({ headline: 'HTTP দিয়ে হালনাগাদ' }) }), String(story.id), deps());

      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const answer = await response.json();
      expect(answer.story).toMatchObject({ id: story.id, headline: 'HTTP দিয়ে হালনাগাদ' });
      expect(revalidated).toEqual([answer.revalidated]);
      expect([...answer.revalidated].sort()).toEqual(await storyTagsFromStorage(story.id));
      expect(purged).toHaveLength(1);
      const keys = purged[0];
      expect(keys.every((key) => /^[\x21-\x7e]+$/.test(key))).toBe(true);
      expect(keys).toContain(`story-slug:main:bn:${encodeURIComponent(story.slug)}`);
      expect(keys).toContain('path:main:bn:/');

      const created = await putStory(request('PUT', { body: JSON.stringify({ brand: 'main', lang: 'bn', headline: 'HTTP দিয়ে নতুন' }) }), 'ingest-http-story', deps());
      expect(created.status).toBe(201);
    });
  });
});
