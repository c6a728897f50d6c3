/**
 * Stories as other services point at them: the headline and path of the page a comment is
 * on, and the ids of an edition's stories. Any status: a comment stays listed (in a member's
 * activity, the moderation queue) after its story is retracted.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Edition } from '../../brands/resolve-host';
import type { Database } from '../../db/client';
import { sections, stories } from '../../db/schema';
import { storyPath } from '../../routes/paths';
import { inEdition } from './predicates';

export interface StoryLink {
  readonly headline: string;
  /** The story's path on its edition's host. */
  readonly url: string;
}

export async function queryStoryLinks(db: Database, ids: readonly number[]): Promise<Map<number, StoryLink>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: stories.id, headline: stories.headline, slug: stories.slug, sectionSlug: sections.slug })
    .from(stories)
    .leftJoin(sections, eq(sections.id, stories.primarySectionId))
    .where(inArray(stories.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, { headline: row.headline, url: storyPath(row.slug, row.sectionSlug) }]));
}

/** The ids of the edition's stories, any status, as a subquery (`inArray(column, storyIdsIn(db, edition))`). */
export function storyIdsIn(db: Database, edition: Edition) {
  return db.select({ id: stories.id }).from(stories).where(inEdition(edition));
}
