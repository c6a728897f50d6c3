import { ConfigError } from './hosts';

/** The Ramadan sehri and iftar widget's part of the environment (docs/product.md, "Ramadan times"). */
export interface RamadanConfig {
  /**
   * RAMADAN_PERIOD: `YYYY-MM-DD/YYYY-MM-DD` (first and last day, Asia/Dhaka, inclusive),
   * `always` or `off`. Unset: `always` in the demo (no SITE_HOSTS), else `off`.
   */
  readonly period: 'always' | 'off' | { readonly first: string; readonly last: string };
  /** RAMADAN_SECTION: the slug of the main brand's section that shows the widget besides home. Unset: `bangladesh` in the demo, none otherwise. */
  readonly sectionSlug: string | null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

export function loadRamadanConfig(env: Readonly<Record<string, string | undefined>> = process.env): RamadanConfig {
  const demo = !env.SITE_HOSTS;
  const raw = env.RAMADAN_PERIOD?.trim();
  let period: RamadanConfig['period'];
  if (!raw) period = demo ? 'always' : 'off';
  else if (raw === 'always' || raw === 'off') period = raw;
  else {
    const [first = '', last = ''] = raw.split('/');
    if (!validDay(first) || !validDay(last) || first > last) {
      throw new ConfigError('RAMADAN_PERIOD', `must be FIRST/LAST (YYYY-MM-DD/YYYY-MM-DD, first not after last), always or off, got "${raw}"`);
    }
    period = { first, last };
  }
  const section = env.RAMADAN_SECTION?.trim();
  if (section && !/^[\p{L}\p{N}-]{1,100}$/u.test(section)) throw new ConfigError('RAMADAN_SECTION', `must be a section slug, got "${section}"`);
  return { period, sectionSlug: section === undefined ? (demo ? 'bangladesh' : null) : section || null };
}

/** Whether the widget shows on `day` (YYYY-MM-DD in Asia/Dhaka). */
export function ramadanOn(config: RamadanConfig, day: string): boolean {
  if (config.period === 'always') return true;
  if (config.period === 'off') return false;
  return config.period.first <= day && day <= config.period.last;
}
