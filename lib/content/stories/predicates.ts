/**
 * Which stories a reader may see: the one place the rule is written. A story is visible in
 * an edition when it is of that brand and language and its status is `published`; drafts and
 * retracted stories are seen by no page, API answer, search or member call. The story table
 * and the search table (story_search, which copies brand, lang and status) share the rule.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { BrandKey } from '../../brands/brands';
import type { Edition } from '../../brands/resolve-host';
import { stories, storySearch } from '../../db/schema';

type StoryTable = typeof stories | typeof storySearch;

/** Published, in any edition: a link between editions (a translation) or an author's stories across brands. */
export function isPublished(table: StoryTable = stories): SQL {
  return eq(table.status, 'published');
}

/** Of this edition, whatever the status. */
export function inEdition(edition: Edition, table: StoryTable = stories): SQL {
  return and(eq(table.brand, edition.brand), eq(table.lang, edition.lang)) as SQL;
}

/** Published in this edition: what pages, the API, search and member calls show. */
export function publishedIn(edition: Edition, table: StoryTable = stories): SQL {
  return and(inEdition(edition, table), isPublished(table)) as SQL;
}

/**
 * An edition, or (`brands`) one language of several brands: the API's search across brands
 * (its `brand` parameter), whose results are each read and linked in their own brand.
 */
export type StoryScope = Edition & { readonly brands?: readonly BrandKey[] };

/** Published in the scope: its edition, or its language of any of its brands. */
export function publishedInScope(scope: StoryScope, table: StoryTable = stories): SQL {
  return scope.brands ? (and(inArray(table.brand, [...scope.brands]), eq(table.lang, scope.lang), isPublished(table)) as SQL) : publishedIn(scope, table);
}

/** Retracted in this edition: its address answers 410. */
export function retractedIn(edition: Edition): SQL {
  return and(inEdition(edition), eq(stories.status, 'retracted')) as SQL;
}
