/**
 * Next's `cacheHandler` (pages, route handlers and fetch responses: the ISR cache), always
 * installed (next.config.ts). It keeps rendered pages in this process in a least-recently-
 * used map bounded by bytes (PAGE_CACHE_MB), and, when REDIS_URL is set, in Redis behind
 * it, so every instance serves what any instance rendered and a tag revalidated on one
 * instance expires the page on all. See redis-store.mjs for the failure behaviour and
 * docs/performance.md for operations.
 *
 * Error answers (404, 410…) are never stored: every distinct junk address would otherwise
 * keep its own copy of the not-found page and push real pages out
 * (docs/decisions/0007-bounded-caches.md). An error answer for a key removes what was
 * stored for it, here and in Redis.
 */
import { LocalEntries, MAX_TTL_SECONDS, megabytes, ownBytes, redisStore, servableDuringOutage, expireLocally, locallyFresh } from './redis-store.mjs';

/** The tags Next stores on a rendered page or route response (NEXT_CACHE_TAGS_HEADER). */
const TAGS_HEADER = 'x-next-cache-tags';

/** Bytes of rendered pages kept in this process (about 0.3–0.5 MB each): PAGE_CACHE_MB, default 128. */
export const PAGE_CACHE_BYTES = megabytes(process.env.PAGE_CACHE_MB, 128);

const local = new LocalEntries(PAGE_CACHE_BYTES);

/** Whether `data` is an answer worth keeping: anything but an error status. */
export function storable(data) {
  return !(data && typeof data.status === 'number' && data.status >= 400);
}

/** Entries this process holds, and their bytes (tests and operators). */
export function localStats() {
  return local.stats();
}

/** JSON that keeps Buffers (RSC payloads, route bodies) and Maps (segment data). */
function serialise(entry) {
  return Buffer.from(
    JSON.stringify(entry, function replace(key, value) {
      const original = this[key];
      if (original instanceof Uint8Array) return { $b: Buffer.from(original.buffer, original.byteOffset, original.byteLength).toString('base64') };
      if (original instanceof Map) return { $m: [...original] };
      return value;
    }),
  );
}

function deserialise(bytes) {
  return JSON.parse(bytes.toString('utf8'), (_key, value) => {
    if (value === null || typeof value !== 'object') return value;
    if (typeof value.$b === 'string') return ownBytes(Buffer.from(value.$b, 'base64'));
    if (Array.isArray(value.$m)) return new Map(value.$m);
    return value;
  });
}

function entryTags(entry, ctx) {
  const header = entry.value?.headers?.[TAGS_HEADER];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  return [...new Set([...fromHeader, ...(entry.tags ?? []), ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])].filter(Boolean);
}

function ttlSeconds(data, ctx) {
  const expire = ctx?.cacheControl?.expire;
  if (typeof expire === 'number' && expire > 0) return expire;
  const revalidate = ctx?.cacheControl?.revalidate ?? data?.revalidate;
  if (typeof revalidate === 'number' && revalidate > 0) return Math.max(revalidate * 10, 3600);
  return MAX_TTL_SECONDS;
}

export default class RedisIsrCacheHandler {
  async get(key, ctx) {
    const store = redisStore();
    const storageKey = `isr:${key}`;
    let entry = local.get(storageKey);
    if (!entry) {
      const bytes = await store?.read(storageKey);
      if (!bytes) return null;
      entry = deserialise(bytes);
      local.set(storageKey, entry, bytes.length);
    }
    const tags = entryTags(entry, ctx);
    // Redis unreachable (fresh() answers undefined): an entry rendered or confirmed here in the
    // last OUTAGE_SERVE_MS, and not expired by this process, is served from memory (bounded by
    // PAGE_CACHE_MB) instead of every request rendering from the database.
    const checked = store ? await store.fresh(tags, entry.lastModified) : undefined;
    if (checked === true) entry.checkedAt = Date.now();
    const servable = checked ?? (locallyFresh(tags, entry.lastModified) && (!store || servableDuringOutage(entry.checkedAt)));
    if (!servable) {
      local.delete(storageKey);
      return null;
    }
    return { value: entry.value, lastModified: entry.lastModified, ...(entry.cacheControl ? { cacheControl: entry.cacheControl } : {}) };
  }

  async set(key, data, ctx) {
    const storageKey = `isr:${key}`;
    if (!storable(data)) {
      // The page now answers an error: no instance may keep serving the answer it had before.
      local.delete(storageKey);
      await redisStore()?.delete(storageKey);
      return;
    }
    const entry = { value: data, lastModified: Date.now(), cacheControl: ctx?.cacheControl, tags: ctx?.tags ?? [] };
    const bytes = serialise(entry);
    local.set(storageKey, { ...deserialise(bytes), checkedAt: Date.now() }, bytes.length);
    await redisStore()?.write(storageKey, bytes, ttlSeconds(data, ctx));
  }

  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    // Kept here too, so that entries this process serves while Redis is down honour it.
    const at = Date.now() + Math.max(0, durations?.expire ?? 0) * 1000;
    expireLocally(list, at);
    await redisStore()?.expireTags(list, durations?.expire);
  }

  resetRequestCache() {}
}
