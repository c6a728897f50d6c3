/**
 * /api/v1/advanced-search and /api/v1/search: stories of the edition matching a query and
 * filters; with `brand`, of those brands in the host's language, each with its own address.
 */
import { BRANDS, brandServesLang, getBrand, type BrandKey } from '../brands/brands';
import type { Edition } from '../brands/resolve-host';
import { tags } from '../cache/tags';
import type { Database } from '../db/client';
import { InvalidParameterError, type SearchParams } from './params';
import { invalidParameter, ok, type ApiResult } from './result';
import { findStories } from '../content/stories/search';
import { queryScopedStoryRecords } from '../content/stories/records';
import { serialiseStory, storyPartsFor } from './serialise';
import { loadStories } from './stories';

export async function advancedSearchHandler(db: Database, edition: Edition, params: SearchParams): Promise<ApiResult> {
  if (params.brands === 'all') return acrossBrands(db, edition, params, BRANDS.filter((brand) => brandServesLang(brand, edition.lang)).map((brand) => brand.key));
  if (params.brands) return acrossBrands(db, edition, params, params.brands);
  const page = await findStories(db, edition, params, params);
  const loaded = await loadStories(db, edition, page.ids, params.fields);
  const found = page.ids.flatMap((id) => loaded.stories.get(id) ?? []);
  return ok(
    { results: { total: page.total, from: params.offset, size: params.limit, stories: found } },
    [
      tags.brand(edition.brand, edition.lang),
      tags.latest(edition.brand, edition.lang),
      ...(params.sectionId !== null ? [tags.section(params.sectionId)] : []),
      ...loaded.tags,
    ],
  );
}

/** The same search over several brands in the host's language; each story is linked on its own brand's host. */
async function acrossBrands(db: Database, edition: Edition, params: SearchParams, brands: readonly BrandKey[]): Promise<ApiResult> {
  const other = brands.find((key) => !brandServesLang(getBrand(key), edition.lang));
  if (other) return invalidParameter(new InvalidParameterError('brand', `brand ${other} has no ${edition.lang} edition; search it on one of its own hosts.`));
  const scope = { ...edition, brands };
  const page = await findStories(db, scope, params, params);
  const records = await queryScopedStoryRecords(db, scope, page.ids, storyPartsFor(params.fields));
  const byId = new Map(records.map((record) => [record.id, serialiseStory(record, { brand: record.brand as Edition['brand'], lang: edition.lang }, params.fields)]));
  return ok(
    { results: { total: page.total, from: params.offset, size: params.limit, stories: page.ids.flatMap((id) => byId.get(id) ?? []) } },
    [
      ...brands.flatMap((key) => [tags.brand(key, edition.lang), tags.latest(key, edition.lang)]),
      ...(params.sectionId !== null ? [tags.section(params.sectionId)] : []),
      ...records.map((record) => tags.story(record.id)),
    ],
  );
}
