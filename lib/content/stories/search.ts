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
 * listed by date.
 *
 * The total counts matches up to MAX_COUNTED_MATCHES and stops there (the deepest page a
 * client may ask for), so a common word never costs a count of every story it is in. A
 * query with few matches scores them all in one statement; one with many is answered tier by
 * tier (every combination of where each word matched is one sum of points): the newest
 * stories of the best tier first, through the index story_search_recent, so only as many
 * matches are read as the page needs. See docs/search.md.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Edition } from '../../brands/resolve-host';
import type { Database } from '../../db/client';
import { stories, storyEntities, storySearch, storySections, storyTags, tags } from '../../db/schema';
import { queryPlan, type QueryWord } from '../../search/document';
import type { SearchSortOption } from '../../search/query-state';
import { termKeys } from '../../search/term-key';
import type { StoryTemplate } from '../story-types';
import { publishedInScope, type StoryScope } from './predicates';
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

/**
 * The most matches a total counts (like Elasticsearch's track_total_hits): a query matching
 * more answers this total, and no result past it. It is the deepest offset the API accepts
 * (MAX_OFFSET, lib/api/params.ts), so every result a client can page to is counted.
 */
export const MAX_COUNTED_MATCHES = 10_000;
/** Up to this many matches, all are scored in one statement; above it, they are ranked tier by tier. */
export const SCORE_ALL_UP_TO = 1_000;
/** Queries whose words can combine in more ways than this (four Bengali words and up) are scored in full. */
const MAX_TIER_COMBINATIONS = 64;

/** Bounds of the query strategy, overridable so tests can run every path on a small corpus. */
export interface SearchLimits {
  /** The total stops counting here (MAX_COUNTED_MATCHES). */
  readonly countUpTo: number;
  /** Matches scored in one statement at most (SCORE_ALL_UP_TO); 0 ranks tier by tier whenever it can. */
  readonly scoreAllUpTo: number;
}

const LIMITS: SearchLimits = { countUpTo: MAX_COUNTED_MATCHES, scoreAllUpTo: SCORE_ALL_UP_TO };

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

/**
 * Where one query word matched, as the conditions of its four cases (exactly those of
 * wordPoints, given the story matched): each case carries a positive overlap a GIN index can
 * serve. A word without forgiving keys (Latin) has only the two exact cases.
 */
function wordCases(word: QueryWord): [number, SQL][] {
  const exact = keyArray(word.exact);
  const inHead = sql`${storySearch.head} && ${exact}`;
  const anywhere = sql`${storySearch.terms} && ${exact}`;
  const cases: [number, SQL][] = [
    [MATCH_POINTS.headline, inHead],
    [MATCH_POINTS.body, sql`${anywhere} and not ${inHead}`],
  ];
  if (word.fuzzy.length) {
    const variant = keyArray(word.fuzzy);
    const variantInHead = sql`${storySearch.head} && ${variant}`;
    cases.push(
      [MATCH_POINTS.headlineVariant, sql`${variantInHead} and not ${anywhere}`],
      [MATCH_POINTS.bodyVariant, sql`${storySearch.terms} && ${variant} and not ${anywhere} and not ${variantInHead}`],
    );
  }
  return cases;
}

/**
 * The relevance tiers of a query, best first: one condition per sum of points, the OR of
 * every combination of the words' cases with that sum. Null when there are too many
 * combinations to spell out.
 */
function relevanceTiers(words: readonly QueryWord[]): SQL[] | null {
  const perWord = words.map(wordCases);
  if (perWord.reduce((n, cases) => n * cases.length, 1) > MAX_TIER_COMBINATIONS) return null;
  let combinations: { points: number; conditions: SQL[] }[] = [{ points: 0, conditions: [] }];
  for (const cases of perWord) {
    combinations = combinations.flatMap((combination) =>
      cases.map(([points, condition]) => ({ points: combination.points + points, conditions: [...combination.conditions, sql`(${condition})`] })),
    );
  }
  const bySum = new Map<number, SQL[]>();
  for (const { points, conditions } of combinations) bySum.set(points, [...(bySum.get(points) ?? []), sql.join(conditions, sql` and `)]);
  return [...bySum]
    .sort(([a], [b]) => b - a)
    .map(([, alternatives]) => (alternatives.length === 1 ? alternatives[0] : sql`(${sql.join(alternatives.map((alternative) => sql`(${alternative})`), sql` or `)})`));
}

