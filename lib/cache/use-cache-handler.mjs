/**
 * Next's `cacheHandlers.default` ('use cache' getters in lib/content) kept in Redis when
 * REDIS_URL is set (next.config.ts). An entry is served only while none of its tags (nor
 * the request's implicit tags) expired after it was written, checked in Redis on every
 * read, so `revalidateTag` on one instance reaches every instance.
 */
import { LocalEntries, megabytes, ownBytes, redisStore, servableDuringOutage, expireLocally, locallyFresh } from './redis-store.mjs';

/** Bytes of entries kept in this process in front of Redis: DATA_CACHE_MB, default 32 (next.config.ts gives Next's own handler the same without Redis). */
const local = new LocalEntries(megabytes(process.env.DATA_CACHE_MB, 32));

/**
 * A getter's answer that found nothing (null, false, an empty list or object: the RSC rows
 * `0:"$@1"\n1:null\n\n` and the like). Such answers are what junk addresses produce, one per
 * path and getter (a story slug that does not exist, an unknown section): they are kept in
 * this process's bounded map only, never in the shared Redis, where every junk URL used to
 * leave a dozen keys for a day or a week.
 */
export function foundNothing(value) {
  if (value.length > 64) return false;
  const rows = value.toString('utf8').trim().split('\n');
  const last = rows[rows.length - 1] ?? '';
  return /^[0-9a-f]+:(null|false|\[\]|\{\}|"\$undefined")$/.test(last);
}

/** Sets still being written: a read of the same key waits for them (CacheHandler contract). */
const pending = new Map();

/** Stored as: 4-byte length, the entry's metadata as JSON, then the value's bytes. */
function pack(meta, value) {
  const head = Buffer.from(JSON.stringify(meta));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(head.length);
  return Buffer.concat([length, head, value]);
}

/** The value is copied out: the reply's bytes are a view into the Redis client's read buffer. */
function unpack(bytes) {
  const length = bytes.readUInt32BE(0);
  return { meta: JSON.parse(bytes.subarray(4, 4 + length).toString('utf8')), value: ownBytes(bytes.subarray(4 + length)) };
}

async function readAll(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });
}

const handler = {
  async get(cacheKey, softTags) {
    const store = redisStore();
    if (!store) return undefined;
    await pending.get(cacheKey);
    const key = `uc:${cacheKey}`;
    let stored = local.get(key);
    if (!stored) {
      const bytes = await store.read(key);
      if (!bytes) return undefined;
      stored = unpack(bytes);
      local.set(key, stored, bytes.length);
    }
    const { meta, value } = stored;
    // Production semantics of Next's own in-memory handler: past `revalidate`, a miss.
    if (Date.now() > meta.timestamp + meta.revalidate * 1000) return undefined;
    const tags = [...new Set([...meta.tags, ...(Array.isArray(softTags) ? softTags : [])])];
    // Redis unreachable (undefined): checked against the tags this process expired, so a held entry keeps serving.
    const checked = await store.fresh(tags, meta.timestamp);
    if (checked === true) stored.checkedAt = Date.now();
    // Entries that found nothing never reach Redis: they are this process's own, always servable here.
    if (!(checked ?? (locallyFresh(tags, meta.timestamp) && (stored.localOnly || servableDuringOutage(stored.checkedAt))))) {
      local.delete(key);
      return undefined;
    }
    return { ...meta, value: streamOf(value) };
  },

  async set(cacheKey, pendingEntry) {
    const store = redisStore();
    if (!store) return;
    let done = () => {};
    pending.set(
      cacheKey,
      new Promise((resolve) => {
        done = resolve;
      }),
    );
    try {
      const entry = await pendingEntry;
      // expire 0 marks a dynamic entry that Next never reads back.
      if (entry.expire === 0) return;
      const value = ownBytes(await readAll(entry.value));
      const { value: _stream, ...meta } = entry;
      const key = `uc:${cacheKey}`;
      const bytes = pack(meta, value);
      const localOnly = foundNothing(value);
      local.set(key, { meta, value, checkedAt: Date.now(), localOnly }, bytes.length);
      if (localOnly) return;
      await store.write(key, bytes, entry.expire);
    } catch {
      // a failed render or stream: nothing is stored
    } finally {
      pending.delete(cacheKey);
      done();
    }
  },

  async refreshTags() {},

  /** Infinity: the implicit tags are passed to `get`, which checks them in Redis. */
  async getExpiration() {
    return Infinity;
  },

  async updateTags(tags, durations) {
    const at = Date.now() + Math.max(0, durations?.expire ?? 0) * 1000;
    expireLocally(tags, at);
    await redisStore()?.expireTags(tags, durations?.expire);
  },
};

export default handler;
