/**
 * Storage reads of the sitemaps, free of caching so they are tested against the real
 * database (tests/integration/seo-queries.test.ts). Pages and routes reach them only
 * through the cached getters of lib/seo/content.ts.
 */
import { and, asc, count, desc, eq, exists, gte, lt, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BrandKey, Lang } from '../brands/brands';
import type { Database } from '../db/client';
import { authors, entities, sections, stories, storyAuthors, storyEntities, storyTags, storyTranslations, tags } from '../db/schema';
import { authorPath, sectionPath, storyPath, topicPath } from '../routes/paths';
import { publishedIn } from './stories/predicates';

const published = (brand: BrandKey, lang: Lang) => publishedIn({ brand, lang });

/** Stories of one period: a month `2026-03` or a day `2026-03-14` (UTC). */
export interface StoryPeriod {
  readonly key: string;
  readonly count: number;
  readonly lastmod: string;
}

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : new Date(0).toISOString());

/** How many published stories each month (`YYYY-MM`) or each day (`YYYY-MM-DD`, from `since` on) has, with the newest change of each. */
export async function queryStoryPeriods(db: Database, brand: BrandKey, lang: Lang, unit: 'month' | 'day', since?: Date): Promise<StoryPeriod[]> {
  // The format is a literal, not a parameter: PostgreSQL matches GROUP BY and SELECT expressions by their text.
  const key = sql<string>`to_char(${stories.publishedAt} at time zone 'UTC', ${sql.raw(unit === 'month' ? "'YYYY-MM'" : "'YYYY-MM-DD'")})`;
  const rows = await db
    .select({ key, count: count(), lastmod: max(sql<Date>`coalesce(${stories.lastPublishedAt}, ${stories.publishedAt})`) })
    .from(stories)
    .where(and(published(brand, lang), sql`${stories.publishedAt} is not null`, since ? gte(stories.publishedAt, since) : undefined))
    .groupBy(key)
    .orderBy(desc(key));
  return rows.map((row) => ({ key: row.key, count: Number(row.count), lastmod: iso(row.lastmod) }));
}

export interface SitemapStory {
  readonly path: string;
  readonly headline: string;
  readonly lastmod: string;
  readonly publishedAt: string;
  readonly heroImageS3Key: string | null;
  /** The path of its translation in the other edition, when one is published. */
  readonly translationPath: string | null;
}

/** The published stories of [from, to), oldest first, one page of a sitemap. */
export async function queryStoriesBetween(db: Database, brand: BrandKey, lang: Lang, from: Date, to: Date, limit: number, offset = 0): Promise<SitemapStory[]> {
  const other = alias(stories, 'other');
  const otherSection = alias(sections, 'other_section');
  const mine = lang === 'bn' ? storyTranslations.bnStoryId : storyTranslations.enStoryId;
  const theirs = lang === 'bn' ? storyTranslations.enStoryId : storyTranslations.bnStoryId;
  const rows = await db
    .select({
      slug: stories.slug,
      sectionSlug: sections.slug,
      headline: stories.headline,
      heroImageS3Key: stories.heroImageS3Key,
      publishedAt: stories.publishedAt,
      lastPublishedAt: stories.lastPublishedAt,
      otherSlug: other.slug,
      otherSectionSlug: otherSection.slug,
    })
    .from(stories)
    .leftJoin(sections, eq(sections.id, stories.primarySectionId))
    .leftJoin(storyTranslations, eq(mine, stories.id))
    .leftJoin(other, and(eq(other.id, theirs), eq(other.status, 'published')))
    .leftJoin(otherSection, eq(otherSection.id, other.primarySectionId))
    .where(and(published(brand, lang), gte(stories.publishedAt, from), lt(stories.publishedAt, to)))
    .orderBy(asc(stories.publishedAt), asc(stories.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    path: storyPath(row.slug, row.sectionSlug),
    headline: row.headline,
    lastmod: iso(row.lastPublishedAt ?? row.publishedAt),
    publishedAt: iso(row.publishedAt),
    heroImageS3Key: row.heroImageS3Key,
    translationPath: row.otherSlug ? storyPath(row.otherSlug, row.otherSectionSlug) : null,
  }));
}

