/**
 * The three dates of the header's date line — Gregorian, Bangla (Bangabda) and Hijri — for an
 * instant, on Asia/Dhaka time. Pure arithmetic: no Intl calendars, no time-zone database.
 *
 * - Asia/Dhaka is UTC+6 all year (no daylight saving time since 2009).
 * - Bangla dates follow the revised Bangladesh calendar (2019): the year starts on 14 April;
 *   Boishakh–Ashwin have 31 days, Kartik–Magh and Chaitra 30, Falgun 29 (30 when its February
 *   has a 29th). So Falgun always starts on 14 February and Chaitra on 15 March.
 * - Hijri dates follow the tabular (arithmetical) Islamic calendar with the civil epoch
 *   (1 Muharram 1 AH = Friday 16 July 622 Julian, JDN 1948440) and leap years 2, 5, 7, 10, 13, 16,
 *   18, 21, 24, 26 and 29 of each 30-year cycle — the rule of the "Kuwaiti algorithm" and ICU's
 *   `islamic-civil`. It may differ by a day or so from the sighting-based date announced locally.
 */

import { dhakaWallClock } from './dhaka-time';

export type CalendarLang = 'bn' | 'en';

/** A calendar date in Asia/Dhaka. `weekday` is 0 for Sunday … 6 for Saturday. */
export interface DhakaDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0 = Sunday */
  weekday: number;
}

/** A date in another calendar; `month` counts from 1 (Boishakh, or Muharram). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const MS_PER_DAY = 24 * 60 * 60 * 1000;

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

const GREGORIAN_MONTHS: Record<CalendarLang, readonly string[]> = {
  bn: ['জানুয়ারি', 'ফেব্রুয়ারি', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টেম্বর', 'অক্টোবর', 'নভেম্বর', 'ডিসেম্বর'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

const WEEKDAYS: Record<CalendarLang, readonly string[]> = {
  bn: ['রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার', 'শনিবার'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

const BANGLA_MONTHS: Record<CalendarLang, readonly string[]> = {
  bn: ['বৈশাখ', 'জ্যৈষ্ঠ', 'আষাঢ়', 'শ্রাবণ', 'ভাদ্র', 'আশ্বিন', 'কার্তিক', 'অগ্রহায়ণ', 'পৌষ', 'মাঘ', 'ফাল্গুন', 'চৈত্র'],
  en: ['Boishakh', 'Joishtho', 'Asharh', 'Srabon', 'Bhadro', 'Ashwin', 'Kartik', 'Ogrohayon', 'Poush', 'Magh', 'Falgun', 'Chaitra'],
};

const HIJRI_MONTHS: Record<CalendarLang, readonly string[]> = {
  bn: ['মহররম', 'সফর', 'রবিউল আউয়াল', 'রবিউস সানি', 'জমাদিউল আউয়াল', 'জমাদিউস সানি', 'রজব', 'শাবান', 'রমজান', 'শাওয়াল', 'জিলকদ', 'জিলহজ'],
  en: ['Muharram', 'Safar', 'Rabi al-Awwal', 'Rabi al-Thani', 'Jumada al-Awwal', 'Jumada al-Thani', 'Rajab', 'Shaban', 'Ramadan', 'Shawwal', 'Dhul Qadah', 'Dhul Hijjah'],
};

/** Writes ASCII digits as Bengali digits for bn; leaves en untouched. */
function digits(value: number, lang: CalendarLang): string {
  const text = String(value);
  return lang === 'bn' ? text.replace(/[0-9]/g, (d) => BENGALI_DIGITS[Number(d)]) : text;
}

function isGregorianLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days since 1970-01-01 of a proleptic Gregorian date. */
function epochDay(year: number, month: number, day: number): number {
  return Math.round(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

/** The calendar date in Asia/Dhaka (UTC+6) at the given instant. */
export function dhakaDate(instant: Date): DhakaDate {
  const time = instant.getTime();
  if (!Number.isFinite(time)) throw new RangeError('dhakaDate: invalid Date');
  const shifted = dhakaWallClock(time);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
  };
}

/** Bangla month lengths for the Bangabda year whose Falgun falls in February of `gregorianYear`. */
function banglaMonthLengths(falgunGregorianYear: number): number[] {
  const falgun = isGregorianLeapYear(falgunGregorianYear) ? 30 : 29;
  return [31, 31, 31, 31, 31, 31, 30, 30, 30, 30, falgun, 30];
}

/** The date in the revised Bangladesh calendar (Bangabda); the year begins on 14 April. */
export function toBangla(date: DhakaDate): CalendarDate {
  const startYear = date.month > 4 || (date.month === 4 && date.day >= 14) ? date.year : date.year - 1;
  let remaining = epochDay(date.year, date.month, date.day) - epochDay(startYear, 4, 14);
  const lengths = banglaMonthLengths(startYear + 1);
  let month = 0;
  while (remaining >= lengths[month]) {
    remaining -= lengths[month];
    month += 1;
  }
  return { year: startYear - 593, month: month + 1, day: remaining + 1 };
}

const HIJRI_EPOCH_JDN = 1948440; // 1 Muharram 1 AH, civil epoch (Friday 16 July 622 Julian)
const UNIX_EPOCH_JDN = 2440588; // 1970-01-01

/** Days from the start of a Hijri year to the start of month `month` (1–12): 30, 29, 30, 29, … */
function hijriMonthStart(month: number): number {
  return Math.ceil(29.5 * (month - 1));
}

/** Days from the Hijri epoch to 1 Muharram of `year`. */
function hijriYearStart(year: number): number {
  return (year - 1) * 354 + Math.floor((3 + 11 * year) / 30);
}

/** The date in the tabular (civil, arithmetical) Islamic calendar. */
export function toHijri(date: DhakaDate): CalendarDate {
  const jdn = epochDay(date.year, date.month, date.day) + UNIX_EPOCH_JDN;
  const days = jdn - HIJRI_EPOCH_JDN; // 0 on 1 Muharram 1 AH
  // 10631 days per 30-year cycle; estimate, then correct for the leap-day distribution.
  let year = Math.floor((30 * days + 10646) / 10631);
  while (hijriYearStart(year) > days) year -= 1;
  while (hijriYearStart(year + 1) <= days) year += 1;
  const dayOfYear = days - hijriYearStart(year);
  let month = 12;
  while (hijriMonthStart(month) > dayOfYear) month -= 1;
  return { year, month, day: dayOfYear - hijriMonthStart(month) + 1 };
}

/** bn "রবিবার, ২২ নভেম্বর ২০২৬"; en "Sunday, 22 November 2026". */
export function formatGregorian(date: DhakaDate, lang: CalendarLang): string {
  const weekday = WEEKDAYS[lang][date.weekday];
  const month = GREGORIAN_MONTHS[lang][date.month - 1];
  return `${weekday}, ${digits(date.day, lang)} ${month} ${digits(date.year, lang)}`;
}

/** bn "৭ অগ্রহায়ণ ১৪৩৩ বঙ্গাব্দ"; en "7 Ogrohayon 1433". */
export function formatBangla(date: DhakaDate, lang: CalendarLang): string {
  const bangla = toBangla(date);
  const text = `${digits(bangla.day, lang)} ${BANGLA_MONTHS[lang][bangla.month - 1]} ${digits(bangla.year, lang)}`;
  return lang === 'bn' ? `${text} বঙ্গাব্দ` : text;
}

/** bn "১১ জমাদিউস সানি ১৪৪৮ হিজরি"; en "11 Jumada al-Thani 1448 AH". */
export function formatHijri(date: DhakaDate, lang: CalendarLang): string {
  const hijri = toHijri(date);
  const suffix = lang === 'bn' ? 'হিজরি' : 'AH';
  return `${digits(hijri.day, lang)} ${HIJRI_MONTHS[lang][hijri.month - 1]} ${digits(hijri.year, lang)} ${suffix}`;
}

/** The header's three dates for an instant, on Asia/Dhaka time. */
export function dateLine(instant: Date, lang: CalendarLang): { gregorian: string; bangla: string; hijri: string } {
  const date = dhakaDate(instant);
  return {
    gregorian: formatGregorian(date, lang),
    bangla: formatBangla(date, lang),
    hijri: formatHijri(date, lang),
  };
}
