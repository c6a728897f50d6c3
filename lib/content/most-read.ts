/**
 * Most read: the stories of an edition most read in the last 24 hours, from the first-party
 * reading counts (`story_views`, docs/reading-counts.md). The query is free of caching so it
 * can be tested on both databases; pages read it through `getMostRead`, cached for
 * MOST_READ_REFRESH_SECONDS (default five minutes).
 */
import 'server-only';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import type { BrandKey, Lang } from '../brands/brands';
import { tags } from '../cache/tags';
import { loadReadingCountsConfig } from '../config/reading-counts';
import { getDb, type Database } from '../db/client';
import { sections, stories, storyViews } from '../db/schema';
import { cardColumns, toCard } from './stories/cards';
import { isPublished, publishedIn } from './stories/predicates';
import type { StoryCardData } from './stories/shapes';

/** Stories the block lists. */
export const MOST_READ_STORIES = 5;
/** The hours it looks back over, the current one included. */
export const MOST_READ_HOURS = 24;

const HOUR_MS = 3_600_000;

/** The start of the hour `time` falls in: the bucket a view is counted in. */
export function hourOf(time: number): Date {
  return new Date(Math.floor(time / HOUR_MS) * HOUR_MS);
}

/** The edition's published stories with the most views in the `MOST_READ_HOURS` hours up to `now`, most first. */
export async function queryMostRead(db: Database, brand: BrandKey, lang: Lang, now: number, limit = MOST_READ_STORIES): Promise<StoryCardData[]> {
  const since = new Date(hourOf(now).getTime() - (MOST_READ_HOURS - 1) * HOUR_MS);
  const total = sql<number>`sum(${storyViews.views})`;
  const rows = await db
    .select(cardColumns)
    .from(storyViews)
    .innerJoin(stories, eq(stories.id, storyViews.storyId))
    .leftJoin(sections, eq(sections.id, stories.primarySectionId))
    .where(and(eq(storyViews.brand, brand), eq(storyViews.lang, lang), gte(storyViews.hour, since), publishedIn({ brand, lang })))
    .groupBy(stories.id, sections.id)
    .orderBy(desc(total), desc(stories.publishedAt), desc(stories.id))
    .limit(limit);
  return rows.map(toCard);
}

/** The edition a published story belongs to, or null: what a view of it may be counted under. */
export async function queryPublishedStoryEdition(db: Database, id: number): Promise<{ brand: string; lang: string } | null> {
  const [row] = await db
    .select({ brand: stories.brand, lang: stories.lang })
    .from(stories)
    .where(and(eq(stories.id, id), isPublished()))
    .limit(1);
  return row ?? null;
}

/** Most read for home and section pages; a failure is logged and gives an empty block (docs/product.md, "Errors"). */
export async function getMostRead(brand: BrandKey, lang: Lang): Promise<StoryCardData[]> {
  try {
    return await getMostReadCached(brand, lang);
  } catch (error) {
    console.error('most read failed:', (error as Error).message);
    return [];
  }
}

async function getMostReadCached(brand: BrandKey, lang: Lang): Promise<StoryCardData[]> {
  'use cache';
  const refresh = loadReadingCountsConfig().mostReadRefreshSeconds;
  // Read again every `refresh` seconds, and whenever a listed story changes or the edition is revalidated.
  cacheLife({ stale: refresh, revalidate: refresh, expire: 86_400 });
  cacheTag(tags.brand(brand, lang));
  const list = await queryMostRead(getDb(), brand, lang, Date.now());
  if (list.length) cacheTag(...list.map((story) => tags.story(story.id)));
  return list;
}
