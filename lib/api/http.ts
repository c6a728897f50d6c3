/**
 * HTTP headers of API answers (docs/api.md, "Caching"): successes are public and cacheable
 * by a CDN, which may purge them by the keys in Surrogate-Key; errors are never stored.
 */
import { createHash } from 'node:crypto';
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

/**
 * A weak validator of the answer's JSON: equal bytes, equal tag. Weak, because the server
 * and the CDN may send it gzip- or brotli-encoded and the tag stands for every encoding.
 */
export function entityTag(json: string): string {
  return `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}

/** RFC 9110 §13.1.2: If-None-Match matches by weak comparison, `*` matches any current answer. */
export function noneMatch(ifNoneMatch: string | null, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(tag));
}

/**
 * The answer as HTTP. A success carries an ETag; a client or CDN that sends it back in
 * If-None-Match gets 304 with the same cache headers and no body.
 */
export function toResponse(result: ApiResult, policy: CachePolicy, request?: Request): Response {
  const headers = apiHeaders(result, policy);
  headers.set('Content-Type', 'application/json');
  const json = JSON.stringify(result.body);
  if (result.status !== 200) return new Response(json, { status: result.status, headers });
  const tag = entityTag(json);
  headers.set('ETag', tag);
  if (result.lastModified !== undefined) headers.set('Last-Modified', new Date(result.lastModified).toUTCString());
  if (request && noneMatch(request.headers.get('if-none-match'), tag)) {
    headers.delete('Content-Type');
    return new Response(null, { status: 304, headers });
  }
  return new Response(json, { status: 200, headers });
}