/** The newest published stories since `since`, newest first: the news sitemap. */
export async function queryNewsStories(db: Database, brand: BrandKey, lang: Lang, since: Date, limit: number): Promise<{ path: string; headline: string; publishedAt: string }[]> {
  const rows = await db
    .select({ slug: stories.slug, sectionSlug: sections.slug, headline: stories.headline, publishedAt: stories.publishedAt, firstPublishedAt: stories.firstPublishedAt })
    .from(stories)
    .leftJoin(sections, eq(sections.id, stories.primarySectionId))
    .where(and(published(brand, lang), gte(stories.publishedAt, since)))
    .orderBy(desc(stories.publishedAt), desc(stories.id))
    .limit(limit);
  return rows.map((row) => ({ path: storyPath(row.slug, row.sectionSlug), headline: row.headline, publishedAt: iso(row.firstPublishedAt ?? row.publishedAt) }));
}

export interface SitemapSection {
  readonly path: string;
  /** The same section's path in the other edition of the brand, when it has one (same slug). */
  readonly otherPath: string | null;
}

/** Every section of the edition, parents first, with the other edition's section of the same path. */
export async function querySitemapSections(db: Database, brand: BrandKey, lang: Lang, otherLang: Lang | null): Promise<SitemapSection[]> {
  const parent = alias(sections, 'parent');
  const list = (edition: Lang) =>
    db
      .select({ slug: sections.slug, parentSlug: parent.slug })
      .from(sections)
      .leftJoin(parent, eq(parent.id, sections.parentId))
      .where(and(eq(sections.brand, brand), eq(sections.lang, edition)))
      .orderBy(asc(sections.position), asc(sections.id));
  const pathOf = (row: { slug: string; parentSlug: string | null }) => sectionPath(row.slug, row.parentSlug);
  const [mine, theirs] = await Promise.all([list(lang), otherLang ? list(otherLang) : Promise.resolve([])]);
  const otherPaths = new Set(theirs.map(pathOf));
  return mine.map((row) => ({ path: pathOf(row), otherPath: otherPaths.has(pathOf(row)) ? pathOf(row) : null }));
}

/** Tags and entities of the language with at least one published story of the edition: `/topic/{slug}`. */
export async function querySitemapTopics(db: Database, brand: BrandKey, lang: Lang, limit: number): Promise<string[]> {
  const [tagRows, entityRows] = await Promise.all([
    db
      .select({ slug: tags.slug })
      .from(tags)
      .where(and(eq(tags.lang, lang), exists(db.select({ one: sql`1` }).from(storyTags).innerJoin(stories, eq(stories.id, storyTags.storyId)).where(and(eq(storyTags.tagId, tags.id), published(brand, lang))))))
      .orderBy(asc(tags.slug))
      .limit(limit),
    db
      .select({ slug: entities.slug })
      .from(entities)
      .where(and(eq(entities.lang, lang), exists(db.select({ one: sql`1` }).from(storyEntities).innerJoin(stories, eq(stories.id, storyEntities.storyId)).where(and(eq(storyEntities.entityId, entities.id), published(brand, lang))))))
      .orderBy(asc(entities.slug))
      .limit(limit),
  ]);
  return [...new Set([...tagRows, ...entityRows].map((row) => topicPath(row.slug)))].slice(0, limit);
}

/** Authors of the language with at least one published story of the edition: `/author/{slug}`. */
export async function querySitemapAuthors(db: Database, brand: BrandKey, lang: Lang, limit: number): Promise<string[]> {
  const rows = await db
    .select({ slug: authors.slug })
    .from(authors)
    .where(and(eq(authors.lang, lang), exists(db.select({ one: sql`1` }).from(storyAuthors).innerJoin(stories, eq(stories.id, storyAuthors.storyId)).where(and(eq(storyAuthors.authorId, authors.id), published(brand, lang))))))
    .orderBy(asc(authors.slug))
    .limit(limit);
  return rows.map((row) => authorPath(row.slug));
}
