/**
 * After a write: expire the cache entries of the tags it touched, and ask the edge
 * (Varnish xkey, or any CDN that purges by surrogate key) to drop its copies.
 */
import 'server-only';
import { revalidateTag } from 'next/cache';
import { surrogateKey } from '../api/http';
import { loadEdgeConfig } from '../config/env';
import { unique } from './db';

/**
 * `{ expire: 0 }`: the entries are expired, not merely stale, so the next request
 * renders fresh content instead of being served the old copy while a background
 * revalidation runs (Next 16's `revalidateTag(tag, 'max')` behaviour). `updateTag`
 * would do the same but only works in Server Actions, not Route Handlers.
 */
export const EXPIRE_NOW = { expire: 0 } as const;

export function revalidateTags(tags: readonly string[]): void {
  for (const tag of tags) revalidateTag(tag, EXPIRE_NOW);
}

/** The Surrogate-Keys to purge: the tags, encoded as the API's Surrogate-Key header encodes them, and the extra keys. */
export function purgeKeysFor(tags: readonly string[], extraKeys: readonly string[]): string[] {
  return unique([...tags.map(surrogateKey), ...extraKeys.map(surrogateKey)]);
}

export const PURGE_TIMEOUT_MS = 2_000;

/** The header that carries EDGE_PURGE_SECRET to the edge (deploy/varnish/default.vcl). */
export const PURGE_SECRET_HEADER = 'X-Purge-Secret';

/**
 * One `PURGE` request to EDGE_PURGE_URL with `xkey-purge: <keys>` and, when
 * EDGE_PURGE_SECRET is set, the secret the edge requires. The returned promise
 * never rejects (failures are logged) and settles within PURGE_TIMEOUT_MS, so a slow or
 * absent edge never fails a write and delays its answer by 2 s at most.
 */
export function purgeEdge(
  keys: readonly string[],
  url: string | undefined = loadEdgeConfig().purgeUrl,
  fetchImpl: typeof fetch = fetch,
  secret: string | undefined = loadEdgeConfig().purgeSecret,
): Promise<void> {
  if (!url || !keys.length) return Promise.resolve();
  const headers: Record<string, string> = { 'xkey-purge': keys.join(' ') };
  if (secret) headers[PURGE_SECRET_HEADER] = secret;
  return fetchImpl(url, { method: 'PURGE', headers, signal: AbortSignal.timeout(PURGE_TIMEOUT_MS), cache: 'no-store' })
    .then(async (response) => {
      await response.body?.cancel();
      if (!response.ok) console.error(`edge purge answered ${response.status} for ${keys.length} keys`);
    })
    .catch((error: unknown) => console.error('edge purge failed:', error instanceof Error ? error.message : error));
}
