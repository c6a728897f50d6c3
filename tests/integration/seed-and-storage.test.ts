import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITIONS } from '@/lib/brands/brands';
import { queryLatestStories } from '@/lib/content/stories/cards';
import { queryStoryBySlug } from '@/lib/content/stories/page';
import { STORY_TEMPLATES } from '@/lib/content/story-types';
import { seedDatabase, type SeedReport } from '@/lib/seed/seed';
import { DATABASE_TARGETS, type TestDatabase } from './databases';

const ANCHOR = new Date('2026-11-22T06:00:00Z');

describe.each(DATABASE_TARGETS)('the demo newsroom on $name', (target) => {
  let database: TestDatabase;
  let report: SeedReport;
  let mediaDir: string;
  const rows = async <T,>(query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows as T[];

  beforeAll(async () => {
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alokpat-media-'));
    database = await target.create();
    report = await seedDatabase(database.db, { stories: 800, mediaDir, anchor: ANCHOR });
  });

  afterAll(async () => {
    await database?.drop();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  it('fills all eight editions with stories, at least 800 in all', async () => {
    expect(report.stories).toBeGreaterThanOrEqual(800);
    const counts = await rows<{ edition: string; n: number }>(sql`select brand || '/' || lang as edition, count(*)::int as n from stories group by 1`);
    expect(counts.map((c) => c.edition).sort()).toEqual(EDITIONS.map((e) => `${e.brand}/${e.lang}`).sort());
    for (const { n } of counts) expect(n).toBeGreaterThanOrEqual(12);
  });

  it('gives the main brand at least 14 sections with sub-sections, and every sister brand its own', async () => {
    const main = await rows<{ top: number; children: number }>(sql`
      select count(*) filter (where parent_id is null)::int as top, count(*) filter (where parent_id is not null)::int as children
      from sections where brand = 'main' and lang = 'bn'`);
    expect(main[0].top).toBeGreaterThanOrEqual(14);
    expect(main[0].children).toBeGreaterThan(main[0].top);
    const brands = await rows<{ brand: string }>(sql`select distinct brand from sections where brand <> 'main'`);
    expect(brands).toHaveLength(6);
  });

  it('covers every story template in the main edition, with open and closed live blogs of 10+ timed updates', async () => {
    const templates = await rows<{ template: string }>(sql`select distinct template from stories where brand = 'main' and lang = 'bn'`);
    expect(templates.map((t) => t.template).sort()).toEqual([...STORY_TEMPLATES].sort());
    const blogs = await rows<{ closed: boolean; updates: number; timed: number }>(sql`
      select (metadata->>'is-closed')::boolean as closed, jsonb_array_length(cards)::int as updates,
             (select count(*)::int from jsonb_array_elements(cards) c where c ? 'publishedAt') as timed
      from stories where template = 'live-blog' and brand = 'main' and lang = 'bn'`);
    expect(blogs.some((b) => b.closed)).toBe(true);
    expect(blogs.some((b) => !b.closed)).toBe(true);
    for (const blog of blogs) {
      expect(blog.updates).toBeGreaterThanOrEqual(10);
      expect(blog.timed).toBe(blog.updates);
    }
  });

  it('has registered-only stories whose text never leaves the content query', async () => {
    const [gated] = await rows<{ slug: string }>(sql`select slug from stories where access = 'login' and brand = 'main' and lang = 'bn' limit 1`);
    expect(gated).toBeDefined();
    const story = await queryStoryBySlug(database.db, { brand: 'main', lang: 'bn' }, gated.slug);
    expect(story?.access).toBe('login');
    expect(story?.cards).toEqual([]);
  });

  it('has stories from before December 2023, several authors and one Public Author', async () => {
    const [old] = await rows<{ n: number }>(sql`select count(*)::int as n from stories where published_at < '2023-12-01'`);
    expect(old.n).toBeGreaterThan(0);
    const roles = await rows<{ role: string; n: number }>(sql`select role, count(*)::int as n from authors where lang = 'bn' group by role`);
    expect(roles.find((r) => r.role === 'Public Author')?.n).toBe(1);
    expect(roles.reduce((sum, r) => sum + r.n, 0)).toBeGreaterThan(10);
  });

  it('links Bengali stories to their English translations, reachable from both sides', async () => {
    const [pair] = await rows<{ bn: string; en: string }>(sql`
      select b.slug as bn, e.slug as en from story_translations t
      join stories b on b.id = t.bn_story_id join stories e on e.id = t.en_story_id limit 1`);
    const bn = await queryStoryBySlug(database.db, { brand: 'main', lang: 'bn' }, pair.bn);
    const en = await queryStoryBySlug(database.db, { brand: 'main', lang: 'en' }, pair.en);
    expect(bn?.translationPath).toBe(en?.path);
    expect(en?.translationPath).toBe(bn?.path);
  });

  it('lists the latest stories of one edition only, newest first', async () => {
    const latest = await queryLatestStories(database.db, { brand: 'trust', lang: 'bn' }, 10);
    expect(latest).toHaveLength(10);
    const times = latest.map((s) => Date.parse(s.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const [trustCount] = await rows<{ n: number }>(sql`select count(*)::int as n from stories where brand = 'trust' and id = any(${`{${latest.map((s) => s.id).join(',')}}`}::int[])`);
    expect(trustCount.n).toBe(10);
  });

  it("never answers one brand's story slug on another brand", async () => {
    const [trustStory] = await queryLatestStories(database.db, { brand: 'trust', lang: 'bn' }, 1);
    expect(await queryStoryBySlug(database.db, { brand: 'trust', lang: 'bn' }, trustStory.slug)).not.toBeNull();
    expect(await queryStoryBySlug(database.db, { brand: 'main', lang: 'bn' }, trustStory.slug)).toBeNull();
    expect(await queryStoryBySlug(database.db, { brand: 'bigyan', lang: 'bn' }, trustStory.slug)).toBeNull();
  });

  it('holds the 64 districts, menus, nested collections, breaking news, a poll, static pages and redirects', async () => {
    const [counts] = await rows<Record<string, number>>(sql`select
      (select count(*)::int from districts) as districts,
      (select count(distinct brand || lang)::int from menu_groups where slug in ('main', 'hamburger', 'footer')) as menu_editions,
      (select count(*)::int from collection_items where item_type = 'collection') as nested,
      (select count(*)::int from collections where slug = 'header-stories') as header_collections,
      (select count(*)::int from breaking_news) as breaking,
      (select count(*)::int from polls) as polls,
      (select count(*)::int from static_pages where slug in ('privacy-policy', 'about', 'terms')) as pages,
      (select count(*)::int from redirects) as redirects`);
    expect(counts.districts).toBe(64);
    expect(counts.menu_editions).toBe(8);
    expect(counts.nested).toBeGreaterThan(8);
    expect(counts.header_collections).toBe(8);
    expect(counts.breaking).toBeGreaterThan(0);
    expect(counts.polls).toBeGreaterThan(0);
    expect(counts.pages).toBe(24);
    expect(counts.redirects).toBeGreaterThan(0);
  });

  it('writes readable text in each language, without placeholders, and real image files', async () => {
    const [bn] = await queryLatestStories(database.db, { brand: 'main', lang: 'bn' }, 1);
    const [en] = await queryLatestStories(database.db, { brand: 'main', lang: 'en' }, 1);
    expect(bn.headline).toMatch(/[\u0980-\u09ff]/);
    expect(en.headline).toMatch(/^[\x20-\x7e\u2013\u2014\u2018\u2019\u201c\u201d]+$/);
    const [leftover] = await rows<{ n: number }>(sql`select count(*)::int as n from stories where headline ~ '\\{(place|person|org|day|n)\\}' or cards::text ~ '\\{(place|person|org|day|n)\\}'`);
    expect(leftover.n).toBe(0);
    const [keyed] = await rows<{ key: string }>(sql`select hero_image_s3_key as key from stories where hero_image_s3_key is not null limit 1`);
    expect(fs.statSync(path.join(mediaDir, keyed.key)).size).toBeGreaterThan(5_000);
  });
});
