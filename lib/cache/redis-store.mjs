/**
 * The Redis connection and tag clock shared by the two cache handlers (`isr-cache-handler.mjs`
 * for pages and route responses, `use-cache-handler.mjs` for 'use cache' getters). Plain
 * JavaScript: Next imports cache handlers at run time, outside the bundle.
 *
 * Every instance reads and writes the same keys, so an entry rendered by one instance is
 * served by all, and a tag expired by one (`revalidateTag` in the ingest API) is expired
 * for all: each read checks the entry's tags against the `tags` hash before serving it.
 *
 * Redis failures never fail a request: a read that cannot reach Redis is a miss (the
 * page renders from the database), a write is dropped. Commands are not queued while the
 * connection is down, so a missing Redis costs a refused connection, not a timeout.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';

/**
 * Longest any key stays in Redis: entries Next keeps "forever" are rendered again after a day
 * at most, so that what readers' addresses create (one entry per search term, per listing
 * page) cannot pile up for a week (a soak once found 21,666 keys and 771 MB after 8 minutes;
 * docs/operations.md, "Soak test"). The `tags` hash gets it too, renewed on every
 * revalidation: once it lapses, every entry written before its last revalidation has lapsed
 * as well.
 */
export const MAX_TTL_SECONDS = 24 * 3600;

/**
 * While Redis cannot answer, an entry this process holds is served only if it was rendered
 * here or confirmed fresh in Redis at most this long ago (REDIS_DOWN_CACHE_SECONDS, default
 * 10): the site keeps serving from memory (one render per page per 10 s, not one per request)
 * while a publish through another instance, which cannot reach this one without Redis, shows
 * here within that time.
 */
export const OUTAGE_SERVE_MS = (Number(process.env.REDIS_DOWN_CACHE_SECONDS) > 0 ? Number(process.env.REDIS_DOWN_CACHE_SECONDS) : 10) * 1000;

/**
 * Whether a tag expired at `expiredAt` (ms) hides an entry written at `timestamp`: the
 * expiry has come (not a future one) and is not older than the entry. An expiry in the very
 * millisecond the entry was written counts as after it: that render may have read what the
 * expiry replaced, and two quick calls share a millisecond.
 */
function expiredSince(expiredAt, timestamp, now) {
  return expiredAt >= timestamp && expiredAt <= now;
}

/**
 * Tags this process expired (tag → ms), shared by both cache handlers: the only freshness
 * check without Redis, and the fallback while it is unreachable. It holds only revalidated
 * tags (content keys named by the ingest API), never anything a reader's address chose.
 */
const localExpiries = new Map();

/** Records that this process expired `tags` at `at` (ms). */
export function expireLocally(tags, at) {
  for (const tag of tags) localExpiries.set(tag, at);
}

/** Whether none of `tags` was expired by this process since `timestamp`. */
export function locallyFresh(tags, timestamp) {
  const now = Date.now();
  return tags.every((tag) => !expiredSince(localExpiries.get(tag) ?? 0, timestamp, now));
}

/** Whether a local entry last confirmed at `checkedAt` (ms) may be served while Redis is down. */
export function servableDuringOutage(checkedAt, now = Date.now()) {
  return typeof checkedAt === 'number' && now - checkedAt <= OUTAGE_SERVE_MS;
}

/** Default bound of a LocalEntries map (each handler passes its own: PAGE_CACHE_MB, DATA_CACHE_MB). */
export const LOCAL_BYTES = 64 * 1024 * 1024;

/** What an entry costs beyond its counted bytes: the map slot, its object, the metadata of a small answer. */
export const ENTRY_OVERHEAD_BYTES = 512;

/**
 * `bytes` in memory of its own, for keeping. A Buffer is often a view into a larger
 * ArrayBuffer that a kept view would hold alive whole: Node's 8 KB pool slab for any Buffer
 * under 4 KB (Buffer.from, Buffer.concat), or the socket chunk the Redis reply was parsed
 * from. Kept in a bounded map that counts only the view's length, thousands of small
 * entries (not-found answers of junk addresses) held many times their counted size: array
 * buffers grew by 55–65 MB in a 10-minute soak whatever the bound (docs/operations.md).
 */
export function ownBytes(bytes) {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.byteLength);
  copy.set(bytes);
  return copy;
}

const CONNECT_TIMEOUT_MS = 1_000;

/** A Redis command that has not answered by then is treated as a failure. */
const COMMAND_TIMEOUT_MS = 500;

/**
 * Key namespace: REDIS_CACHE_PREFIX, or one per build (`next:{BUILD_ID}:`), because an
 * entry's HTML and RSC payload name the chunks of the build that rendered it.
 */
function keyPrefix() {
  if (process.env.REDIS_CACHE_PREFIX) return process.env.REDIS_CACHE_PREFIX;
  let buildId = 'dev';
  try {
    buildId = fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    // no build yet (next build itself): one namespace for build-time entries
  }
  return `next:${buildId}:`;
}

let shared;

