/**
 * Votes in reader polls (docs/product.md, "Polls"): one vote per reader and poll, counted in
 * the same transaction that records who voted, so a count never runs ahead of its votes and
 * a second vote by the same reader changes nothing. The voter key is lib/polls/voter.ts's.
 */
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Edition } from '../brands/resolve-host';
import type { Database } from '../db/client';
import { pollOptions, polls, pollVotes } from '../db/schema';

export type VoteOutcome = 'counted' | 'already' | 'closed' | 'unknown-poll' | 'unknown-option';

/** Counts `voter`'s vote for `optionId` in poll `pollId` of `edition`, once. */
export async function castVote(db: Database, edition: Edition, pollId: number, optionId: number, voter: string): Promise<VoteOutcome> {
  return db.transaction(async (tx) => {
    const [poll] = await tx
      .select({ isClosed: polls.isClosed })
      .from(polls)
      .where(and(eq(polls.id, pollId), eq(polls.brand, edition.brand), eq(polls.lang, edition.lang)))
      .limit(1);
    if (!poll) return 'unknown-poll';
    if (poll.isClosed) return 'closed';
    const [option] = await tx
      .select({ id: pollOptions.id })
      .from(pollOptions)
      .where(and(eq(pollOptions.id, optionId), eq(pollOptions.pollId, pollId)))
      .limit(1);
    if (!option) return 'unknown-option';
    const recorded = await tx.insert(pollVotes).values({ pollId, voter, optionId }).onConflictDoNothing().returning({ pollId: pollVotes.pollId });
    if (recorded.length === 0) return 'already';
    await tx
      .update(pollOptions)
      .set({ votes: sql`${pollOptions.votes} + 1` })
      .where(eq(pollOptions.id, optionId));
    return 'counted';
  });
}

/** The option `voter` chose in poll `pollId`, or null. */
export async function votedOption(db: Database, pollId: number, voter: string): Promise<number | null> {
  const [row] = await db
    .select({ optionId: pollVotes.optionId })
    .from(pollVotes)
    .where(and(eq(pollVotes.pollId, pollId), eq(pollVotes.voter, voter)))
    .limit(1);
  return row?.optionId ?? null;
}
