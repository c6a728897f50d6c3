/** /p/api/polls/{id}: a poll of the edition with its options and vote counts. */
import type { Edition } from '../brands/resolve-host';
import { tags } from '../cache/tags';
import type { Database } from '../db/client';
import type { PollParams } from './params';
import { queryPoll } from '../content/records';
import { notFound, ok, type ApiResult } from './result';
import { serialisePoll } from './serialise';

export async function pollHandler(db: Database, edition: Edition, params: PollParams): Promise<ApiResult> {
  const pollTags = [tags.brand(edition.brand, edition.lang), tags.poll(params.id)];
  const poll = await queryPoll(db, edition, params.id);
  if (!poll) return notFound(`No poll with id ${params.id} in this edition.`, pollTags);
  return ok({ poll: serialisePoll(poll) }, pollTags);
}
