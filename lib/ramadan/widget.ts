/**
 * Where and with what the Ramadan widget shows (docs/product.md, "Ramadan times"): the main
 * brand's home page and its section named in config, during the configured period; its
 * data is the capital's times for today and tomorrow and the capital itself. The picker asks
 * for the other districts once its script runs (./districts.ts).
 */
import 'server-only';
import type { Brand, Lang } from '../brands/brands';
import { loadRamadanConfig, ramadanOn } from '../config/ramadan';
import { getDistricts } from '../content';
import { MESSAGES, type Messages } from '../i18n/messages';
import { CAPITAL_DISTRICT, toDistrict, type RamadanDistrict } from './districts';
import { ramadanDays, type RamadanDay } from './times';

export interface RamadanWidget {
  readonly lang: Lang;
  readonly days: readonly RamadanDay[];
  /** The capital, the one district the page names. */
  readonly capital: RamadanDistrict;
  readonly labels: Messages['ramadan'];
}

/** Whether the place may show the widget: the main brand's home, and its section named in config. */
export function ramadanShownOn(brand: Brand, place: { home: true } | { sectionSlug: string }): boolean {
  if (brand.key !== 'main') return false;
  return 'home' in place || place.sectionSlug === loadRamadanConfig().sectionSlug;
}

/** The widget's data at `now`, or null outside the Ramadan period. */
export async function ramadanWidget(lang: Lang, now = new Date()): Promise<RamadanWidget | null> {
  const days = ramadanDays(now, lang);
  if (!ramadanOn(loadRamadanConfig(), days[0].date)) return null;
  const capital = (await getDistricts()).find((row) => row.name === CAPITAL_DISTRICT);
  return capital ? { lang, days, capital: toDistrict(capital, lang), labels: MESSAGES[lang].ramadan } : null;
}
