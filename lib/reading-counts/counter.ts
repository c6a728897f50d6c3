/**
 * Counting story views (docs/reading-counts.md). A view is counted once per reader, story and
 * clock hour, without keeping anything that names the reader: the reader is a keyed hash of
 * their address and user agent under a salt made at random in this process and replaced
 * every day (never written anywhere), and the hash is kept as a mark in Redis or in this
 * process until the hour ends, never in the database. Counted views are summed in memory per story and hour
 * and added to `story_views` every few seconds; rows older than `KEEP_HOURS` are pruned.
 * Every store is bounded: the marks (LOCAL_COUNTER_KEYS in this process, TTLs in Redis), the
 * stories known to exist and the sums waiting for the database.
 */
import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { CounterStore } from '../http/rate-limit';
import { hourOf, queryPublishedStoryEdition } from '../content/most-read';
import type { Database } from '../db/client';
import { storyViews } from '../db/schema';
import { log } from '../log/logger';
import { isRobot } from './bots';

/** Views one client address may send per window, counted or not; beyond them 429. */
export const VIEWS_PER_ADDRESS = { max: 300, windowSeconds: 60 } as const;
/** Hours of counts kept in the database (Most read needs 24). */
export const KEEP_HOURS = 72;
/** Stories (per hour) whose sums wait in memory; reaching it writes them at once. */
export const MAX_PENDING = 10_000;
/** Published stories remembered as existing, so most views cost no query. */
export const MAX_KNOWN_STORIES = 10_000;
/** How often the sums are written to the database. */
export const FLUSH_INTERVAL_MS = 5_000;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export type ViewOutcome =
  | { readonly kind: 'counted' }
  | { readonly kind: 'repeat' }
  | { readonly kind: 'robot' }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'limited'; readonly retryAfter: number };

export interface ViewInput {
  readonly storyId: number;
  /** The edition of the host the view was sent to: a story of another edition is not counted there. */
  readonly edition: { readonly brand: string; readonly lang: string };
  /** The client's rate-limit key (lib/http/client.ts): only hashed, never kept. */
  readonly address: string;
  readonly userAgent: string | null;
}

export interface ViewCounterDeps {
  readonly db: () => Database;
  /** Where the once-an-hour marks and the address limit are counted (Redis, or this process). */
  readonly marks: CounterStore;
  readonly now?: () => number;
  /** Write the sums every FLUSH_INTERVAL_MS by itself (the server); tests call `flush`. */
  readonly autoFlush?: boolean;
}

export interface ViewCounter {
  record(view: ViewInput): Promise<ViewOutcome>;
  /** Adds the sums waiting in memory to the database (and prunes old hours at most once an hour). */
  flush(): Promise<void>;
  /** Deletes the hours older than KEEP_HOURS before `now`; answers the rows deleted. */
  prune(now?: number): Promise<number>;
  /** What this process holds: sums waiting, stories known (tests and operators). */
  sizes(): { pending: number; known: number };
  stop(): void;
}