/** The newest `limit` matches of one tier (newest first, then the higher id: the index story_search_recent's order). */
async function newestOfTier(db: Database, where: SQL | undefined, tier: SQL, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: storySearch.storyId })
    .from(storySearch)
    .where(and(where, tier))
    .orderBy(desc(storySearch.publishedAt), desc(storySearch.storyId))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Every match scored in one statement: the page of the best ones. */
async function scoredPage(db: Database, where: SQL | undefined, words: readonly QueryWord[], window: PageWindow): Promise<number[]> {
  const points = sql.join(words.map(wordPoints), sql` + `);
  // The points are computed in the scan (OFFSET 0 keeps the subquery apart), so the sort
  // handles small rows, not the documents.
  const { rows } = await db.execute<{ id: number }>(sql`
    select m.id
    from (select ${storySearch.storyId} as id, ${storySearch.publishedAt} as published_at, ${points} as points
          from ${storySearch} where ${where} offset 0) m
    order by m.points desc, m.published_at desc, m.id desc
    limit ${window.limit} offset ${window.offset}`);
  return rows.map((row) => row.id);
}

/** The matches counted up to `upTo`: no more rows are read than that. */
async function countMatches(db: Database, where: SQL | undefined, upTo: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from (select 1 from ${storySearch} where ${where} limit ${upTo}) m`);
  return rows[0].n;
}

/** The page in relevance order (see the module comment). */
async function relevancePage(
  db: Database,
  where: SQL | undefined,
  words: readonly QueryWord[],
  window: PageWindow,
  counting: Promise<number>,
  limits: SearchLimits,
): Promise<number[]> {
  const tiers = relevanceTiers(words);
  const wanted = window.offset + window.limit;
  // The best tier (every word exactly in the headline) is read beside the count: when it
  // fills the page, the page is the newest of it, however many stories matched.
  const [best, total] = await Promise.all([tiers && window.limit > 0 ? newestOfTier(db, where, tiers[0], wanted) : null, counting]);
  if (window.limit === 0 || window.offset >= total) return [];
  if (best && best.length >= wanted) return best.slice(window.offset, wanted);
  if (!tiers || !best || total <= limits.scoreAllUpTo) return scoredPage(db, where, words, window);
  const ids = best;
  for (const tier of tiers.slice(1)) {
    if (ids.length >= wanted) break;
    ids.push(...(await newestOfTier(db, where, tier, wanted - ids.length)));
  }
  return ids.slice(window.offset, wanted);
}

async function matchQuery(db: Database, edition: StoryScope, search: StorySearch & { q: string }, window: PageWindow, limits: SearchLimits): Promise<IdPage> {
  const { words } = queryPlan(search.q, { transliterate: edition.lang === 'bn' });
  // Nothing searchable in the query (punctuation, symbols only): nothing matches.
  if (!words.length) return { ids: [], total: 0 };
  const where = and(
    publishedInScope(edition, storySearch),
    search.template ? eq(storySearch.template, search.template) : undefined,
    ...linkFilters(db, edition, search, storySearch.storyId),
    ...words.map((word) => sql`${storySearch.terms} && ${keyArray([...word.exact, ...word.fuzzy])}`),
  );
  const counting = countMatches(db, where, limits.countUpTo);
  let ids: number[];
  if (search.sort === 'relevance') {
    ids = await relevancePage(db, where, words, window, counting, limits);
  } else {
    const order = search.sort === 'published-at:asc' ? [asc(storySearch.publishedAt), asc(storySearch.storyId)] : [desc(storySearch.publishedAt), desc(storySearch.storyId)];
    const [rows] = await Promise.all([
      db.select({ id: storySearch.storyId }).from(storySearch).where(where).orderBy(...order).limit(window.limit).offset(window.offset),
      counting,
    ]);
    ids = rows.map((row) => row.id);
  }
  const total = await counting;
  // No result past the counted total: what a client can page to is what the total says.
  return { ids: ids.slice(0, Math.max(0, total - window.offset)), total };
}

export async function findStories(db: Database, edition: StoryScope, search: StorySearch, window: PageWindow, limits: SearchLimits = LIMITS): Promise<IdPage> {
  if (search.q !== null) return matchQuery(db, edition, { ...search, q: search.q }, window, limits);
  const where = and(publishedInScope(edition, stories), search.template ? eq(stories.template, search.template) : undefined, ...linkFilters(db, edition, search, stories.id));
  const order = search.sort === 'published-at:asc' ? [asc(stories.publishedAt), asc(stories.id)] : [desc(stories.publishedAt), desc(stories.id)];
  const [rows, [{ n }]] = await Promise.all([
    db.select({ id: stories.id }).from(stories).where(where).orderBy(...order).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(stories).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: n };
}
