import type { Brand, Lang } from '@/lib/brands/brands';
import { loadRamadanConfig, ramadanOn } from '@/lib/config/ramadan';
import { getDistricts } from '@/lib/content';
import { MESSAGES } from '@/lib/i18n/messages';
import { ramadanDays } from '@/lib/ramadan/times';
import { RamadanPicker, type RamadanDistrict } from './ramadan-times.client';

/** Where the widget shows: the main brand's home page, and its section named in config. */
export function ramadanShownOn(brand: Brand, place: { home: true } | { sectionSlug: string }): boolean {
  if (brand.key !== 'main') return false;
  return 'home' in place || place.sectionSlug === loadRamadanConfig().sectionSlug;
}

/**
 * Sehri and iftar times during Ramadan (docs/product.md, "Ramadan times"): the capital's times
 * for today and tomorrow computed on the server (lib/ramadan/times.ts), the 64 districts'
 * offsets with them; the reader's district is picked and remembered in the browser. Nothing
 * personal is rendered here, so the page stays cacheable.
 */
export async function RamadanTimes({ lang, now = new Date() }: { lang: Lang; now?: Date }) {
  const days = ramadanDays(now, lang);
  if (!ramadanOn(loadRamadanConfig(), days[0].date)) return null;
  const collator = new Intl.Collator(lang);
  const districts: RamadanDistrict[] = (await getDistricts())
    .map((row) => ({ key: row.name, name: lang === 'bn' ? row.bnName : row.name, sehriOffset: row.sehriOffset, iftarOffset: row.iftarOffset }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return <RamadanPicker lang={lang} days={days} districts={districts} labels={MESSAGES[lang].ramadan} />;
}
