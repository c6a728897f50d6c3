/**
 * The content API's server cache: each answer is kept under its edition and parameters,
 * tagged with the same tags it sends as Surrogate-Key, so a write that revalidates a
 * tag refreshes both this cache and (by purge) the CDN.
 */
import { cacheLife, cacheTag } from 'next/cache';
import type { Edition } from '../brands/resolve-host';
import { getDb } from '../db/client';
import { callHandler, type EndpointName } from './endpoints';
import type { ApiResult } from './result';

/** Next keeps at most 128 tags per entry; the most general come first, so the rest only lose precision. */
const MAX_CACHE_TAGS = 128;

export async function getApiAnswer(name: EndpointName, edition: Edition, params: unknown): Promise<ApiResult> {
  'use cache';
  cacheLife('minutes');
  const result = await callHandler(getDb(), name, edition, params);
  if (result.tags.length) cacheTag(...result.tags.slice(0, MAX_CACHE_TAGS));
  return result;
}
