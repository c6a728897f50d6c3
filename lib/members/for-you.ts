/**
 * For-you recommendations (docs/product.md, "Calls": a POST with user_id and limit, default
 * 4): stories of the sections and topics a member read or saved lately, newest first,
 * leaving out what they already read or saved; the latest stories fill the rest, and are
 * all an anonymous reader gets. Reads are recorded when a member opens a story (an
 * authenticated call). Only the edition's CANDIDATES newest stories are scored, so a pick
 * costs the same in an edition of a hundred stories as in one of a hundred thousand.
 */
import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import type { Edition } from '../brands/resolve-host';
import { queryLatestStories, queryPublishedStoryAccess, queryStoriesLike } from '../content/stories/cards';
import type { StoryCardData } from '../content/stories/shapes';
import type { Database } from '../db/client';
import { storyReads } from '../db/schema';

export const DEFAULT_RECOMMENDATIONS = 4;
export const MAX_RECOMMENDATIONS = 20;
/** How much of a member's history shapes the picks. */
const HISTORY = 50;
/** How many of the edition's newest published stories are scored (docs/members.md, "For-you"): never the whole edition. */
export const CANDIDATES = 500;

/** Records that the member opened the story; false when there is no such published story in this edition. */
export async function recordRead(db: Database, memberId: number, edition: Edition, storyId: number, now = new Date()): Promise<boolean> {
  if (!(await queryPublishedStoryAccess(db, edition, storyId))) return false;
  await db
    .insert(storyReads)
    .values({ memberId, storyId, readAt: now })
    .onConflictDoUpdate({ target: [storyReads.memberId, storyReads.storyId], set: { readAt: now } });
  return true;
}

export async function recommend(db: Database, edition: Edition, memberId: number | null, limit: number): Promise<StoryCardData[]> {
  if (memberId === null) return queryLatestStories(db, edition, limit);
  // The member's history: the latest reads and saved stories of this edition.
  const history = sql`(
    select story_id from (select story_id from story_reads where member_id = ${memberId} order by read_at desc limit ${HISTORY}) reads
    union
    select (metadata->>'story_id')::int from (
      select metadata from bookmarks where member_id = ${memberId} and brand = ${edition.brand} and lang = ${edition.lang}
        and jsonb_typeof(metadata->'story_id') = 'number' order by created_at desc limit ${HISTORY}
    ) saved
  )`;
  const picks = await queryStoriesLike(db, edition, history, limit, CANDIDATES);
  if (picks.length >= limit) return picks;
  const seen = await db.select({ id: storyReads.storyId }).from(storyReads).where(eq(storyReads.memberId, memberId)).orderBy(desc(storyReads.readAt)).limit(HISTORY);
  const fill = await queryLatestStories(db, edition, limit - picks.length, 0, [...picks.map((story) => story.id), ...seen.map((row) => row.id)]);
  return [...picks, ...fill];
}
