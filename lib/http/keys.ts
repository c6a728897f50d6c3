/**
 * Secrets a client presents: constant-time comparison, the `Authorization: Bearer <key>`
 * of the machine APIs (INGEST_API_KEY for ingest, MODERATION_API_KEY for moderation), and
 * a per-client limit on failed attempts so a key cannot be guessed at speed.
 */
import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | null): string | null {
  const match = header?.match(/^Bearer +([\x21-\x7e]+) *$/i);
  return match ? match[1] : null;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/**
 * True when `given` is the key. Both sides are hashed first, so the comparison always
 * runs over 32 bytes: its time depends neither on where the strings differ nor on the
 * key's length.
 */
export function keyMatches(given: string | null, key: string): boolean {
  const matches = timingSafeEqual(digest(given ?? ''), digest(key));
  return matches && given !== null;
}

/**
 * A sliding-window count of failed authentications per client, in this process's memory.
 * A client with `limit` failures in the last `windowMs` is refused before its key is
 * even looked at, until the oldest of them leaves the window.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    /** Clients remembered at most; the longest-unseen are forgotten first. */
    private readonly maxClients = 10_000,
  ) {}

  /** Seconds until `client` may try again, or null when it may try now. */
  retryAfter(client: string, now = Date.now()): number | null {
    const recent = this.recent(client, now);
    if (recent.length < this.limit) return null;
    return Math.max(1, Math.ceil((recent[recent.length - this.limit] + this.windowMs - now) / 1000));
  }

  recordFailure(client: string, now = Date.now()): void {
    const recent = this.recent(client, now);
    recent.push(now);
    // Re-inserting moves the client to the end: the map stays ordered by last failure.
    this.failures.delete(client);
    this.failures.set(client, recent.slice(-this.limit));
    if (this.failures.size > this.maxClients) this.failures.delete(this.failures.keys().next().value!);
  }

  private recent(client: string, now: number): number[] {
    const times = this.failures.get(client);
    if (!times) return [];
    const recent = times.filter((time) => time > now - this.windowMs);
    if (!recent.length) this.failures.delete(client);
    return recent;
  }
}

export const FAILED_AUTH_LIMIT = 20;
export const FAILED_AUTH_WINDOW_MS = 60_000;

const globalForIngest = globalThis as typeof globalThis & { __alokpatIngestLimiter?: FailureLimiter };

/** The process's limiter, shared by every route that checks a key (route bundles may each load this module). */
export function sharedLimiter(): FailureLimiter {
  globalForIngest.__alokpatIngestLimiter ??= new FailureLimiter(FAILED_AUTH_LIMIT, FAILED_AUTH_WINDOW_MS);
  return globalForIngest.__alokpatIngestLimiter;
}
