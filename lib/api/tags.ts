/** /api/v1/tags/{slug}: a tag of the edition's language. */
import type { Edition } from '../brands/resolve-host';
import { tags } from '../cache/tags';
import { queryTopic } from '../content/listing-queries';
import type { Database } from '../db/client';
import type { TagParams } from './params';
import { notFound, ok, type ApiResult } from './result';

export async function tagHandler(db: Database, edition: Edition, params: TagParams): Promise<ApiResult> {
  const tagTags = [tags.topic(edition.lang, params.slug)];
  const topic = await queryTopic(db, edition.lang, params.slug);
  // A slug may name an entity instead (the topic page shows both); this call answers tags only.
  if (topic?.kind !== 'tag') return notFound('No tag with this slug in this edition.', tagTags);
  return ok({ tag: { id: topic.id, name: topic.name, slug: topic.slug } }, tagTags);
}
