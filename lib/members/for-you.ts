/**
 * For-you recommendations (docs/product.md, "Calls": a POST with user_id and limit, default
 * 4): stories of the sections and topics a member read or saved lately, newest first,
 * leaving out what they already read or saved; the latest stories fill the rest, and are
 * all an anonymous reader gets. Reads are recorded when a member opens a story (an
 * authenticated call).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Edition } from '../brands/resolve-host';
import { cardColumns, toCard, type StoryCardData } from '../content/queries';
import type { Database } from '../db/client';
import { sections, stories, storyReads } from '../db/schema';

export const DEFAULT_RECOMMENDATIONS = 4;
export const MAX_RECOMMENDATIONS = 20;
/** How much of a member's history shapes the picks. */
const HISTORY = 50;

const publishedIn = (edition: Edition) => and(eq(stories.brand, edition.brand), eq(stories.lang, edition.lang), eq(stories.status, 'published'));

/** Records that the member opened the story; false when there is no such published story in this edition. */
export async function recordRead(db: Database, memberId: number, edition: Edition, storyId: number, now = new Date()): Promise<boolean> {
  const [story] = await db
    .select({ id: stories.id })
    .from(stories)
    .where(and(publishedIn(edition), eq(stories.id, storyId)))
    .limit(1);
  if (!story) return false;
  await db
    .insert(storyReads)
    .values({ memberId, storyId, readAt: now })
    .onConflictDoUpdate({ target: [storyReads.memberId, storyReads.storyId], set: { readAt: now } });
  return true;
}

async function latest(db: Database, edition: Edition, limit: number, skip: readonly number[]): Promise<StoryCardData[]> {
  const rows = await db
    .select(cardColumns)
    .from(stories)
    .leftJoin(sections, eq(sections.id, stories.primarySectionId))
    .where(skip.length ? and(publishedIn(edition), sql`${stories.id} not in (${sql.join(skip.map((id) => sql`${id}`), sql`, `)})`) : publishedIn(edition))
    .orderBy(desc(stories.publishedAt), desc(stories.id))
    .limit(limit);
  return rows.map(toCard);
}

export async function recommend(db: Database, edition: Edition, memberId: number | null, limit: number): Promise<StoryCardData[]> {
  if (memberId === null) return latest(db, edition, limit, []);
  // The member's history: the latest reads and saved stories of this edition.
  const history = sql`(
    select story_id from (select story_id from story_reads where member_id = ${memberId} order by read_at desc limit ${HISTORY}) reads
    union
    select (metadata->>'story_id')::int from (
      select metadata from bookmarks where member_id = ${memberId} and brand = ${edition.brand} and lang = ${edition.lang}
        and jsonb_typeof(metadata->'story_id') = 'number' order by created_at desc limit ${HISTORY}
    ) saved
  )`;
  const score = sql<number>`(
    (case when ${stories.primarySectionId} in (select primary_section_id from stories where id in ${history}) then 2 else 0 end)
    + (select count(*) from story_tags mine where mine.story_id = ${stories.id}
        and mine.tag_id in (select tag_id from story_tags where story_id in ${history}))
  )`;
  const rows = await db
    .select({ ...cardColumns, score })
    .from(stories)
    .leftJoin(sections, eq(sections.id, stories.primarySectionId))
    .where(and(publishedIn(edition), sql`${stories.id} not in ${history}`, sql`${score} > 0`))
    .orderBy(desc(score), desc(stories.publishedAt), desc(stories.id))
    .limit(limit);
  const picks = rows.map(toCard);
  if (picks.length >= limit) return picks;
  const seen = await db.select({ id: storyReads.storyId }).from(storyReads).where(eq(storyReads.memberId, memberId)).orderBy(desc(storyReads.readAt)).limit(HISTORY);
  const fill = await latest(db, edition, limit - picks.length, [...picks.map((story) => story.id), ...seen.map((row) => row.id)]);
  return [...picks, ...fill];
}
