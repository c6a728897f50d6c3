import { ConfigError } from './hosts';
import type { MeterPeriodKind } from '../meter/period';

/** The metering part of the environment (lib/meter/meter.ts; docs/members.md "Registered-only stories and metering"). */
export interface MeterConfig {
  /** Registered-only stories an anonymous reader may read per period (METER_FREE_STORIES, default 3; 0 turns metering off). */
  readonly free: number;
  /** METER_PERIOD: month (default) or week. */
  readonly period: MeterPeriodKind;
}

export function loadMeterConfig(env: Readonly<Record<string, string | undefined>> = process.env): MeterConfig {
  const raw = env.METER_FREE_STORIES;
  const free = raw === undefined || raw === '' ? 3 : Number(raw);
  if (!Number.isInteger(free) || free < 0 || free > 1000) throw new ConfigError('METER_FREE_STORIES', `must be a whole number from 0 to 1000, got "${raw}"`);
  const period = env.METER_PERIOD || 'month';
  if (period !== 'month' && period !== 'week') throw new ConfigError('METER_PERIOD', `must be month or week, got "${period}"`);
  return { free, period };
}