export function createViewCounter(deps: ViewCounterDeps): ViewCounter {
  const now = deps.now ?? Date.now;
  /** `${storyId}:${hour ms}` → views not yet in the database. */
  let pending = new Map<string, number>();
  const known = new Map<number, { brand: string; lang: string }>();
  let salt = { day: -1, key: Buffer.alloc(0) };
  let lastPrune = 0;
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> | null = null;

  function saltOf(time: number): Buffer {
    const day = Math.floor(time / DAY_MS);
    if (salt.day !== day) salt = { day, key: randomBytes(32) };
    return salt.key;
  }

  async function editionOf(id: number): Promise<{ brand: string; lang: string } | null> {
    const cached = known.get(id);
    if (cached) return cached;
    const row = await queryPublishedStoryEdition(deps.db(), id);
    if (row) {
      known.set(id, row);
      if (known.size > MAX_KNOWN_STORIES) known.delete(known.keys().next().value as number);
    }
    return row;
  }

  function add(key: string, views: number): void {
    pending.set(key, (pending.get(key) ?? 0) + views);
  }

  async function write(batch: Map<string, number>): Promise<void> {
    const rows = [...batch].map(([key, views]) => {
      const [id, hour] = key.split(':').map(Number);
      return sql`(${id}::integer, ${new Date(hour).toISOString()}::timestamptz, ${views}::integer)`;
    });
    // Joined with stories: a story deleted since its view was counted is skipped, not an error.
    await deps.db().execute(sql`
      insert into story_views (story_id, hour, brand, lang, views)
      select v.story_id, v.hour, s.brand, s.lang, v.views
      from (values ${sql.join(rows, sql`, `)}) as v(story_id, hour, views)
      join stories s on s.id = v.story_id
      on conflict (story_id, hour) do update set views = story_views.views + excluded.views`);
  }

  async function flushOnce(): Promise<void> {
    if (pending.size) {
      const batch = pending;
      pending = new Map();
      try {
        await write(batch);
      } catch (error) {
        // Kept for the next flush, as far as the bound allows: a database outage loses counts, never memory.
        for (const [key, views] of batch) if (pending.size < MAX_PENDING || pending.has(key)) add(key, views);
        log('warn', 'reading counts not written; kept for the next try', { error: (error as Error).message, stories: batch.size });
        return;
      }
    }
    if (now() - lastPrune >= HOUR_MS) {
      lastPrune = now();
      await prune().catch((error: Error) => log('warn', 'reading counts not pruned', { error: error.message }));
    }
  }

  function flush(): Promise<void> {
    // One write at a time: a flush asked for during another waits for it, then writes what came since.
    const next = (flushing ?? Promise.resolve()).then(flushOnce);
    flushing = next.finally(() => {
      if (flushing === next) flushing = null;
    });
    return next;
  }

  async function prune(at = now()): Promise<number> {
    const cutoff = new Date(hourOf(at).getTime() - KEEP_HOURS * HOUR_MS);
    const deleted = await deps.db().delete(storyViews).where(lt(storyViews.hour, cutoff)).returning({ id: storyViews.storyId });
    return deleted.length;
  }

  async function record(view: ViewInput): Promise<ViewOutcome> {
    if (isRobot(view.userAgent)) return { kind: 'robot' };
    const limit = await deps.marks.hit(`views:address:${view.address}`, VIEWS_PER_ADDRESS.windowSeconds);
    if (limit.count > VIEWS_PER_ADDRESS.max) return { kind: 'limited', retryAfter: limit.resetInSeconds };
    const edition = await editionOf(view.storyId);
    if (!edition || edition.brand !== view.edition.brand || edition.lang !== view.edition.lang) return { kind: 'unknown' };
    const time = now();
    const hour = hourOf(time).getTime();
    // The reader's mark for this story and clock hour: it lives until the hour ends, then nothing is left of it.
    const reader = createHmac('sha256', saltOf(time)).update(`${view.address}\n${view.userAgent}\n${view.storyId}\n${hour}`).digest('base64url').slice(0, 22);
    const mark = await deps.marks.hit(`views:seen:${reader}`, Math.max(1, Math.ceil((hour + HOUR_MS - time) / 1000)));
    if (mark.count > 1) return { kind: 'repeat' };
    const key = `${view.storyId}:${hour}`;
    if (pending.size >= MAX_PENDING && !pending.has(key)) await flush();
    // Still full (the database is not answering): this view is lost rather than memory grown.
    if (pending.size >= MAX_PENDING && !pending.has(key)) return { kind: 'counted' };
    add(key, 1);
    if (deps.autoFlush && !timer) {
      timer = setInterval(() => void flush(), FLUSH_INTERVAL_MS);
      timer.unref();
    }
    return { kind: 'counted' };
  }

  return {
    record,
    flush,
    prune,
    sizes: () => ({ pending: pending.size, known: known.size }),
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
