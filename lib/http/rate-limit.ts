/**
 * Rate limits of every API: fixed-window counters, keyed by what is limited and its subject
 * (a client address by `clientRateLimitKey`, an account, a member). Counters live in Redis
 * when REDIS_URL is set (shared by every instance, with an in-process fallback while Redis
 * is down), in the database otherwise. Over a limit: RateLimited, answered 429 with
 * Retry-After. The accounts API's numbers are lib/auth/limits.ts; comments' and saves' sit
 * with their endpoints.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../db/client';
import { log } from '../log/logger';
import { HttpError } from './errors';

export interface Limit {
  readonly max: number;
  readonly windowSeconds: number;
}

export interface CounterStore {
  /** Counts one hit on `key`; answers the count in the window and the seconds until it resets. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetInSeconds: number }>;
  /** Takes one hit back (a mail that never left must not count against the reader). */
  undo?(key: string): Promise<void>;
}

export function databaseCounters(db: () => Database): CounterStore {
  return {
    async hit(key, windowSeconds) {
      const result = await db().execute(sql`
        insert into rate_limits (key, count, reset_at) values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count, extract(epoch from (reset_at - now()))::float8 as reset_in`);
      const row = result.rows[0] as { count: number; reset_in: number };
      // Expired rows are swept now and then, not on every hit.
      if (Math.random() < 0.01) await db().execute(sql`delete from rate_limits where reset_at < now()`);
      return { count: Number(row.count), resetInSeconds: Math.max(1, Math.ceil(Number(row.reset_in))) };
    },
    async undo(key) {
      await db().execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key} and reset_at > now()`);
    },
  };
}

const HIT_SCRIPT = `local c = redis.call('INCR', KEYS[1])
if c == 1 or redis.call('TTL', KEYS[1]) < 0 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('TTL', KEYS[1])}`;

const UNDO_SCRIPT = `if redis.call('GET', KEYS[1]) and tonumber(redis.call('GET', KEYS[1])) > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/** Most keys the in-process fallback keeps; past it, the oldest windows are dropped first. */
export const LOCAL_COUNTER_KEYS = 50_000;

/**
 * Counters in this process, used while Redis cannot answer: each instance then limits on its
 * own (a client spread over N instances gets N times the allowance for as long as Redis is
 * down; never an unlimited one). Bounded to `maxKeys` keys: expired windows go first, then
 * the oldest.
 */
export function localCounters(maxKeys = LOCAL_COUNTER_KEYS): CounterStore & { size(): number } {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowSeconds) {
      const now = Date.now();
      let slot = windows.get(key);
      if (!slot || slot.resetAt <= now) {
        windows.delete(key);
        slot = { count: 0, resetAt: now + windowSeconds * 1000 };
        windows.set(key, slot);
        if (windows.size > maxKeys) {
          for (const [old, value] of windows) if (value.resetAt <= now) windows.delete(old);
          for (const old of windows.keys()) {
            if (windows.size <= maxKeys) break;
            windows.delete(old);
          }
        }
      }
      slot.count += 1;
      return { count: slot.count, resetInSeconds: Math.max(1, Math.ceil((slot.resetAt - now) / 1000)) };
    },
    async undo(key) {
      const slot = windows.get(key);
      if (slot && slot.count > 0) slot.count -= 1;
    },
    size: () => windows.size,
  };
}

/** A Redis command not answered by then counts as Redis being down. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * Counters in Redis under `prefix` (REDIS_RATE_LIMIT_PREFIX; each end-to-end run uses its own,
 * so runs do not add up), shared by every instance. Redis failing never fails or slows a
 * request: commands are not queued while it is unreachable and time out after 500 ms, and
 * the hit is then counted by `fallback` (in this process) until Redis answers again.
 */
export function redisCounters(url: string, prefix = 'alokpat:rl:', fallback: CounterStore = localCounters()): CounterStore & { close(): Promise<void> } {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: () => 1_000,
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log('warn', 'rate-limit redis unreachable; counting in this process until it is back', { error: error.message });
  });
  redis.on('ready', () => {
    if (down) log('info', 'rate-limit redis connected again');
    down = false;
  });
  // A hit during the first connection (just after start) waits for it, at most the connect timeout.
  const firstConnection = new Promise((resolve) => {
    redis.once('ready', resolve);
    redis.once('end', resolve);
    setTimeout(resolve, 1_000).unref();
  });
  return {
    async hit(key, windowSeconds) {
      if (['wait', 'connecting', 'connect'].includes(redis.status)) await firstConnection;
      if (redis.status !== 'ready') return fallback.hit(key, windowSeconds);
      try {
        const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}${key}`, windowSeconds)) as [number, number];
        return { count, resetInSeconds: Math.max(1, ttl) };
      } catch {
        return fallback.hit(key, windowSeconds);
      }
    },
    async undo(key) {
      if (redis.status !== 'ready') return fallback.undo?.(key);
      try {
        await redis.eval(UNDO_SCRIPT, 1, `${prefix}${key}`);
      } catch {
        await fallback.undo?.(key);
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** Over a limit: 429 with Retry-After; `code` is the message key that says what was limited. */
export class RateLimited extends HttpError {
  constructor(retryAfter: number, code = 'rateLimited') {
    super(429, code, { retryAfter });
    this.name = 'RateLimited';
  }
}

/** Counts one hit of `limit` on `key`; RateLimited (with `code`) once it is over. */
export async function countHit(store: CounterStore, key: string, limit: Limit, code?: string): Promise<void> {
  const { count, resetInSeconds } = await store.hit(key, limit.windowSeconds);
  if (count > limit.max) throw new RateLimited(resetInSeconds, code);
}

/**
 * Counts a hit on each (limit, subject) pair in order and throws RateLimited at the first one
 * over its limit, without counting the later ones: list the narrow limits (address, account
 * and address) before the account-wide ceiling, so that a flood from one address is stopped
 * by its own counters and never spends the account's.
 */
export async function enforce<N extends string>(store: CounterStore, limits: Readonly<Record<N, Limit>>, checks: readonly [N, string][]): Promise<void> {
  for (const [name, subject] of checks) await countHit(store, `${name}:${subject}`, limits[name]);
}

/** Takes back one hit of each (limit, subject) pair, as `enforce` counted them (a mail that never left). */
export async function refund(store: CounterStore, checks: readonly [string, string][]): Promise<void> {
  for (const [name, subject] of checks) await store.undo?.(`${name}:${subject}`);
}
