/**
 * Next's `cacheHandler` (pages, route handlers and fetch responses: the ISR cache) kept in
 * Redis when REDIS_URL is set (next.config.ts), so every instance serves what any
 * instance rendered, and a tag revalidated on one instance expires the page on all.
 * See redis-store.mjs for the failure behaviour and docs/performance.md for operations.
 */
import { LocalEntries, MAX_TTL_SECONDS, redisStore } from './redis-store.mjs';

/** The tags Next stores on a rendered page or route response (NEXT_CACHE_TAGS_HEADER). */
const TAGS_HEADER = 'x-next-cache-tags';

const local = new LocalEntries();

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
    if (typeof value.$b === 'string') return Buffer.from(value.$b, 'base64');
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
    if (!store) return null;
    const storageKey = `isr:${key}`;
    let entry = local.get(storageKey);
    if (!entry) {
      const bytes = await store.read(storageKey);
      if (!bytes) return null;
      entry = deserialise(bytes);
      local.set(storageKey, entry, bytes.length);
    }
    if (!(await store.fresh(entryTags(entry, ctx), entry.lastModified))) {
      local.delete(storageKey);
      return null;
    }
    return { value: entry.value, lastModified: entry.lastModified, ...(entry.cacheControl ? { cacheControl: entry.cacheControl } : {}) };
  }

  async set(key, data, ctx) {
    const store = redisStore();
    if (!store) return;
    const storageKey = `isr:${key}`;
    const entry = { value: data, lastModified: Date.now(), cacheControl: ctx?.cacheControl, tags: ctx?.tags ?? [] };
    const bytes = serialise(entry);
    local.set(storageKey, deserialise(bytes), bytes.length);
    await store.write(storageKey, bytes, ttlSeconds(data, ctx));
  }

  async revalidateTag(tags, durations) {
    await redisStore()?.expireTags(typeof tags === 'string' ? [tags] : tags, durations?.expire);
  }

  resetRequestCache() {}
}
