/**
 * Story matching for /api/v1/advanced-search. This is the one place that decides which
 * stories match a query and in what order, so a real search engine can replace it.
 * For now: a case-insensitive substring of the headline, excerpt or summary.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Edition } from '../brands/resolve-host';
import type { StoryTemplate } from '../content/story-types';
import type { Database } from '../db/client';
import { stories, storyEntities, storySections, storyTags, tags } from '../db/schema';
import type { SearchSort } from './params';
import { publishedIn, type IdPage, type PageWindow } from './queries';

export interface StorySearch {
  readonly q: string | null;
  readonly sort: SearchSort;
  readonly sectionId: number | null;
  readonly template: StoryTemplate | null;
  readonly tagName: string | null;
  readonly entityId: number | null;
}

/** `text` as a LIKE pattern that matches it literally anywhere (backslash is LIKE's escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function findStories(db: Database, edition: Edition, search: StorySearch, window: PageWindow): Promise<IdPage> {
  const pattern = search.q === null ? null : containsPattern(search.q);
  const where = and(
    publishedIn(edition),
    pattern ? or(ilike(stories.headline, pattern), ilike(stories.excerpt, pattern), ilike(stories.summary, pattern)) : undefined,
    search.template ? eq(stories.template, search.template) : undefined,
    search.sectionId !== null
      ? inArray(stories.id, db.select({ id: storySections.storyId }).from(storySections).where(eq(storySections.sectionId, search.sectionId)))
      : undefined,
    search.tagName !== null
      ? inArray(
          stories.id,
          db
            .select({ id: storyTags.storyId })
            .from(storyTags)
            .innerJoin(tags, eq(tags.id, storyTags.tagId))
            .where(and(eq(tags.lang, edition.lang), sql`lower(${tags.name}) = lower(${search.tagName})`)),
        )
      : undefined,
    search.entityId !== null ? inArray(stories.id, db.select({ id: storyEntities.storyId }).from(storyEntities).where(eq(storyEntities.entityId, search.entityId))) : undefined,
  );
  const order: SQL[] =
    search.sort === 'published-at:asc'
      ? [asc(stories.publishedAt), asc(stories.id)]
      : search.sort === 'relevance' && pattern
        ? // A match in the headline ranks above one in the excerpt or summary; then newest first.
          [desc(ilike(stories.headline, pattern)), desc(stories.publishedAt), desc(stories.id)]
        : [desc(stories.publishedAt), desc(stories.id)];
  const [rows, [{ n }]] = await Promise.all([
    db.select({ id: stories.id }).from(stories).where(where).orderBy(...order).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(stories).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: n };
}