/** The process's store, created on first use; undefined without REDIS_URL. */
export function redisStore() {
  if (!process.env.REDIS_URL) return undefined;
  shared ??= createStore(process.env.REDIS_URL, keyPrefix());
  return shared;
}

export function createStore(url, prefix) {
  const redis = new Redis(url, {
    keyPrefix: prefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: () => 1_000,
  });
  let lastError = '';
  redis.on('error', (error) => {
    // One line per kind of failure, not one per retry.
    if (error.message === lastError) return;
    lastError = error.message;
    console.error(`cache redis: ${error.message}; serving uncached until it is back`);
  });
  redis.on('ready', () => {
    if (lastError) console.error('cache redis: connected again');
    lastError = '';
  });

  /**
   * Commands are not queued while disconnected, so a command sent during the first
   * connection (right after the server starts) waits for it, up to the connect timeout.
   * Later outages fail at once: status is then `reconnecting`.
   */
  const firstConnection = new Promise((resolve) => {
    redis.once('ready', resolve);
    redis.once('end', resolve);
    setTimeout(resolve, CONNECT_TIMEOUT_MS).unref();
  });
  const connected = () => (['wait', 'connecting', 'connect'].includes(redis.status) ? firstConnection : undefined);

  return {
    redis,
    /** The raw bytes at key, or undefined (also when Redis is unreachable). */
    async read(key) {
      try {
        await connected();
        return (await redis.getBuffer(key)) ?? undefined;
      } catch {
        return undefined;
      }
    },
    async write(key, bytes, ttlSeconds) {
      const ttl = Math.max(1, Math.min(Math.ceil(ttlSeconds), MAX_TTL_SECONDS));
      try {
        await connected();
        await redis.set(key, bytes, 'EX', ttl);
      } catch {
        // dropped: the next reader renders again
      }
    },
    /** Removes the entry at key for every instance; a failure is logged, never thrown. */
    async delete(key) {
      try {
        await connected();
        await redis.del(key);
      } catch (error) {
        console.error(`cache redis: could not delete an entry: ${error.message}`);
      }
    },
    /**
     * Whether an entry written at `timestamp` (ms) with these tags may be served: none of
     * its tags expired after it was written. Undefined when Redis cannot answer, which
     * callers treat as "no": an entry that cannot be checked is not served.
     */
    async fresh(tags, timestamp) {
      if (!tags.length) return true;
      try {
        await connected();
        const expiries = await redis.hmget('tags', ...tags);
        const now = Date.now();
        return expiries.every((value) => {
          return !expiredSince(value === null ? 0 : Number(value), timestamp, now);
        });
      } catch {
        return undefined;
      }
    },
    /** When any instance last wrote content (ms; 0: none known), for the server's page copies (lib/http/page-copies.ts); undefined when Redis cannot answer. */
    async lastWrite() {
      try {
        await connected();
        const value = await redis.get('written-at');
        return value === null ? 0 : Number(value);
      } catch {
        return undefined;
      }
    },
    /** Records a content write at `at` (ms) for every instance. */
    async noteWrite(at) {
      try {
        await connected();
        await redis.set('written-at', String(at), 'EX', MAX_TTL_SECONDS);
      } catch (error) {
        console.error(`cache redis: could not record a write: ${error.message}`);
      }
    },
    /** Expires the tags for every instance: now, or `expire` seconds from now. */
    async expireTags(tags, expireSeconds) {
      if (!tags.length) return;
      const at = String(Date.now() + Math.max(0, expireSeconds ?? 0) * 1000);
      try {
        await connected();
        await redis.multi().hset('tags', Object.fromEntries(tags.map((tag) => [tag, at]))).expire('tags', MAX_TTL_SECONDS).exec();
      } catch (error) {
        console.error(`cache redis: could not expire ${tags.length} tags: ${error.message}`);
      }
    },
  };
}

/** A size from an environment variable in MB (a positive number), else `fallback` MB; in bytes. */
export function megabytes(value, fallback) {
  const number = Number(value);
  return Math.floor((value !== undefined && value !== '' && Number.isFinite(number) && number > 0 ? number : fallback) * 1024 * 1024);
}

/** A least-recently-used map of this process's recent entries, bounded by their size in bytes. */
export class LocalEntries {
  #entries = new Map();
  #bytes = 0;

  constructor(maxBytes = LOCAL_BYTES) {
    this.maxBytes = maxBytes;
  }

  get(key) {
    const slot = this.#entries.get(key);
    if (slot === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, slot);
    return slot.entry;
  }

  /** `size`: the entry's bytes; its key (UTF-16) and ENTRY_OVERHEAD_BYTES are counted on top. */
  set(key, entry, bytes) {
    this.delete(key);
    const size = bytes + key.length * 2 + ENTRY_OVERHEAD_BYTES;
    if (size > this.maxBytes) return;
    this.#entries.set(key, { entry, size });
    this.#bytes += size;
    for (const [oldest, slot] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= slot.size;
    }
  }

  delete(key) {
    const slot = this.#entries.get(key);
    if (slot === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= slot.size;
  }

  stats() {
    return { entries: this.#entries.size, bytes: this.#bytes, maxBytes: this.maxBytes };
  }
}
