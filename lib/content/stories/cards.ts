/**
 * Stories as cards: the latest of an edition, a list's page, related stories, the cards of
 * chosen ids and a member's recommendations. Plain reads, free of caching so they can be
 * tested against both databases; pages reach them through the cached getters of ../index.ts.
 */
import { and, count, desc, eq, gt, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Edition } from '../../brands/resolve-host';
import type { Database } from '../../db/client';
import { sections, stories } from '../../db/schema';
import type { StoryTemplate } from '../story-types';
import { publishedIn } from './predicates';
import type { Page, StoryCardData } from './shapes';
import { storyPath } from '../../routes/paths';

export const cardColumns = {
  id: stories.id,
  slug: stories.slug,
  headline: stories.headline,
  excerpt: stories.excerpt,
  template: stories.template,
  access: stories.access,
  heroImageS3Key: stories.heroImageS3Key,
  heroImageMetadata: stories.heroImageMetadata,
  authorName: stories.authorName,
  publishedAt: stories.publishedAt,
  sectionName: sections.displayName,
  sectionSlug: sections.slug,
};

export type CardRow = {
  id: number;
  slug: string;
  headline: string;
  excerpt: string;
  template: StoryTemplate;
  access: 'public' | 'login';
  heroImageS3Key: string | null;
  heroImageMetadata: { alt: string } | null;
  authorName: string | null;
  publishedAt: Date | null;
  sectionName: string | null;
  sectionSlug: string | null;
};

export function toCard(row: CardRow): StoryCardData {
  return {
    id: row.id,
    slug: row.slug,
    path: storyPath(row.slug, row.sectionSlug),
    headline: row.headline,
    excerpt: row.excerpt,
    template: row.template,
    access: row.access,
    heroImageS3Key: row.heroImageS3Key,
    heroImageAlt: row.heroImageMetadata?.alt ?? '',
    sectionName: row.sectionName,
    authorName: row.authorName,
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
  };
}

const newestFirst = [desc(stories.publishedAt), desc(stories.id)];

function selectCards(db: Database) {
  return db.select(cardColumns).from(stories).leftJoin(sections, eq(sections.id, stories.primarySectionId));
}

/** The edition's latest stories, newest first, leaving out the ids of `skip`. */
export async function queryLatestStories(db: Database, edition: Edition, limit: number, offset = 0, skip: readonly number[] = []): Promise<StoryCardData[]> {
  const rows = await selectCards(db)
    .where(and(publishedIn(edition), skip.length ? notInArray(stories.id, [...skip]) : undefined))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  return rows.map(toCard);
}

/** A page of the edition's stories that `where` also picks (a section's, a topic's, an author's), newest first. */
export async function queryStoryCardPage(db: Database, edition: Edition, where: SQL, limit: number, offset: number): Promise<Page<StoryCardData>> {
  const visible = and(publishedIn(edition), where);
  const [rows, [{ n }]] = await Promise.all([
    selectCards(db).where(visible).orderBy(...newestFirst).limit(limit).offset(offset),
    db.select({ n: count() }).from(stories).where(visible),
  ]);
  return { items: rows.map(toCard), total: n };
}

/** The cards of the edition's published stories among `ids`, by id (a collection's items). */
export async function queryStoryCards(db: Database, edition: Edition, ids: readonly number[]): Promise<Map<number, StoryCardData>> {
  if (!ids.length) return new Map();
  const rows = await selectCards(db).where(and(publishedIn(edition), inArray(stories.id, [...ids])));
  return new Map(rows.map((row) => [row.id, toCard(row)]));
}

/** docs/product.md, "Business constants": a story page shows 8 related stories. */
export const RELATED_STORIES = 8;

/** Up to `limit` other stories of the same section, newest first (docs/product.md, "Business constants": 8 related stories, the current one excluded). */
export async function queryRelatedStories(db: Database, edition: Edition, storyId: number, sectionId: number | null, limit: number): Promise<StoryCardData[]> {
  const rows = await selectCards(db)
    .where(and(publishedIn(edition), ne(stories.id, storyId), sectionId ? eq(stories.primarySectionId, sectionId) : undefined))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toCard);
}

/**
 * Stories like those of `history` (ids a member read or saved) among the edition's
 * `candidates` newest, newest first among equals: 2 points for the primary section of one of
 * them, 1 per tag shared with them; stories with no point and the history itself are left out.
 * Only the candidates are scored (a LIMITed read of stories_latest), never the whole edition.
 */
export async function queryStoriesLike(db: Database, edition: Edition, history: SQL, limit: number, candidates: number): Promise<StoryCardData[]> {
  const newest = db
    .select({
      id: stories.id,
      // Worked out in the LIMITed scan, so for the candidates only.
      score: sql<number>`(
        (case when ${stories.primarySectionId} in (select primary_section_id from stories where id in ${history}) then 2 else 0 end)
        + (select count(*) from story_tags mine where mine.story_id = ${stories.id}
            and mine.tag_id in (select tag_id from story_tags where story_id in ${history}))
      )::int`.as('score'),
    })
    .from(stories)
    .where(publishedIn(edition))
    // The order of stories_latest (published_at desc, id desc), read for `candidates` entries only.
    .orderBy(desc(stories.publishedAt), desc(stories.id))
    .limit(candidates)
    .as('candidates');
  const rows = await selectCards(db)
    .innerJoin(newest, eq(newest.id, stories.id))
    .where(and(gt(newest.score, 0), sql`${stories.id} not in ${history}`))
    .orderBy(desc(newest.score), ...newestFirst)
    .limit(limit);
  return rows.map(toCard);
}

/** Whether a story is published in this edition, and whether it is registered-only; null when it is not. */
export async function queryPublishedStoryAccess(db: Database, edition: Edition, id: number): Promise<{ id: number; access: 'public' | 'login' } | null> {
  const [row] = await db.select({ id: stories.id, access: stories.access }).from(stories).where(and(publishedIn(edition), eq(stories.id, id))).limit(1);
  return row ?? null;
}
