/** /api/v1/advanced-search: stories of the edition matching a query and filters. */
import type { Edition } from '../brands/resolve-host';
import { tags } from '../cache/tags';
import type { Database } from '../db/client';
import type { SearchParams } from './params';
import { ok, type ApiResult } from './result';
import { findStories } from '../content/stories/search';
import { loadStories } from './stories';

export async function advancedSearchHandler(db: Database, edition: Edition, params: SearchParams): Promise<ApiResult> {
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
