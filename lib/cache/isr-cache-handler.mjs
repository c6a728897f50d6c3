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

/**
 * The entry as JSON can carry it: Buffers (RSC payloads, route bodies) as base64 `$b`, Maps
 * (segment data) as `$m` entries. Converted before JSON.stringify sees them: a replacer
 * would receive each Buffer already turned into an array of its bytes as numbers
 * (Buffer#toJSON), which took a fifth of an uncached story render's CPU time.
 */
function encodable(value) {
  if (value instanceof Uint8Array) return { $b: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') };
  if (value instanceof Map) return { $m: [...value].map(encodable) };
  if (Array.isArray(value)) return value.map(encodable);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, encodable(field)]));
  return value;
}

function isPlainObject(value) {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function serialise(entry) {
  return Buffer.from(JSON.stringify(encodable(entry)));
}

function deserialise(bytes) {
  return JSON.parse(bytes.toString('utf8'), (_key, value) => {
    if (value === null || typeof value !== 'object') return value;
    if (typeof value.$b === 'string') return ownBytes(Buffer.from(value.$b, 'base64'));
    if (Array.isArray(value.$m)) return new Map(value.$m);
    return value;
  });
}

/**
 * A copy of the entry that shares nothing with what Next handed over (its Buffers may be views
 * of larger pooled memory, which a kept view would keep whole: ownBytes), and the bytes it holds.
 * Without Redis this is all the local map needs: no JSON round trip.
 */
function ownedCopy(value) {
  let bytes = 0;
  const copy = (field) => {
    if (field instanceof Uint8Array) {
      bytes += field.byteLength;
      const own = Buffer.allocUnsafeSlow(field.byteLength);
      own.set(field);
      return own;
    }
    if (typeof field === 'string') {
      bytes += Buffer.byteLength(field);
      return field;
    }
    if (field instanceof Map) return new Map([...field].map(([key, item]) => [key, copy(item)]));
    if (Array.isArray(field)) return field.map(copy);
    if (isPlainObject(field)) return Object.fromEntries(Object.entries(field).map(([key, item]) => [key, copy(item)]));
    return field;
  };
  const entry = copy(value);
  return { entry, bytes };
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
    const store = redisStore();
    if (!store) {
      const kept = ownedCopy(entry);
      local.set(storageKey, { ...kept.entry, checkedAt: Date.now() }, kept.bytes);
      return;
    }
    const bytes = serialise(entry);
    local.set(storageKey, { ...deserialise(bytes), checkedAt: Date.now() }, bytes.length);
    await store.write(storageKey, bytes, ttlSeconds(data, ctx));
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
