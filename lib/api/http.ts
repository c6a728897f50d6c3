/**
 * HTTP headers of API answers (docs/api.md, "Caching"): successes are public and cacheable
 * by a CDN, which may purge them by the keys in Surrogate-Key; errors are never stored.
 */
import type { ApiResult } from './result';

export interface CachePolicy {
  /** Seconds a shared cache may serve the answer as fresh. */
  readonly sMaxAge: number;
}

export const CONTENT_CACHE: CachePolicy = { sMaxAge: 60 };
/** The ticker polls every 60 s (docs/product.md, "Business constants"); its answer is kept half as long. */
export const BREAKING_NEWS_CACHE: CachePolicy = { sMaxAge: 30 };

const STALE_WHILE_REVALIDATE = 600;
const STALE_IF_ERROR = 86_400;
const RETRY_AFTER_SECONDS = 30;

/**
 * A cache tag as one Surrogate-Key entry: characters outside printable ASCII, and the
 * space that separates entries, are percent-encoded (Bengali slugs appear in tags).
 * A purger encodes the tags it purges the same way.
 */
export function surrogateKey(tag: string): string {
  return tag.replace(/[^\x21-\x7e]+/gu, (run) => encodeURIComponent(run));
}

export function apiHeaders(result: ApiResult, policy: CachePolicy): Headers {
  const headers = new Headers();
  if (result.status === 200) {
    headers.set('Cache-Control', `public, s-maxage=${policy.sMaxAge}, stale-while-revalidate=${STALE_WHILE_REVALIDATE}, stale-if-error=${STALE_IF_ERROR}`);
    if (result.tags.length) headers.set('Surrogate-Key', result.tags.map(surrogateKey).join(' '));
  } else {
    headers.set('Cache-Control', 'no-store');
    if (result.status === 503) headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
  }
  return headers;
}

export function toResponse(result: ApiResult, policy: CachePolicy): Response {
  return Response.json(result.body, { status: result.status, headers: apiHeaders(result, policy) });
}
