/**
 * /api/v1/entities/{id}, /api/v1/entities?type= and /api/v1/entity/{id}/collections: people,
 * organisations and places of the edition's language, and the stories linked to one.
 */
import type { Edition } from '../brands/resolve-host';
import { tags } from '../cache/tags';
import type { Database } from '../db/client';
import type { EntitiesParams, EntityCollectionsParams, EntityParams } from './params';
import { findStories } from '../content/stories/search';
import { loadStories } from './stories';
import { queryEntitiesOfLang, queryEntityOfLang } from '../content/records';
import { notFound, ok, type ApiResult } from './result';
import { serialiseEntity } from './serialise';

export async function entityHandler(db: Database, edition: Edition, params: EntityParams): Promise<ApiResult> {
  const entityTags = [tags.entities(edition.lang), tags.entity(params.id)];
  const entity = await queryEntityOfLang(db, edition.lang, params.id);
  if (!entity) return notFound(`No entity with id ${params.id} in this edition.`, entityTags);
  return ok({ entity: serialiseEntity(entity) }, entityTags);
}

export async function entitiesHandler(db: Database, edition: Edition, params: EntitiesParams): Promise<ApiResult> {
  const page = await queryEntitiesOfLang(db, edition.lang, params.type, params);
  return ok({ entities: page.items.map(serialiseEntity), page: { total: page.total, limit: params.limit, offset: params.offset } }, [tags.entities(edition.lang)]);
}

/**
 * The platform's entity collections. Here an entity has one: its linked published stories in
 * the edition, newest first (what its topic page lists), shaped like a collection:
 * { entity, collections: [collection] }. The newsroom makes no hand-picked entity collections.
 */
export async function entityCollectionsHandler(db: Database, edition: Edition, params: EntityCollectionsParams): Promise<ApiResult> {
  const entityTags = [tags.brand(edition.brand, edition.lang), tags.entities(edition.lang), tags.entity(params.id)];
  const entity = await queryEntityOfLang(db, edition.lang, params.id);
  if (!entity) return notFound(`No entity with id ${params.id} in this edition.`, entityTags);
  const page = await findStories(db, edition, { q: null, sort: 'latest-published', sectionId: null, template: null, tagName: null, entityId: entity.id }, params);
  const loaded = await loadStories(db, edition, page.ids, params.fields);
  const items = page.ids.flatMap((id) => {
    const story = loaded.stories.get(id);
    return story ? [{ type: 'story' as const, id, story }] : [];
  });
  return ok(
    {
      entity: serialiseEntity(entity),
      collections: [{ id: entity.id, slug: entity.slug, name: entity.name, template: 'entity', 'associated-metadata': {}, items, 'total-count': page.total }],
    },
    [...entityTags, tags.latest(edition.brand, edition.lang), ...loaded.tags],
  );
}
