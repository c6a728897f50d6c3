/**
 * Server side of metering (docs/members.md "Registered-only stories and metering").
 *
 * - Members: each registered-only story read counts once per period in meter_reads.
 *   Registration itself grants these stories, so the count is informational (the
 *   meteringCount slice) and ready for a paid tier.
 * - Anonymous readers: the browser counts in localStorage and tells the server its clock
 *   (`?at=` milliseconds), which names the period it is counting in. The server keeps its own tally in a signed, HttpOnly
 *   cookie (story ids per period) and refuses once the allowance is spent. It accepts the
 *   current server period or the next one (a fast clock), never others, so a browser can
 *   at most double a period's allowance by lying; clearing cookies resets it like any
 *   anonymous meter, and a per-address rate limit bounds scraping.
 */
import 'server-only';
import { createHmac } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { safeEqual } from '../auth/crypto';
import type { MeterConfig } from '../config/meter';
import type { Database } from '../db/client';
import { meterReads } from '../db/schema';
import { meterPeriod, nextMeterPeriod } from './period';

export const METER_COOKIE = 'alokpat-meter';

/** The period a browser may count in: its claim when that is the server's current or next period. */
export function acceptedPeriod(config: MeterConfig, claim: string | null, now: Date): string {
  const current = meterPeriod(config.period, now);
  return claim && claim === nextMeterPeriod(config.period, now) ? claim : current;
}

type Tally = Record<string, number[]>;

function sign(payload: string, secret: string): string {
  return createHmac('sha256', `meter:${secret}`).update(payload).digest('base64url');
}

/** The tally in a meter cookie, when its signature holds; empty otherwise. */
export function readTally(cookie: string | undefined, secret: string): Tally {
  if (!cookie || cookie.length > 2_000) return {};
  const dot = cookie.lastIndexOf('.');
  const payload = cookie.slice(0, dot);
  if (dot < 1 || !safeEqual(cookie.slice(dot + 1), sign(payload, secret))) return {};
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Tally) : {};
  } catch {
    return {};
  }
}

export function writeTally(tally: Tally, secret: string): string {
  const payload = Buffer.from(JSON.stringify(tally)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** An anonymous read: whether it is allowed, and the tally to store (only the periods still accepted). */
export function anonymousRead(config: MeterConfig, tally: Tally, period: string, storyId: number, now: Date): { granted: boolean; count: number; tally: Tally } {
  const keep = new Set([meterPeriod(config.period, now), nextMeterPeriod(config.period, now)]);
  const read = Array.isArray(tally[period]) ? tally[period].filter((id) => Number.isSafeInteger(id)) : [];
  const next: Tally = Object.fromEntries(Object.entries(tally).filter(([key]) => keep.has(key) && key !== period));
  if (read.includes(storyId)) return { granted: true, count: read.length, tally: { ...next, [period]: read } };
  if (read.length >= config.free) return { granted: false, count: read.length, tally: { ...next, [period]: read } };
  const counted = [...read, storyId];
  return { granted: true, count: counted.length, tally: { ...next, [period]: counted } };
}

/** Counts a member's read once per story and period; answers the period's count. */
export async function memberRead(db: Database, config: MeterConfig, memberId: number, storyId: number, now: Date): Promise<number> {
  const period = meterPeriod(config.period, now);
  await db.insert(meterReads).values({ memberId, period, storyId, createdAt: now }).onConflictDoNothing();
  const [{ n }] = await db.select({ n: count() }).from(meterReads).where(and(eq(meterReads.memberId, memberId), eq(meterReads.period, period)));
  return n;
}
