/** /api/v1/custom-urls/{path}: whether a site path is one of the edition's redirects (old archive addresses and the like). */
import type { Edition } from '../brands/resolve-host';
import { tags } from '../cache/tags';
import { queryRedirect } from '../content/listing-queries';
import type { Database } from '../db/client';
import type { CustomUrlParams } from './params';
import { notFound, ok, type ApiResult } from './result';

export async function customUrlHandler(db: Database, edition: Edition, params: CustomUrlParams): Promise<ApiResult> {
  const redirectTags = [tags.brand(edition.brand, edition.lang), tags.redirects(edition.brand, edition.lang)];
  const target = await queryRedirect(db, edition.brand, edition.lang, params.path);
  if (!target) return notFound('No custom URL at this path in this edition.', redirectTags);
  return ok({ page: { type: 'redirect', 'status-code': 301, 'source-path': params.path, 'destination-path': target } }, redirectTags);
}
