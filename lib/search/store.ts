/**
 * Writes search documents (lib/search/document.ts: headline, standfirst, tags and body) into story_search. Called wherever stories
 * are written (the seed, the ingest API), so a story is searchable as soon as it is stored, and
 * at start-up for stories written before the search table existed.
 */
import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { stories, storySearch, storyTags, tags } from '../db/schema';
import { searchDocument, type SearchDocument } from './document';
import { termKeys } from './term-key';

/** Anything that runs queries: the database or one of its transactions. */
type Queryable = Pick<Database, 'select' | 'insert'>;

const BATCH = 500;

function documentKeys(doc: SearchDocument): { terms: number[]; head: number[] } {
  return { terms: termKeys(doc.terms), head: termKeys(doc.head) };
}

/** (Re)writes the search documents of the given stories from their stored text and tags. */
export async function indexStories(db: Queryable, ids: readonly number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = [...new Set(ids.slice(i, i + BATCH))];
    const rows = await db
      .select({
        id: stories.id,
        brand: stories.brand,
        lang: stories.lang,
        status: stories.status,
        template: stories.template,
        publishedAt: stories.publishedAt,
        headline: stories.headline,
        subheadline: stories.subheadline,
        excerpt: stories.excerpt,
        summary: stories.summary,
        cards: stories.cards,
      })
      .from(stories)
      .where(inArray(stories.id, batch));
    if (!rows.length) continue;
    const tagRows = await db
      .select({ storyId: storyTags.storyId, name: tags.name })
      .from(storyTags)
      .innerJoin(tags, eq(tags.id, storyTags.tagId))
      .where(inArray(storyTags.storyId, batch))
      .orderBy(asc(tags.name));
    const tagNames = new Map<number, string[]>();
    for (const row of tagRows) tagNames.set(row.storyId, [...(tagNames.get(row.storyId) ?? []), row.name]);
    const values = rows.map((row) => ({
      storyId: row.id,
      brand: row.brand,
      lang: row.lang,
      status: row.status,
      template: row.template,
      publishedAt: row.publishedAt,
      ...documentKeys(searchDocument({ ...row, tags: tagNames.get(row.id) })),
    }));
    await db
      .insert(storySearch)
      .values(values)
      .onConflictDoUpdate({
        target: storySearch.storyId,
        set: {
          brand: sql`excluded.brand`,
          lang: sql`excluded.lang`,
          status: sql`excluded.status`,
          template: sql`excluded.template`,
          publishedAt: sql`excluded.published_at`,
          terms: sql`excluded.terms`,
          head: sql`excluded.head`,
        },
      });
  }
}

/** Indexes every story that has no search document yet; returns how many it indexed. */
export async function indexUnindexedStories(db: Database): Promise<number> {
  const missing = await db
    .select({ id: stories.id })
    .from(stories)
    .leftJoin(storySearch, eq(storySearch.storyId, stories.id))
    .where(isNull(storySearch.storyId));
  await indexStories(db, missing.map((row) => row.id));
  return missing.length;
}
