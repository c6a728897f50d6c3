/**
 * Metering periods (docs/members.md, "Registered-only stories and metering"): calendar
 * months or ISO weeks in Asia/Dhaka (UTC+6, no daylight saving), named "2026-11" or
 * "2026-W48". Shared by the server and the browser, so both count the same period.
 */
import { dhakaWallClock } from '../i18n/dhaka-time';

export type MeterPeriodKind = 'month' | 'week';

export function meterPeriod(kind: MeterPeriodKind, at: Date | number): string {
  const local = dhakaWallClock(at);
  const year = local.getUTCFullYear();
  if (kind === 'month') return `${year}-${String(local.getUTCMonth() + 1).padStart(2, '0')}`;
  // ISO week: the week with the year's first Thursday is week 1.
  const day = local.getUTCDay() || 7;
  const thursday = new Date(Date.UTC(year, local.getUTCMonth(), local.getUTCDate() + 4 - day));
  const weekYear = thursday.getUTCFullYear();
  const week = Math.ceil(((thursday.getTime() - Date.UTC(weekYear, 0, 1)) / 86_400_000 + 1) / 7);
  return `${weekYear}-W${String(week).padStart(2, '0')}`;
}

/** The period after `at`'s: the server accepts a browser's claim of it, for clocks a little ahead. */
export function nextMeterPeriod(kind: MeterPeriodKind, at: Date | number): string {
  const time = typeof at === 'number' ? at : at.getTime();
  const current = meterPeriod(kind, time);
  for (let step = 1; step <= 32; step += 1) {
    const candidate = meterPeriod(kind, time + step * 86_400_000);
    if (candidate !== current) return candidate;
  }
  return current;
}
