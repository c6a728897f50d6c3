/**
 * Stories: /api/v1/stories, /api/v1/stories/{id}, /api/v1/stories-by-slug,
 * /api/v1/story-by-external-id/{id}, /api/v1/stories/{id}/related-stories and …/attributes.
 */
import type { Edition } from '../brands/resolve-host';
import { tags } from '../cache/tags';
import type { Database } from '../db/client';
import { queryRelatedStories, RELATED_STORIES } from '../content/stories/cards';
import { queryMostRead } from '../content/most-read';
import { findStories } from '../content/stories/search';
import type { ExternalIdParams, OneStoryParams, RelatedStoriesParams, StoriesParams, StoryByIdParams, StoryIdParams, StorySlugParams } from './params';
import { queryStoryIdByExternalId, queryStoryIdBySlug, queryStoryRecords } from '../content/stories/records';
import { notFound, ok, type ApiResult } from './result';
import { serialiseStory, storyPartsFor, type ApiStory, type StoryField } from './serialise';

/** The edition's published stories among `ids`, serialised in order, with their cache tags. */
export async function loadStories(db: Database, edition: Edition, ids: readonly number[], fields: readonly StoryField[] | null): Promise<{ stories: Map<number, Partial<ApiStory>>; tags: string[] }> {
  const records = await queryStoryRecords(db, edition, ids, storyPartsFor(fields));
  return {
    stories: new Map(records.map((record) => [record.id, serialiseStory(record, edition, fields)])),
    tags: records.map((record) => tags.story(record.id)),
  };
}

/** A story group of the edition: { stories }. */
export async function storiesHandler(db: Database, edition: Edition, params: StoriesParams): Promise<ApiResult> {
  const editionTag = tags.brand(edition.brand, edition.lang);
  const ids =
    params.group === 'top'
      ? (await queryMostRead(db, edition.brand, edition.lang, Date.now(), params.offset + params.limit)).slice(params.offset).map((story) => story.id)
      : (await findStories(db, edition, { q: null, sort: 'latest-published', sectionId: params.sectionId, template: params.template, tagName: null, entityId: null }, params)).ids;
  const loaded = await loadStories(db, edition, ids, params.fields);
  return ok(
    { stories: ids.flatMap((id) => loaded.stories.get(id) ?? []) },
    [editionTag, ...(params.group === 'recent' ? [params.sectionId !== null ? tags.section(params.sectionId) : tags.latest(edition.brand, edition.lang)] : []), ...loaded.tags],
  );
}

/** One published story of the edition, { story }: whole, or `id` and the fields the request named. */
async function oneStory(db: Database, edition: Edition, id: number | null, params: OneStoryParams, lookupTags: string[], missing: string): Promise<ApiResult> {
  const [record] = id === null ? [] : await queryStoryRecords(db, edition, [id], storyPartsFor(params.fields));
  if (!record) return notFound(missing, lookupTags);
  return { ...ok({ story: serialiseStory(record, edition, params.fields) }, [...lookupTags, tags.story(record.id)]), lastModified: record.updatedAt.getTime() };
}

export async function storyByIdHandler(db: Database, edition: Edition, params: StoryByIdParams): Promise<ApiResult> {
  const storyTags = [tags.brand(edition.brand, edition.lang), tags.story(params.id)];
  return oneStory(db, edition, params.id, params, storyTags, `No published story with id ${params.id} in this edition.`);
}

export async function storyBySlugHandler(db: Database, edition: Edition, params: StorySlugParams): Promise<ApiResult> {
  const slugTags = [tags.brand(edition.brand, edition.lang), tags.storySlug(edition.brand, edition.lang, params.slug)];
  return oneStory(db, edition, await queryStoryIdBySlug(db, edition, params.slug), params, slugTags, 'No published story with this slug in this edition.');
}

/** A published story by the id the newsroom system gave it (its `external-id`): { story }. */
export async function storyByExternalIdHandler(db: Database, edition: Edition, params: ExternalIdParams): Promise<ApiResult> {
  // Which story holds the id changes only when a story is written: the edition's latest tag covers that.
  const lookupTags = [tags.brand(edition.brand, edition.lang), tags.latest(edition.brand, edition.lang)];
  const id = await queryStoryIdByExternalId(db, edition, params.externalId);
  return oneStory(db, edition, id, params, lookupTags, 'No published story with this external id in this edition.');
}

/** The stories a story page shows as related (its section's newest others): { related-stories }. */
export async function relatedStoriesHandler(db: Database, edition: Edition, params: RelatedStoriesParams): Promise<ApiResult> {
  const editionTag = tags.brand(edition.brand, edition.lang);
  const [record] = await queryStoryRecords(db, edition, [params.id], storyPartsFor(['id']));
  if (!record) return notFound(`No published story with id ${params.id} in this edition.`, [editionTag, tags.story(params.id)]);
  const sectionId = record.primarySection?.id ?? null;
  const related = await queryRelatedStories(db, edition, record.id, sectionId, RELATED_STORIES);
  const loaded = await loadStories(db, edition, related.map((story) => story.id), params.fields);
  return ok(
    { 'related-stories': related.flatMap((story) => loaded.stories.get(story.id) ?? []) },
    [editionTag, tags.story(record.id), sectionId ? tags.section(sectionId) : tags.latest(edition.brand, edition.lang), ...loaded.tags],
  );
}

/** A published story's attributes (the newsroom's `metadata.story-attributes`): { story-attributes }. */
export async function storyAttributesHandler(db: Database, edition: Edition, params: StoryIdParams): Promise<ApiResult> {
  const storyTags = [tags.brand(edition.brand, edition.lang), tags.story(params.id)];
  const [record] = await queryStoryRecords(db, edition, [params.id], storyPartsFor(['id']));
  if (!record) return notFound(`No published story with id ${params.id} in this edition.`, storyTags);
  return ok({ 'story-attributes': record.metadata['story-attributes'] ?? {} }, storyTags);
}
