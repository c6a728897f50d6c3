/**
 * Story matching for /api/v1/advanced-search (and so for the search page): the one place that
 * decides which stories match a query and in what order.
 *
 * With a query, the search documents (lib/search/document.ts, table story_search, terms
 * stored as integer keys) are read: every word of the query must meet one of its terms in the
 * story (GIN index on `terms`), and the relevance is an integer computed in SQL from array
 * overlaps only, so PGlite and PostgreSQL rank identically. Per word: 8 for an exact match in
 * the headline, 4 exact elsewhere, 2 for a forgiving (spelling-variant) match in the headline,
 * 1 elsewhere; ties go to the newer story, then the higher id. Without a query, stories are
 * listed by date. See docs/search.md.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Edition } from '../../brands/resolve-host';
import type { Database } from '../../db/client';
import { stories, storyEntities, storySearch, storySections, storyTags, tags } from '../../db/schema';
import { queryPlan, type QueryWord } from '../../search/document';
import type { SearchSortOption } from '../../search/query-state';
import { termKeys } from '../../search/term-key';
import type { StoryTemplate } from '../story-types';
import { publishedIn } from './predicates';
import type { IdPage, PageWindow } from './shapes';

export interface StorySearch {
  readonly q: string | null;
  readonly sort: SearchSortOption;
  readonly sectionId: number | null;
  readonly template: StoryTemplate | null;
  readonly tagName: string | null;
  /** Stories linked to an entity: the topic pages of people, organisations and places. */
  readonly entityId: number | null;
}

/** Relevance points of one query word, by where and how it matched (see the module comment). */
export const MATCH_POINTS = { headline: 8, body: 4, headlineVariant: 2, bodyVariant: 1 } as const;

/** A PostgreSQL bigint[] literal of the stored keys of some terms. */
export function keyArrayLiteral(terms: readonly string[]): string {
  return `{${termKeys(terms).join(',')}}`;
}

const keyArray = (terms: readonly string[]) => sql`${keyArrayLiteral(terms)}::int8[]`;

function wordPoints(word: QueryWord): SQL {
  const exact = keyArray(word.exact);
  return sql`case when ${storySearch.head} && ${exact} then ${sql.raw(String(MATCH_POINTS.headline))}
    when ${storySearch.terms} && ${exact} then ${sql.raw(String(MATCH_POINTS.body))}
    when ${storySearch.head} && ${keyArray(word.fuzzy)} then ${sql.raw(String(MATCH_POINTS.headlineVariant))}
    else ${sql.raw(String(MATCH_POINTS.bodyVariant))} end`;
}

function linkFilters(db: Database, edition: Edition, search: StorySearch, storyId: typeof stories.id | typeof storySearch.storyId): (SQL | undefined)[] {
  return [
    search.sectionId !== null
      ? inArray(storyId, db.select({ id: storySections.storyId }).from(storySections).where(eq(storySections.sectionId, search.sectionId)))
      : undefined,
    search.tagName !== null
      ? inArray(
          storyId,
          db
            .select({ id: storyTags.storyId })
            .from(storyTags)
            .innerJoin(tags, eq(tags.id, storyTags.tagId))
            .where(and(eq(tags.lang, edition.lang), sql`lower(${tags.name}) = lower(${search.tagName})`)),
        )
      : undefined,
    search.entityId !== null ? inArray(storyId, db.select({ id: storyEntities.storyId }).from(storyEntities).where(eq(storyEntities.entityId, search.entityId))) : undefined,
  ];
}

async function matchQuery(db: Database, edition: Edition, search: StorySearch & { q: string }, window: PageWindow): Promise<IdPage> {
  const { words } = queryPlan(search.q, { transliterate: edition.lang === 'bn' });
  // Nothing searchable in the query (punctuation, symbols only): nothing matches.
  if (!words.length) return { ids: [], total: 0 };
  const filters = [
    publishedIn(edition, storySearch),
    search.template ? eq(storySearch.template, search.template) : undefined,
    ...linkFilters(db, edition, search, storySearch.storyId),
  ];
  const where = and(...filters, ...words.map((word) => sql`${storySearch.terms} && ${keyArray([...word.exact, ...word.fuzzy])}`));
  if (search.sort === 'relevance') {
    const page = await headlineFirstPage(db, filters, where, words, window);
    if (page) return page;
  }
  const points = search.sort === 'relevance' ? sql.join(words.map(wordPoints), sql` + `) : sql`0`;
  const direction = search.sort === 'published-at:asc' ? sql`asc` : sql`desc`;
  // The points are computed in the scan (OFFSET 0 keeps the subquery apart), so the count over
  // the matches handles small rows, not the documents: one scan gives the page and the total.
  const { rows } = await db.execute<{ id: number; total: number }>(sql`
    select m.id, (count(*) over ())::int as total
    from (select ${storySearch.storyId} as id, ${storySearch.publishedAt} as published_at, ${points} as points
          from ${storySearch} where ${where} offset 0) m
    order by m.points desc, m.published_at ${direction}, m.id ${direction}
    limit ${window.limit} offset ${window.offset}`);
  if (rows.length) return { ids: rows.map((row) => row.id), total: rows[0].total };
  if (window.offset === 0 && window.limit > 0) return { ids: [], total: 0 };
  // A page past the end (or limit=0) still answers the total.
  return { ids: [], total: await countMatches(db, where) };
}

async function countMatches(db: Database, where: SQL | undefined): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(storySearch).where(where);
  return n;
}

/**
 * The stories where every word matched exactly in the headline have the most points there can
 * be, so when there are enough of them to fill the page, the page is simply the newest of
 * them (GIN on `head`), and no match needs its points computed; the total is counted beside.
 * Null when they do not fill the page.
 */
async function headlineFirstPage(
  db: Database,
  filters: readonly (SQL | undefined)[],
  where: SQL | undefined,
  words: readonly QueryWord[],
  window: PageWindow,
): Promise<IdPage | null> {
  if (window.limit === 0) return null;
  // An exact match in the headline is a match: `head` alone decides, `terms` is not read.
  const inHeadlines = and(...filters, ...words.map((word) => sql`${storySearch.head} && ${keyArray(word.exact)}`));
  const [rows, total] = await Promise.all([
    db
      .select({ id: storySearch.storyId })
      .from(storySearch)
      .where(inHeadlines)
      .orderBy(desc(storySearch.publishedAt), desc(storySearch.storyId))
      .limit(window.limit)
      .offset(window.offset),
    countMatches(db, where),
  ]);
  return rows.length === window.limit ? { ids: rows.map((row) => row.id), total } : null;
}

export async function findStories(db: Database, edition: Edition, search: StorySearch, window: PageWindow): Promise<IdPage> {
  if (search.q !== null) return matchQuery(db, edition, { ...search, q: search.q }, window);
  const where = and(publishedIn(edition), search.template ? eq(stories.template, search.template) : undefined, ...linkFilters(db, edition, search, stories.id));
  const order = search.sort === 'published-at:asc' ? [asc(stories.publishedAt), asc(stories.id)] : [desc(stories.publishedAt), desc(stories.id)];
  const [rows, [{ n }]] = await Promise.all([
    db.select({ id: stories.id }).from(stories).where(where).orderBy(...order).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(stories).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: n };
}
