/**
 * Rate limits of the accounts API: fixed-window counters per client address, per (account,
 * address) and per account on everything that sends mail or checks a secret. Counters live in Redis when REDIS_URL
 * is set (shared by every instance), in the database otherwise.
 */
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../db/client';

export interface Limit {
  readonly max: number;
  readonly windowSeconds: number;
}

/**
 * docs/accounts.md explains each number. Secrets and mail are limited per (account, client
 * address) with a short and a long window (a stepped backoff that only ever slows the
 * address that misbehaves), per address, and per account with a ceiling. The ceilings are
 * counted only by hits that passed the address limits (see `enforce`), so one address can
 * never fill them. Each ceiling closes its own path only: the password ceiling closes
 * password sign-in (mailed codes and links never count against it), the code ceiling closes
 * mailed codes (password sign-in and mailed links never count against it).
 */
export const LIMITS = {
  mailPerIp: { max: 50, windowSeconds: 900 },
  mailPerAccountIp: { max: 5, windowSeconds: 900 },
  mailPerAccount: { max: 20, windowSeconds: 900 },
  secretPerIp: { max: 200, windowSeconds: 900 },
  passwordPerAccountIp: { max: 5, windowSeconds: 60 },
  passwordPerAccountIpLong: { max: 20, windowSeconds: 3_600 },
  passwordPerAccount: { max: 100, windowSeconds: 3_600 },
  codePerAccountIp: { max: 10, windowSeconds: 900 },
  codePerAccount: { max: 30, windowSeconds: 3_600 },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

export interface CounterStore {
  /** Counts one hit on `key`; answers the count in the window and the seconds until it resets. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetInSeconds: number }>;
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
  };
}

const HIT_SCRIPT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('TTL', KEYS[1])}`;

/** Counters in Redis under `prefix` (REDIS_RATE_LIMIT_PREFIX; each end-to-end run uses its own, so runs do not add up). */
export function redisCounters(url: string, prefix = process.env.REDIS_RATE_LIMIT_PREFIX || 'alokpat:rl:'): CounterStore & { close(): Promise<void> } {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  redis.on('error', (error: Error) => console.error('rate-limit redis error:', error.message));
  return {
    async hit(key, windowSeconds) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}${key}`, windowSeconds)) as [number, number];
      return { count, resetInSeconds: Math.max(1, ttl) };
    },
    async close() {
      await redis.quit();
    },
  };
}

export class RateLimited extends Error {
  constructor(readonly retryAfter: number) {
    super(`Too many requests; try again in ${retryAfter} s.`);
    this.name = 'RateLimited';
  }
}

/**
 * Counts a hit on each (limit, subject) pair in order and throws RateLimited at the first one
 * over its limit, without counting the later ones: list the narrow limits (address, account
 * and address) before the account-wide ceiling, so that a flood from one address is stopped
 * by its own counters and never spends the account's.
 */
export async function enforce(store: CounterStore, limits: Readonly<Record<LimitName, Limit>>, checks: readonly [LimitName, string][]): Promise<void> {
  for (const [name, subject] of checks) {
    const limit = limits[name];
    const { count, resetInSeconds } = await store.hit(`${name}:${subject}`, limit.windowSeconds);
    if (count > limit.max) throw new RateLimited(resetInSeconds);
  }
}
