/**
 * Sehri and iftar times (docs/product.md, "Ramadan times"), computed here from astronomical
 * formulas by the maintained `adhan` library (no service is called): the capital's fajr
 * (the end of sehri) and maghrib (iftar) by the University of Islamic Sciences, Karachi
 * method with the Hanafi school, as Bangladesh's Islamic Foundation publishes them. The 64
 * districts' timetables are the capital's moved by their offsets (lib/content, districts).
 */
import 'server-only';
import { CalculationMethod, Coordinates, Madhab, PrayerTimes } from 'adhan';
import { dhakaDate, formatGregorian, formatHijri, type DhakaDate } from '../i18n/calendar';
import type { Lang } from '../brands/brands';

/** Dhaka, the capital the district offsets are measured from. */
const CAPITAL = new Coordinates(23.8103, 90.4125);
const MS_PER_DAY = 86_400_000;

export interface RamadanDay {
  /** The Asia/Dhaka date, YYYY-MM-DD. */
  readonly date: string;
  /** The date, and the Hijri date beside it, in the edition's words and digits. */
  readonly gregorian: string;
  readonly hijri: string;
  /** The capital's end of sehri and iftar, milliseconds since the epoch. */
  readonly sehri: number;
  readonly iftar: number;
}

export const dayKey = (date: Pick<DhakaDate, 'year' | 'month' | 'day'>): string =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

/** The capital's sehri and iftar on an Asia/Dhaka calendar date. */
export function capitalTimes(date: Pick<DhakaDate, 'year' | 'month' | 'day'>): { sehri: number; iftar: number } {
  const parameters = CalculationMethod.Karachi();
  parameters.madhab = Madhab.Hanafi;
  // adhan reads the calendar date from the Date's local fields, whatever the server's zone.
  const times = new PrayerTimes(CAPITAL, new Date(date.year, date.month - 1, date.day), parameters);
  return { sehri: times.fajr.getTime(), iftar: times.maghrib.getTime() };
}

/** Today and tomorrow in Asia/Dhaka at `now`: a cached page still shows the right day after midnight. */
export function ramadanDays(now: Date, lang: Lang): RamadanDay[] {
  return [0, 1].map((ahead) => {
    const date = dhakaDate(new Date(now.getTime() + ahead * MS_PER_DAY));
    return { date: dayKey(date), gregorian: formatGregorian(date, lang), hijri: formatHijri(date, lang), ...capitalTimes(date) };
  });
}
