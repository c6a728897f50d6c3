/**
 * The browser's meter (docs/members.md, "Registered-only stories and metering"):
 * registered-only stories read this period, kept in localStorage. A re-read is not counted;
 * a new period starts empty. The server has the last word (lib/meter/meter.ts); this record
 * saves a call once the allowance is spent and feeds the meteringCount slice.
 */
import { meterPeriod, type MeterPeriodKind } from './period';

const KEY = 'alokpat-meter';

export interface MeterRecord {
  readonly kind: MeterPeriodKind;
  readonly period: string;
  readonly allowance: number;
  readonly ids: readonly number[];
}

export function readMeter(): MeterRecord | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as MeterRecord | null;
    return value && (value.kind === 'month' || value.kind === 'week') && Array.isArray(value.ids) ? value : null;
  } catch {
    return null;
  }
}

/** The stories counted in the period of `now`: none once the period has moved on. */
export function countedNow(record: MeterRecord | null, now: number): readonly number[] {
  return record && meterPeriod(record.kind, now) === record.period ? record.ids : [];
}

/** Whether the browser already knows the allowance is spent for this story. */
export function knownExhausted(storyId: number, now: number): boolean {
  const record = readMeter();
  const ids = countedNow(record, now);
  return Boolean(record) && !ids.includes(storyId) && ids.length >= (record as MeterRecord).allowance;
}

/** Records the server's answer for this browser's next visit. */
export function recordRead(answer: { period: string; periodKind: MeterPeriodKind; allowance: number; granted: boolean }, storyId: number, now: number): void {
  const record = readMeter();
  const ids = record && record.period === answer.period ? [...countedNow(record, now)] : [];
  if (answer.granted && !ids.includes(storyId)) ids.push(storyId);
  try {
    localStorage.setItem(KEY, JSON.stringify({ kind: answer.periodKind, period: answer.period, allowance: answer.allowance, ids } satisfies MeterRecord));
  } catch {
    // Storage full or blocked: the server's cookie still counts.
  }
}
