import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerBulk, bulkLocation, decodeBulkQuery, parseBulkRequests } from '@/lib/api/bulk';
import { callHandler, runEndpoint, type EndpointName } from '@/lib/api/endpoints';
import { InvalidParameterError } from '@/lib/api/params';
import type { ApiResult } from '@/lib/api/result';
import { ENDPOINT_ANSWERS, ErrorSchema } from '@/lib/api/schemas';
import { STORY_FIELDS } from '@/lib/api/serialise';
import * as z from 'zod';
import type { Edition } from '@/lib/brands/resolve-host';
import { connect } from '@/lib/db/client';
import { stem, tokenize } from '@/lib/search/tokens';
import { seedDatabase } from '@/lib/seed/seed';
import { DATABASE_TARGETS, type TestDatabase } from './databases';

const ANCHOR = new Date('2026-11-22T06:00:00Z');
const MAIN: Edition = { brand: 'main', lang: 'bn' };
const MAIN_EN: Edition = { brand: 'main', lang: 'en' };
const TRUST: Edition = { brand: 'trust', lang: 'bn' };

/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are read as the untyped JSON a client sees */
type Json = any;

interface StoryRow {
  id: number;
  slug: string;
  headline: string;
}

describe.each(DATABASE_TARGETS)('the content API on $name', (target) => {
  let database: TestDatabase;
  let mediaDir: string;

  const rows = async <T,>(query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows as T[];
  // Every answer these tests see is also held to its documented schema (lib/api/schemas.ts, the OpenAPI document's source).
  const call = async (name: EndpointName, edition: Edition, query = '', pathParams: Record<string, string> = {}) => {
    const result = await runEndpoint(database.db, name, edition, new URLSearchParams(query), pathParams);
    const schema = result.status === 200 ? ENDPOINT_ANSWERS[name] : ErrorSchema;
    const checked = schema.safeParse(JSON.parse(JSON.stringify(result.body)));
    if (!checked.success) throw new Error(`${name} answered outside its schema: ${z.prettifyError(checked.error)}`);
    return result;
  };
  const body = (result: ApiResult): Json => result.body;
  const story = async (where: ReturnType<typeof sql>) => (await rows<StoryRow>(sql`select id, slug, headline from stories where ${where} order by id limit 1`))[0];

  beforeAll(async () => {
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alokpat-api-'));
    database = await target.create();
    await seedDatabase(database.db, { stories: 300, mediaDir, anchor: ANCHOR });
  });

  afterAll(async () => {
    await database?.drop();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  describe('collections', () => {
    it('answers the home collection with its nested collections, each bringing its own stories', async () => {
      const result = await call('collection', MAIN, '', { slug: 'home' });
      expect(result.status).toBe(200);
      const home = body(result);
      expect(home).toMatchObject({ slug: 'home', name: expect.any(String), template: 'home', 'updated-at': expect.any(Number), 'associated-metadata': expect.any(Object) });
      expect(home.items.length).toBeGreaterThan(0);
      expect(home.items.length).toBeLessThanOrEqual(10);
      expect(home['total-count']).toBeGreaterThanOrEqual(home.items.length);
      const nested = home.items.filter((item: Json) => item.type === 'collection');
      expect(nested.length).toBeGreaterThan(0);
      for (const child of nested) {
        expect(child).toMatchObject({ id: expect.any(Number), slug: expect.any(String), name: expect.any(String), template: expect.any(String), 'updated-at': expect.any(Number), items: expect.any(Array) });
        for (const item of child.items) {
          expect(item.type).toBe('story');
          expect(item.story.id).toBe(item.id);
          expect(item.story.headline).toEqual(expect.any(String));
        }
      }
      expect(nested.some((child: Json) => child.items.length > 0)).toBe(true);
    });

    it('tags the answer with the collection and every story it holds', async () => {
      const result = await call('collection', MAIN, '', { slug: 'home' });
      const storyIds: number[] = body(result).items.flatMap((item: Json) => (item.type === 'story' ? [item.id] : item.items.map((inner: Json) => inner.id)));
      expect(storyIds.length).toBeGreaterThan(0);
      expect(result.tags).toContain('collection:main:bn:home');
      expect(result.tags).toContain('brand:main:bn');
      for (const id of storyIds) expect(result.tags).toContain(`story:${id}`);
    });

    it('pages through a collection with limit and offset, keeping the total', async () => {
      const first = body(await call('collection', MAIN, 'limit=4', { slug: 'home-latest' }));
      const second = body(await call('collection', MAIN, 'limit=4&offset=4', { slug: 'home-latest' }));
      expect(first.items).toHaveLength(4);
      expect(second.items).toHaveLength(4);
      expect(first['total-count']).toBe(10);
      expect(second['total-count']).toBe(10);
      const ids = [...first.items, ...second.items].map((item: Json) => item.id);
      expect(new Set(ids).size).toBe(8);
      const all = body(await call('collection', MAIN, '', { slug: 'home-latest' }));
      expect(all.items.map((item: Json) => item.id)).toEqual(expect.arrayContaining(ids));
    });

    it('answers only story items for item-type=story', async () => {
      const [mixed] = await rows<{ slug: string }>(sql`
        select c.slug from collections c where c.brand = 'main' and c.lang = 'bn'
          and exists (select 1 from collection_items i where i.collection_id = c.id and i.item_type = 'collection')
          and exists (select 1 from collection_items i join stories s on s.id = i.story_id where i.collection_id = c.id and s.status = 'published')
        order by c.id limit 1`);
      const everything = body(await call('collection', MAIN, 'limit=100', { slug: mixed.slug }));
      expect(everything.items.some((item: Json) => item.type === 'collection')).toBe(true);
      const onlyStories = body(await call('collection', MAIN, 'limit=100&item-type=story', { slug: mixed.slug }));
      expect(onlyStories.items.length).toBeGreaterThan(0);
      expect(onlyStories.items.every((item: Json) => item.type === 'story')).toBe(true);
      expect(onlyStories['total-count']).toBe(onlyStories.items.length);
    });

    it('answers only id and the requested fields of each story', async () => {
      const latest = body(await call('collection', MAIN, 'fields=headline,slug,published-at', { slug: 'home-latest' }));
      for (const item of latest.items) expect(Object.keys(item.story).sort()).toEqual(['headline', 'id', 'published-at', 'slug']);
    });

    it("honours the platform's story-fields on the home collection, nested collections included", async () => {
      const whole = await call('collection', MAIN, '', { slug: 'home' });
      const slim = await call('collection', MAIN, 'story-fields=headline,url,hero-image-s3-key', { slug: 'home' });
      const stories = body(slim).items.flatMap((item: Json) => (item.type === 'story' ? [item.story] : item.items.map((inner: Json) => inner.story)));
      expect(stories.length).toBeGreaterThan(0);
      for (const s of stories) expect(Object.keys(s).sort()).toEqual(['headline', 'hero-image-s3-key', 'id', 'url']);
      // The same items, much less to send.
      expect(body(slim).items.map((item: Json) => item.id)).toEqual(body(whole).items.map((item: Json) => item.id));
      expect(JSON.stringify(body(slim)).length * 5).toBeLessThan(JSON.stringify(body(whole)).length);
      const bad = await call('collection', MAIN, 'story-fields=headline,nonsense', { slug: 'home' });
      expect(bad.status).toBe(400);
      expect(body(bad).error.parameter).toBe('story-fields');
    });

    it("answers 404 for an unknown slug and for another edition's collection", async () => {
      const unknown = await call('collection', MAIN, '', { slug: 'no-such-collection' });
      expect(unknown.status).toBe(404);
      expect(body(unknown).error.code).toBe('not-found');
      const [trustOnly] = await rows<{ slug: string }>(sql`
        select slug from collections t where brand = 'trust' and not exists (select 1 from collections m where m.brand = 'main' and m.lang = 'bn' and m.slug = t.slug) limit 1`);
      expect((await call('collection', TRUST, '', { slug: trustOnly.slug })).status).toBe(200);
      expect((await call('collection', MAIN, '', { slug: trustOnly.slug })).status).toBe(404);
    });
  });

  describe('stories', () => {
    it('answers a story by id with the spec field names', async () => {
      const row = await story(sql`brand = 'main' and lang = 'bn' and access = 'public' and status = 'published'`);
      const result = await call('story', MAIN, '', { id: String(row.id) });
      expect(result.status).toBe(200);
      const answer = body(result).story;
      expect(Object.keys(answer).sort()).toEqual([...STORY_FIELDS].sort());
      expect(answer).toMatchObject({ id: row.id, slug: row.slug, headline: row.headline, access: 'public' });
      expect(answer.url).toMatch(new RegExp(`/${encodeURIComponent(row.slug)}$`));
      expect(answer['published-at']).toEqual(expect.any(Number));
      expect(answer.metadata).toMatchObject({ excerpt: expect.any(String), 'is-closed': expect.any(Boolean) });
      expect(Object.keys(answer.authors[0]).sort()).toEqual(['avatar-s3-key', 'avatar-url', 'id', 'name', 'slug']);
      expect(answer.authors[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String) });
      expect(answer['author-id']).toBe(answer.authors[0].id);
      expect(answer.sections.length).toBeGreaterThan(0);
      expect(answer.tags[0]).toEqual({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String) });
      expect(answer.cards.length).toBeGreaterThan(0);
      for (const card of answer.cards) {
        expect(card['story-elements'].length).toBeGreaterThan(0);
        for (const element of card['story-elements']) expect(element).toMatchObject({ id: expect.any(String), type: expect.any(String), subtype: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string') });
      }
      expect(answer['read-time']).toBeGreaterThanOrEqual(1);
      expect(answer['story-content-id']).toBe(String(row.id));
      expect(answer.seo['meta-title']).toEqual(expect.any(String));
      expect(result.tags).toEqual(['brand:main:bn', `story:${row.id}`]);
    });

    it('answers one story with only the fields asked for, as the live blog polls it', async () => {
      const row = await story(sql`brand = 'main' and lang = 'bn' and status = 'published'`);
      const slim = await call('story', MAIN, 'fields=last-published-at', { id: String(row.id) });
      expect(Object.keys(body(slim).story).sort()).toEqual(['id', 'last-published-at']);
      const bySlug = await call('story-by-slug', MAIN, `slug=${encodeURIComponent(row.slug)}&story-fields=headline,url`);
      expect(Object.keys(body(bySlug).story).sort()).toEqual(['headline', 'id', 'url']);
      expect((await call('story', MAIN, 'story-fields=nope', { id: String(row.id) })).status).toBe(400);
    });

    it('answers the same story by slug', async () => {
      const row = await story(sql`brand = 'main' and lang = 'bn' and status = 'published'`);
      const bySlug = await call('story-by-slug', MAIN, `slug=${encodeURIComponent(row.slug)}`);
      expect(bySlug.status).toBe(200);
      expect(body(bySlug).story).toEqual(body(await call('story', MAIN, '', { id: String(row.id) })).story);
      expect(bySlug.tags).toContain(`story:${row.id}`);
    });

    it("answers a story by the newsroom system's id for it, in its own edition only, and only while published", async () => {
      const row = await story(sql`brand = 'main' and lang = 'bn' and status = 'published'`);
      const externalId = `cms/${row.id}:ক`;
      await database.db.execute(sql`update stories set external_id = ${externalId} where id = ${row.id}`);
      try {
        const result = await call('story-by-external-id', MAIN, '', { id: encodeURIComponent(externalId) });
        expect(result.status).toBe(200);
        expect(body(result).story).toEqual(body(await call('story', MAIN, '', { id: String(row.id) })).story);
        expect(body(result).story['external-id']).toBe(externalId);
        expect(result.tags).toEqual(expect.arrayContaining(['latest:main:bn', `story:${row.id}`]));
        expect((await call('story-by-external-id', MAIN_EN, '', { id: encodeURIComponent(externalId) })).status).toBe(404);
        expect((await call('story-by-external-id', MAIN, '', { id: 'no-such-id' })).status).toBe(404);
        expect((await call('story-by-external-id', MAIN, '', { id: 'x'.repeat(201) })).status).toBe(400);
        await database.db.execute(sql`update stories set status = 'draft' where id = ${row.id}`);
        expect((await call('story-by-external-id', MAIN, '', { id: encodeURIComponent(externalId) })).status).toBe(404);
      } finally {
        await database.db.execute(sql`update stories set status = 'published', external_id = null where id = ${row.id}`);
      }
    });

    it("answers 404 for another brand's or language's story, by id and by slug", async () => {
      const trust = await story(sql`brand = 'trust' and status = 'published'`);
      expect((await call('story', TRUST, '', { id: String(trust.id) })).status).toBe(200);
      const onMain = await call('story', MAIN, '', { id: String(trust.id) });
      expect(onMain.status).toBe(404);
      expect(body(onMain)).toEqual({ error: { code: 'not-found', message: expect.any(String) } });
      expect((await call('story-by-slug', MAIN, `slug=${encodeURIComponent(trust.slug)}`)).status).toBe(404);
      const english = await story(sql`brand = 'main' and lang = 'en' and status = 'published'`);
      expect((await call('story', MAIN, '', { id: String(english.id) })).status).toBe(404);
      expect((await call('story', MAIN_EN, '', { id: String(english.id) })).status).toBe(200);
    });

    it('answers 404 for a story that is not published', async () => {
      const row = await story(sql`brand = 'main' and lang = 'bn'`);
      await database.db.execute(sql`update stories set status = 'draft' where id = ${row.id}`);
      try {
        expect((await call('story', MAIN, '', { id: String(row.id) })).status).toBe(404);
        expect((await call('story-by-slug', MAIN, `slug=${encodeURIComponent(row.slug)}`)).status).toBe(404);
      } finally {
        await database.db.execute(sql`update stories set status = 'published' where id = ${row.id}`);
      }
    });

    it('never answers the text of a registered-only story, wherever it appears', async () => {
      const gated = await story(sql`brand = 'main' and lang = 'bn' and access = 'login' and status = 'published'`);
      expect(gated).toBeDefined();
      const byId = body(await call('story', MAIN, '', { id: String(gated.id) })).story;
      expect(byId.access).toBe('login');
      expect(byId.cards).toEqual([]);
      expect(byId.headline).toBe(gated.headline);
      expect(body(await call('story-by-slug', MAIN, `slug=${encodeURIComponent(gated.slug)}`)).story.cards).toEqual([]);
      const found = body(await call('advanced-search', MAIN, 'limit=100&fields=access,cards')).results.stories;
      const gatedFound = found.filter((s: Json) => s.access === 'login');
      expect(gatedFound.length).toBeGreaterThan(0);
      for (const s of gatedFound) expect(s.cards).toEqual([]);
      expect(found.some((s: Json) => s.access === 'public' && s.cards.length > 0)).toBe(true);
    });

    it('lists the recent story group newest first, of a section or template when asked', async () => {
      const recent = body(await call('stories', MAIN, 'limit=5&story-fields=published-at,story-template,sections'));
      expect(recent.stories).toHaveLength(5);
      const newest = await rows<{ id: number }>(sql`select id from stories where brand = 'main' and lang = 'bn' and status = 'published' order by published_at desc, id desc limit 5`);
      expect(recent.stories.map((s: Json) => s.id)).toEqual(newest.map((r) => r.id));
      const sectionId = recent.stories[0].sections[0].id;
      const inSection = body(await call('stories', MAIN, `section-id=${sectionId}&limit=50&story-fields=sections`)).stories;
      expect(inSection.length).toBeGreaterThan(0);
      for (const s of inSection) expect(s.sections.map((section: Json) => section.id)).toContain(sectionId);
      const videos = body(await call('stories', MAIN, 'template=video&limit=50&story-fields=story-template')).stories;
      expect(videos.length).toBeGreaterThan(0);
      for (const s of videos) expect(s['story-template']).toBe('video');
      expect((await call('stories', MAIN, 'story-group=nonsense')).status).toBe(400);
      expect((await call('stories', MAIN, 'story-group=top&section-id=1')).status).toBe(400);
    });

    it('lists the top story group by reads in the last 24 hours', async () => {
      const picked = await rows<{ id: number }>(sql`select id from stories where brand = 'main' and lang = 'bn' and status = 'published' order by id desc limit 3`);
      const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
      await database.db.execute(sql`delete from story_views`);
      for (const [index, row] of picked.entries()) {
        await database.db.execute(sql`insert into story_views (story_id, hour, brand, lang, views) values (${row.id}, ${hour}, 'main', 'bn', ${10 + index * 5})`);
      }
      try {
        const top = body(await call('stories', MAIN, 'story-group=top&story-fields=headline')).stories;
        expect(top.map((s: Json) => s.id)).toEqual([...picked].reverse().map((r) => r.id));
        expect(body(await call('stories', MAIN, 'story-group=top&limit=1&offset=1')).stories.map((s: Json) => s.id)).toEqual([picked[1].id]);
        expect(body(await call('stories', MAIN_EN, 'story-group=top')).stories).toEqual([]);
      } finally {
        await database.db.execute(sql`delete from story_views`);
      }
    });

    it("answers a story's attributes as the newsroom set them, {} when it set none", async () => {
      const row = await story(sql`brand = 'main' and lang = 'bn' and status = 'published'`);
      expect(body(await call('story-attributes', MAIN, '', { id: String(row.id) }))).toEqual({ 'story-attributes': expect.any(Object) });
      await database.db.execute(sql`update stories set metadata = metadata || '{"story-attributes": {"district": ["Sylhet"]}}'::jsonb where id = ${row.id}`);
      expect(body(await call('story-attributes', MAIN, '', { id: String(row.id) }))).toEqual({ 'story-attributes': { district: ['Sylhet'] } });
      expect((await call('story-attributes', MAIN_EN, '', { id: String(row.id) })).status).toBe(404);
    });

    it("answers a story's related stories: the newest others of its primary section, never itself", async () => {
      const row = await story(sql`brand = 'main' and lang = 'bn' and status = 'published' and primary_section_id is not null`);
      const [{ section }] = await rows<{ section: number }>(sql`select primary_section_id as section from stories where id = ${row.id}`);
      const result = await call('related-stories', MAIN, 'story-fields=id,headline,sections');
      expect(result.status).toBe(400);
      const related = await call('related-stories', MAIN, 'story-fields=id,headline,published-at', { id: String(row.id) });
      expect(related.status).toBe(200);
      const stories = body(related)['related-stories'];
      expect(stories.length).toBeGreaterThan(0);
      expect(stories.length).toBeLessThanOrEqual(8);
      for (const s of stories) expect(Object.keys(s).sort()).toEqual(['headline', 'id', 'published-at']);
      const ids = stories.map((s: Json) => s.id);
      expect(ids).not.toContain(row.id);
      const sameSection = await rows<{ id: number }>(
        sql`select id from stories where primary_section_id = ${section} and brand = 'main' and lang = 'bn' and status = 'published' and id <> ${row.id} order by published_at desc, id desc limit 8`,
      );
      expect(ids).toEqual(sameSection.map((r) => r.id));
      expect(related.tags).toContain(`section:${section}`);
      expect((await call('related-stories', MAIN_EN, '', { id: String(row.id) })).status).toBe(404);
    });
  });

  describe('authors', () => {
    it('answers page.total with limit=1, then every author in one call', async () => {
      const first = body(await call('authors', MAIN, 'limit=1'));
      expect(first.authors).toHaveLength(1);
      const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from authors where lang = 'bn'`);
      expect(first.page).toEqual({ total: n, limit: 1, offset: 0 });
      const all = body(await call('authors', MAIN, `limit=${first.page.total}`));
      expect(all.authors).toHaveLength(n);
      expect(all.authors[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String), metadata: {} });
      expect(all.authors.some((author: Json) => author.role === 'Public Author' && typeof author['avatar-s3-key'] === 'string')).toBe(true);
    });

    it('caps the limit at 100 and defaults to 20', async () => {
      expect(body(await call('authors', MAIN, 'limit=1000')).page.limit).toBe(100);
      expect(body(await call('authors', MAIN)).page).toMatchObject({ limit: 20, offset: 0 });
    });

    it("answers an author's stories in the edition as a collection, newest first", async () => {
      const [author] = await rows<{ id: number; n: number }>(sql`
        select sa.author_id as id, count(*)::int as n from story_authors sa join stories s on s.id = sa.story_id
        where s.brand = 'main' and s.lang = 'bn' and s.status = 'published' group by sa.author_id order by n desc, sa.author_id limit 1`);
      const result = await call('author-collection', MAIN, 'limit=5', { id: String(author.id) });
      expect(result.status).toBe(200);
      const collection = body(result);
      expect(collection['total-count']).toBe(author.n);
      expect(collection.items).toHaveLength(Math.min(5, author.n));
      expect(collection.author.id).toBe(author.id);
      const times = collection.items.map((item: Json) => item.story['published-at']);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      for (const item of collection.items) {
        expect(item.type).toBe('story');
        expect(item.story.authors.map((a: Json) => a.id)).toContain(author.id);
      }
      expect(result.tags).toContain(`author:${author.id}`);
    });

    it("answers 404 for an unknown author and for an author of the other language", async () => {
      expect((await call('author-collection', MAIN, '', { id: '999999' })).status).toBe(404);
      const [english] = await rows<{ id: number }>(sql`select id from authors where lang = 'en' limit 1`);
      expect((await call('author-collection', MAIN, '', { id: String(english.id) })).status).toBe(404);
      expect((await call('author', MAIN, '', { id: String(english.id) })).status).toBe(404);
      expect((await call('author', MAIN_EN, '', { id: String(english.id) })).status).toBe(200);
    });

    it('answers one author by id as the list shows them', async () => {
      const listed = body(await call('authors', MAIN, 'limit=3')).authors[2];
      const result = await call('author', MAIN, '', { id: String(listed.id) });
      expect(result.status).toBe(200);
      expect(body(result)).toEqual({ author: listed });
      expect(result.tags).toContain(`author:${listed.id}`);
    });

    it("honours story-fields in an author's collection, as in any listing", async () => {
      const [author] = await rows<{ id: number }>(sql`select sa.author_id as id from story_authors sa join stories s on s.id = sa.story_id where s.brand = 'main' and s.lang = 'bn' and s.status = 'published' limit 1`);
      const items = body(await call('author-collection', MAIN, 'story-fields=headline,url', { id: String(author.id) })).items;
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(Object.keys(item.story).sort()).toEqual(['headline', 'id', 'url']);
    });
  });

  describe('publisher config', () => {
    it("answers the edition's publisher config: name, every section with its absolute URL, the main menu, every edition's host", async () => {
      const result = await call('config', MAIN);
      expect(result.status).toBe(200);
      const config = body(result);
      expect(config).toMatchObject({ 'publisher-name': 'আলোকপাত', lang: 'bn', language: { 'iso-code': 'bn' }, 'ads-config': null });
      const sections = await rows<{ id: number; slug: string; display_name: string }>(sql`select id, slug, display_name from sections where brand = 'main' and lang = 'bn'`);
      expect(config.sections.map((section: Json) => section.id).sort()).toEqual(sections.map((row) => row.id).sort());
      const origin = config['sketches-host'];
      expect(origin).toMatch(/^https?:\/\//);
      for (const section of config.sections) {
        expect(section['section-url'].startsWith(`${origin}/`)).toBe(true);
        expect(section['display-name']).toBe(sections.find((row) => row.id === section.id)!.display_name);
      }
      expect(config.layout.menu.length).toBeGreaterThan(0);
      expect(config.domains).toHaveLength(8);
      expect(config.domains).toContainEqual(expect.objectContaining({ brand: 'main', lang: 'en', name: 'Alokpat' }));
      expect(result.tags).toEqual(['brand:main:bn', 'sections:main:bn', 'menus:main:bn']);
      // Another edition, its own sections.
      const trust = body(await call('config', TRUST));
      expect(trust['publisher-name']).not.toBe(config['publisher-name']);
      expect(trust.sections.map((section: Json) => section.id)).not.toContain(config.sections[0].id);
    });
  });

  describe('bulk requests', () => {
    it('answers named requests by name, each as its own endpoint would, an error only for the request that has one', async () => {
      const requests = parseBulkRequests({
        requests: {
          home: { _type: 'collection', slug: 'home', 'story-fields': 'headline' },
          top: { _type: 'stories', limit: 3, 'story-fields': 'headline' },
          found: { _type: 'search', q: 'ঢাকা', limit: 2, fields: 'id' },
          broken: { _type: 'stories', 'story-group': 'nonsense' },
        },
      });
      // The GET address carries the set and gives it back unchanged.
      const location = bulkLocation(requests);
      expect(location).toMatch(/^\/api\/v1\/bulk-request\?requests=[\w-]+$/);
      expect(decodeBulkQuery(new URL(location, 'http://localhost').searchParams)).toEqual(requests);
      const result = await answerBulk(requests, (name, params) => callHandler(database.db, name, MAIN, params));
      expect(result.status).toBe(200);
      const { results } = body(result);
      expect(Object.keys(results).sort()).toEqual(['broken', 'found', 'home', 'top']);
      expect(results.home).toEqual(body(await call('collection', MAIN, 'story-fields=headline', { slug: 'home' })));
      expect(results.top).toEqual(body(await call('stories', MAIN, 'limit=3&story-fields=headline')));
      expect(results.found.results.stories.length).toBeLessThanOrEqual(2);
      expect(results.broken.error).toMatchObject({ code: 'invalid-parameter', parameter: 'story-group' });
      expect(result.tags).toEqual(expect.arrayContaining(['collection:main:bn:home', 'latest:main:bn']));
    });

    it('refuses a request set that is not one', () => {
      const sets: unknown[] = [
        null,
        { requests: [] },
        { requests: {} },
        { requests: { a: { _type: 'members' } } },
        { requests: { a: { _type: 'stories', limit: { $gt: 1 } } } },
        { requests: { 'a b': { _type: 'stories' } } },
        { requests: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`r${i}`, { _type: 'stories' }])) },
      ];
      for (const set of sets) expect(() => parseBulkRequests(set), JSON.stringify(set)).toThrow(InvalidParameterError);
      // A request named __proto__ is a request like any other, not the set's prototype.
      const odd = parseBulkRequests(JSON.parse('{"requests": {"__proto__": {"_type": "stories", "limit": 1}}}'));
      expect(Object.keys(odd)).toEqual(['__proto__']);
      expect(Object.getPrototypeOf(odd)).toBe(Object.prototype);
      expect(decodeBulkQuery(new URL(bulkLocation(odd), 'http://localhost').searchParams)).toEqual(odd);
      expect(() => decodeBulkQuery(new URLSearchParams('requests=not*base64'))).toThrow(InvalidParameterError);
      expect(() => decodeBulkQuery(new URLSearchParams(`requests=${Buffer.from('{"requests":').toString('base64url')}`))).toThrow(InvalidParameterError);
    });
  });

  describe('custom URLs', () => {
    it("answers a redirect of the edition with its destination, and 404 for a path that is none or another edition's", async () => {
      const [redirect] = await rows<{ source: string; target: string }>(sql`select source_path as source, target_path as target from redirects where brand = 'main' and lang = 'bn' order by id limit 1`);
      const segments = redirect.source.slice(1).split('/').map(encodeURIComponent).join('/');
      const result = await call('custom-url', MAIN, '', { path: segments });
      expect(result.status).toBe(200);
      expect(body(result)).toEqual({ page: { type: 'redirect', 'status-code': 301, 'source-path': redirect.source, 'destination-path': redirect.target } });
      expect(result.tags).toContain('redirects:main:bn');
      // The platform's clients send the whole path as one encoded segment.
      expect(body(await call('custom-url', MAIN, '', { path: encodeURIComponent(redirect.source) }))).toEqual(body(result));
      expect((await call('custom-url', MAIN, '', { path: 'no/such/path' })).status).toBe(404);
      expect((await call('custom-url', TRUST, '', { path: segments })).status).toBe(404);
      expect((await call('custom-url', MAIN, '', { path: '%E0%A6' })).status).toBe(400);
    });
  });

  describe('tags', () => {
    it("answers a tag by slug with its id, and 404 for another language's tag or an entity's slug", async () => {
      const [tag] = await rows<{ id: number; name: string; slug: string }>(sql`select id, name, slug from tags where lang = 'bn' order by id limit 1`);
      const result = await call('tag', MAIN, '', { slug: encodeURIComponent(tag.slug) });
      expect(result.status).toBe(200);
      expect(body(result)).toEqual({ tag: { id: tag.id, name: tag.name, slug: tag.slug } });
      expect((await call('tag', MAIN_EN, '', { slug: encodeURIComponent(tag.slug) })).status).toBe(404);
      const [entity] = await rows<{ slug: string }>(sql`select slug from entities where lang = 'bn' and slug not in (select slug from tags where lang = 'bn') limit 1`);
      expect((await call('tag', MAIN, '', { slug: encodeURIComponent(entity.slug) })).status).toBe(404);
    });
  });

  describe('advanced search', () => {
    it('finds a story by its headline and ranks headline matches first', async () => {
      const row = await story(sql`brand = 'main' and lang = 'bn' and status = 'published'`);
      const results = body(await call('advanced-search', MAIN, `q=${encodeURIComponent(row.headline)}&limit=100`)).results;
      expect(results.stories.map((s: Json) => s.id)).toContain(row.id);
      expect(results.stories[0].headline).toContain(row.headline);
    });

    it('matches without regard to case and only in the edition', async () => {
      const row = await story(sql`brand = 'main' and lang = 'en' and status = 'published'`);
      const word = row.headline.split(' ').find((w) => w.length > 4) as string;
      const results = body(await call('advanced-search', MAIN_EN, `q=${encodeURIComponent(word.toUpperCase())}&limit=100&fields=headline,subheadline,metadata,tags`)).results;
      expect(results.total).toBeGreaterThan(0);
      for (const s of results.stories) {
        const text = [s.headline, s.subheadline ?? '', s.metadata.excerpt, s.metadata.summary ?? '', ...s.tags.map((t: Json) => t.name)].join(' ');
        expect(tokenize(text).map(stem)).toContain(stem(word));
      }
      const ids = results.stories.map((s: Json) => s.id);
      const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from stories where id = any(${`{${ids.join(',')}}`}::int[]) and brand = 'main' and lang = 'en'`);
      expect(n).toBe(ids.length);
    });

    it('finds nothing for a query of punctuation alone, without failing', async () => {
      for (const q of ['%', '_', '"\'\\', '---']) {
        const result = await call('advanced-search', MAIN, `q=${encodeURIComponent(q)}`);
        expect(result.status).toBe(200);
        expect(body(result).results).toMatchObject({ total: 0, stories: [] });
      }
    });

    it('combines a query with a section filter', async () => {
      const row = await story(sql`brand = 'main' and lang = 'bn' and status = 'published'`);
      const [section] = await rows<{ id: number }>(sql`select section_id as id from story_sections where story_id = ${row.id} limit 1`);
      const results = body(await call('advanced-search', MAIN, `q=${encodeURIComponent(row.headline)}&section-id=${section.id}&fields=sections&limit=100`)).results;
      expect(results.stories.map((s: Json) => s.id)).toContain(row.id);
      for (const s of results.stories) expect(s.sections.map((x: Json) => x.id)).toContain(section.id);
    });

    it('sorts by latest-published without a query and by published-at:asc on request', async () => {
      const latest = body(await call('advanced-search', MAIN, 'fields=published-at&limit=20')).results;
      const times = latest.stories.map((s: Json) => s['published-at']);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const oldest = body(await call('advanced-search', MAIN, 'fields=published-at&limit=20&sort=published-at:asc')).results;
      const ascending = oldest.stories.map((s: Json) => s['published-at']);
      expect([...ascending].sort((a, b) => a - b)).toEqual(ascending);
      expect(ascending[0]).toBeLessThan(times[times.length - 1]);
    });

    it('pages with from, size and total, and caps the limit at 100', async () => {
      const page = body(await call('advanced-search', MAIN, 'limit=5&offset=5')).results;
      const [{ all }] = await rows<{ all: number }>(sql`select count(*)::int as "all" from stories where brand = 'main' and lang = 'bn' and status = 'published'`);
      expect(page).toMatchObject({ total: all, from: 5, size: 5 });
      expect(page.stories).toHaveLength(5);
      const capped = body(await call('advanced-search', MAIN, 'limit=500&fields=id')).results;
      expect(capped.size).toBe(100);
      expect(capped.stories).toHaveLength(Math.min(100, all));
    });

    it('filters by story type, with gallery meaning photo stories', async () => {
      const photos = body(await call('advanced-search', MAIN, 'type=gallery&fields=story-template&limit=100')).results;
      expect(photos.total).toBeGreaterThan(0);
      for (const s of photos.stories) expect(s['story-template']).toBe('photo');
      const blogs = body(await call('advanced-search', MAIN, 'type=live-blog&fields=story-template')).results;
      expect(blogs.total).toBeGreaterThan(0);
      for (const s of blogs.stories) expect(s['story-template']).toBe('live-blog');
    });

    it('filters by section and by tag name', async () => {
      const [section] = await rows<{ id: number }>(sql`
        select ss.section_id as id from story_sections ss join stories s on s.id = ss.story_id
        where s.brand = 'main' and s.lang = 'bn' group by ss.section_id order by count(*) desc limit 1`);
      const inSection = body(await call('advanced-search', MAIN, `section-id=${section.id}&fields=sections&limit=100`)).results;
      expect(inSection.total).toBeGreaterThan(0);
      for (const s of inSection.stories) expect(s.sections.map((x: Json) => x.id)).toContain(section.id);

      const [tag] = await rows<{ name: string }>(sql`
        select t.name from story_tags st join tags t on t.id = st.tag_id join stories s on s.id = st.story_id
        where s.brand = 'main' and s.lang = 'en' group by t.name order by count(*) desc limit 1`);
      const tagged = body(await call('advanced-search', MAIN_EN, `tag-name=${encodeURIComponent(tag.name.toUpperCase())}&fields=tags&limit=100`)).results;
      expect(tagged.total).toBeGreaterThan(0);
      for (const s of tagged.stories) expect(s.tags.map((x: Json) => x.name)).toContain(tag.name);
      expect(body(await call('advanced-search', MAIN_EN, 'tag-name=no-such-tag')).results.total).toBe(0);
    });

    it("searches across brands with brand=all or a list, each story on its own brand's host", async () => {
      const own = body(await call('advanced-search', MAIN, 'limit=100&fields=url')).results;
      const all = body(await call('advanced-search', MAIN, 'brand=all&limit=100&fields=url')).results;
      expect(all.total).toBeGreaterThan(own.total);
      const origins = new Set(all.stories.map((s: Json) => new URL(s.url).origin));
      expect(origins.size).toBeGreaterThan(2);
      for (const origin of origins) expect(origin).toMatch(/^http:\/\/([a-z]+\.)?localhost:\d+$/);
      const trust = body(await call('advanced-search', MAIN, 'brand=trust&limit=100&fields=url')).results;
      expect(trust.total).toBeGreaterThan(0);
      for (const s of trust.stories) expect(new URL(s.url).host).toMatch(/^trust\.localhost/);
      const [row] = await rows<{ id: number }>(sql`select id from stories where brand = 'trust' and lang = 'bn' and status = 'published' order by id limit 1`);
      expect(trust.stories.map((s: Json) => s.id)).toContain(row.id);
      // The English edition: only brands with English, and a named brand without it is refused.
      const english = body(await call('advanced-search', MAIN_EN, 'brand=all&limit=100&fields=url')).results;
      for (const s of english.stories) expect(new URL(s.url).host).toMatch(/^en\.localhost/);
      expect((await call('advanced-search', MAIN_EN, 'brand=trust')).status).toBe(400);
      expect(body(await call('advanced-search', MAIN, 'brand=nope')).error.parameter).toBe('brand');
    });

    it('filters by linked entity, for the topic pages of people, organisations and places', async () => {
      const [entity] = await rows<{ id: number; n: number }>(sql`
        select se.entity_id as id, count(*)::int as n from story_entities se join stories s on s.id = se.story_id
        where s.brand = 'main' and s.lang = 'bn' and s.status = 'published' group by se.entity_id order by count(*) desc limit 1`);
      const linked = body(await call('advanced-search', MAIN, `entity-id=${entity.id}&limit=100`)).results;
      expect(linked.total).toBe(entity.n);
      expect((await call('advanced-search', MAIN, 'entity-id=abc')).status).toBe(400);
    });
  });

  describe('entities', () => {
    it('lists the entities of one type in the edition language', async () => {
      const people = body(await call('entities', MAIN, 'type=person&limit=100'));
      expect(people.entities.length).toBeGreaterThan(0);
      expect(people.page.total).toBe(people.entities.length);
      for (const entity of people.entities) expect(entity).toEqual({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String), type: 'person' });
      const all = body(await call('entities', MAIN, 'limit=100'));
      expect(all.page.total).toBeGreaterThan(people.page.total);
    });

    it('answers an entity by id, and 404 for one of the other language', async () => {
      const [bn] = await rows<{ id: number; name: string }>(sql`select id, name from entities where lang = 'bn' order by id limit 1`);
      const result = await call('entity', MAIN, '', { id: String(bn.id) });
      expect(result.status).toBe(200);
      expect(body(result).entity).toMatchObject({ id: bn.id, name: bn.name });
      const [en] = await rows<{ id: number }>(sql`select id from entities where lang = 'en' order by id limit 1`);
      expect((await call('entity', MAIN, '', { id: String(en.id) })).status).toBe(404);
    });
  });

  describe('entity collections', () => {
    it("answers an entity's linked stories newest first as its one collection, paged, with story-fields", async () => {
      const [entity] = await rows<{ id: number; n: number }>(sql`
        select se.entity_id as id, count(*)::int as n from story_entities se join stories s on s.id = se.story_id
        where s.brand = 'main' and s.lang = 'bn' and s.status = 'published' group by se.entity_id order by count(*) desc limit 1`);
      expect(entity.n).toBeGreaterThan(2);
      const result = await call('entity-collections', MAIN, 'limit=2&story-fields=headline,published-at', { id: String(entity.id) });
      expect(result.status).toBe(200);
      const answer = body(result);
      expect(answer.entity.id).toBe(entity.id);
      expect(answer.collections).toHaveLength(1);
      const [collection] = answer.collections;
      expect(collection).toMatchObject({ id: entity.id, slug: answer.entity.slug, template: 'entity', 'total-count': entity.n });
      expect(collection.items).toHaveLength(2);
      for (const item of collection.items) expect(Object.keys(item.story).sort()).toEqual(['headline', 'id', 'published-at']);
      expect(collection.items[0].story['published-at']).toBeGreaterThanOrEqual(collection.items[1].story['published-at']);
      const next = body(await call('entity-collections', MAIN, 'limit=2&offset=2', { id: String(entity.id) })).collections[0].items;
      expect(next.map((item: Json) => item.id)).not.toContain(collection.items[0].id);
      expect(result.tags).toEqual(expect.arrayContaining([`entity:${entity.id}`, ...collection.items.map((item: Json) => `story:${item.id}`)]));
      const [english] = await rows<{ id: number }>(sql`select id from entities where lang = 'en' order by id limit 1`);
      expect((await call('entity-collections', MAIN, '', { id: String(english.id) })).status).toBe(404);
      expect((await call('entity-collections', MAIN, '', { id: 'abc' })).status).toBe(400);
    });
  });

  describe('menus and breaking news', () => {
    it('answers the menu groups of the edition, the footer links under the item titled Footer', async () => {
      const groups = body(await call('menu-groups', MAIN))['menu-groups'];
      expect(Object.keys(groups).sort()).toEqual(['footer', 'hamburger', 'main']);
      const footerParent = groups.footer.items.find((item: Json) => item.title === 'Footer');
      expect(footerParent.children.length).toBeGreaterThan(3);
      for (const link of footerParent.children) {
        expect(link).toMatchObject({ 'parent-id': footerParent.id, 'menu-group-slug': 'footer', children: [], data: expect.any(Object) });
        expect(link).toHaveProperty('completeUrl');
        expect(link).toHaveProperty('section-slug');
        expect(link).toHaveProperty('tag-slug');
        expect(link).toHaveProperty('entity-slug');
        expect(link).toHaveProperty('item-id');
      }
      const child = groups.hamburger.items.flatMap((item: Json) => item.children).find((item: Json) => item['item-type'] === 'section');
      const parent = groups.hamburger.items.find((item: Json) => item.id === child['parent-id']);
      expect(child.completeUrl).toBe(`/${parent['section-slug']}/${child['section-slug']}`);
      // Section items name their section as the edition calls it; siblings are ranked in order.
      const [{ name }] = await rows<{ name: string }>(sql`select name from sections where brand = 'main' and lang = 'bn' and slug = ${child['section-slug']}`);
      expect(child['section-name']).toBe(name);
      const ranks = groups.main.items.map((item: Json) => item.rank);
      expect(ranks.every((rank: unknown) => typeof rank === 'number')).toBe(true);
      expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    });

    it("keeps each brand's menus to itself", async () => {
      const main = body(await call('menu-groups', MAIN))['menu-groups'].main.items.map((item: Json) => item.id);
      const trust = body(await call('menu-groups', TRUST))['menu-groups'].main.items.map((item: Json) => item.id);
      expect(trust.filter((id: number) => main.includes(id))).toEqual([]);
    });

    it('answers breaking news as items, each a story linking to a story of the edition', async () => {
      const result = await call('breaking-news', MAIN);
      const items = body(result).items;
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.story).toEqual({ id: expect.any(Number), headline: expect.any(String), metadata: { 'linked-story-slug': expect.any(String) } });
        expect((await call('story-by-slug', MAIN, `slug=${encodeURIComponent(item.story.metadata['linked-story-slug'])}`)).status).toBe(200);
      }
      expect(result.tags).toContain('breaking-news:main:bn');
    });
  });

  describe('polls and reference lists', () => {
    it('answers a poll of the edition with its options and total votes', async () => {
      const [poll] = await rows<{ id: number }>(sql`select id from polls where brand = 'main' and lang = 'bn' limit 1`);
      const answer = body(await call('poll', MAIN, '', { id: String(poll.id) })).poll;
      expect(answer.question).toMatch(/[\u0980-\u09ff]/);
      expect(answer.options).toHaveLength(3);
      for (const option of answer.options) expect(option).toEqual({ id: expect.any(Number), text: expect.any(String), votes: expect.any(Number) });
      expect(answer['total-votes']).toBe(answer.options.reduce((sum: number, option: Json) => sum + option.votes, 0));
      expect((await call('poll', MAIN_EN, '', { id: String(poll.id) })).status).toBe(404);
      expect((await call('poll', TRUST, '', { id: String(poll.id) })).status).toBe(404);
    });

    it('answers the 64 districts with their sehri and iftar offsets', async () => {
      const districts = body(await call('district-topics', MAIN)).districts;
      expect(districts).toHaveLength(64);
      expect(districts[0]).toEqual({ name: 'Dhaka', bnName: 'ঢাকা', division: 'Dhaka', sehriOffset: 0, iftarOffset: 0 });
    });

    it('answers the countries list', async () => {
      const countries = body(await call('countries-list', TRUST)).countries;
      expect(countries[0]).toEqual({ code: 'BD', name: { bn: 'বাংলাদেশ', en: 'Bangladesh' } });
    });
  });

  describe('bad input', () => {
    const cases: [EndpointName, string, Record<string, string>, string][] = [
      ['collection', 'limit=-1', { slug: 'home' }, 'limit'],
      ['collection', 'limit=ten', { slug: 'home' }, 'limit'],
      ['collection', 'offset=1.5', { slug: 'home' }, 'offset'],
      ['collection', 'item-type=video', { slug: 'home' }, 'item-type'],
      ['collection', 'fields=headline,body', { slug: 'home' }, 'fields'],
      ['collection', '', { slug: '%E0%A6' }, 'slug'],
      ['story', '', { id: 'abc' }, 'id'],
      ['story', '', { id: '99999999999' }, 'id'],
      ['story-by-slug', '', {}, 'slug'],
      ['authors', 'offset=-20', {}, 'offset'],
      ['author-collection', '', { id: 'me' }, 'id'],
      ['advanced-search', `q=${'ক'.repeat(201)}`, {}, 'q'],
      ['advanced-search', 'sort=newest', {}, 'sort'],
      ['advanced-search', 'type=podcast', {}, 'type'],
      ['advanced-search', 'section-id=sports', {}, 'section-id'],
      ['advanced-search', 'q=a%00b', {}, 'q'],
      ['entities', 'type=planet', {}, 'type'],
      ['entity', '', { id: '-3' }, 'id'],
      ['poll', '', { id: '1e3' }, 'id'],
    ];

    it.each(cases)('%s?%s answers 400 naming the parameter', async (name, query, pathParams, parameter) => {
      const result = await call(name, MAIN, query, pathParams);
      expect(result.status).toBe(400);
      expect(body(result)).toEqual({ error: { code: 'invalid-parameter', parameter, message: expect.stringMatching(/^[A-Za-z-]+ .+\.$/) } });
    });
  });
});

describe('the content API without its database', () => {
  it('answers 503, not 500, when storage does not answer', async () => {
    const unreachable = connect('postgresql://postgres@127.0.0.1:1/none', 1);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const result = await runEndpoint(unreachable.db, 'story', MAIN, new URLSearchParams(), { id: '1' });
      expect(result.status).toBe(503);
      expect(result.body).toEqual({ error: { code: 'unavailable', message: expect.any(String) } });
      expect(quiet).toHaveBeenCalled();
    } finally {
      quiet.mockRestore();
      await unreachable.pool.end();
    }
  });
});
