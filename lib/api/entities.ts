/** /api/v1/entities/{id} and /api/v1/entities?type=: people, organisations and places of the edition's language. */
import type { Edition } from '../brands/resolve-host';
import { tags } from '../cache/tags';
import type { Database } from '../db/client';
import type { EntitiesParams, EntityParams } from './params';
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
