import { describe, expect, it } from 'vitest';
import {
  type DhakaDate,
  dateLine,
  dhakaDate,
  formatBangla,
  formatGregorian,
  formatHijri,
  toBangla,
  toHijri,
} from '@/lib/i18n/calendar';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Dhaka date of a Gregorian calendar day (taken at noon Dhaka time, 06:00 UTC). */
function day(iso: string): DhakaDate {
  return dhakaDate(new Date(`${iso}T06:00:00Z`));
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

describe('dhakaDate', () => {
  it('has already rolled over to the next day at 00:30 in Dhaka', () => {
    expect(dhakaDate(new Date('2026-11-21T18:30:00Z'))).toEqual({ year: 2026, month: 11, day: 22, weekday: 0 });
  });

  it('is still the previous day at 23:59 in Dhaka', () => {
    expect(dhakaDate(new Date('2026-11-21T17:59:00Z'))).toEqual({ year: 2026, month: 11, day: 21, weekday: 6 });
  });

  it('turns the year at 18:00 UTC on 31 December', () => {
    expect(dhakaDate(new Date('2026-12-31T18:00:00Z'))).toEqual({ year: 2027, month: 1, day: 1, weekday: 5 });
    expect(dhakaDate(new Date('2026-12-31T17:59:59Z'))).toMatchObject({ year: 2026, month: 12, day: 31 });
  });
});

describe('toBangla', () => {
  it('starts the Bangla year on 14 April (Pohela Boishakh)', () => {
    expect(toBangla(day('2026-04-14'))).toEqual({ year: 1433, month: 1, day: 1 });
    expect(toBangla(day('2024-04-14'))).toEqual({ year: 1431, month: 1, day: 1 });
  });

  it('makes 13 April the last day (30 Chaitra) of the previous Bangla year', () => {
    expect(toBangla(day('2026-04-13'))).toEqual({ year: 1432, month: 12, day: 30 });
    expect(toBangla(day('2024-04-13'))).toEqual({ year: 1430, month: 12, day: 30 });
  });

  it('gives Boishakh 31 days, so 14 May is 31 Boishakh and 15 May is 1 Joishtho', () => {
    expect(toBangla(day('2026-05-14'))).toEqual({ year: 1433, month: 1, day: 31 });
    expect(toBangla(day('2026-05-15'))).toEqual({ year: 1433, month: 2, day: 1 });
  });

  it('ends Ashwin (31 days) on 16 October and starts Kartik (30 days) on 17 October', () => {
    expect(toBangla(day('2026-10-16'))).toEqual({ year: 1433, month: 6, day: 31 });
    expect(toBangla(day('2026-10-17'))).toEqual({ year: 1433, month: 7, day: 1 });
  });

  it('makes 22 November 2026 the 7th of Ogrohayon 1433', () => {
    expect(toBangla(day('2026-11-22'))).toEqual({ year: 1433, month: 8, day: 7 });
  });

  it('makes Victory Day, 16 December, 1 Poush', () => {
    expect(toBangla(day('2026-12-16'))).toEqual({ year: 1433, month: 9, day: 1 });
    expect(toBangla(day('2025-12-16'))).toEqual({ year: 1432, month: 9, day: 1 });
  });

  it('makes Language Martyrs Day, 21 February, 8 Falgun in leap and common years', () => {
    expect(toBangla(day('2024-02-21'))).toEqual({ year: 1430, month: 11, day: 8 });
    expect(toBangla(day('2027-02-21'))).toEqual({ year: 1433, month: 11, day: 8 });
  });

  it('makes Independence Day, 26 March, 12 Chaitra', () => {
    expect(toBangla(day('2024-03-26'))).toEqual({ year: 1430, month: 12, day: 12 });
    expect(toBangla(day('2027-03-26'))).toEqual({ year: 1433, month: 12, day: 12 });
  });

  it('gives Falgun 30 days in a Gregorian leap year, so 14 March is 30 Falgun', () => {
    expect(toBangla(day('2024-02-29'))).toEqual({ year: 1430, month: 11, day: 16 });
    expect(toBangla(day('2024-03-14'))).toEqual({ year: 1430, month: 11, day: 30 });
    expect(toBangla(day('2024-03-15'))).toEqual({ year: 1430, month: 12, day: 1 });
  });

  it('gives Falgun 29 days in a common year, so 14 March is 29 Falgun', () => {
    expect(toBangla(day('2025-03-14'))).toEqual({ year: 1431, month: 11, day: 29 });
    expect(toBangla(day('2025-03-15'))).toEqual({ year: 1431, month: 12, day: 1 });
  });

  it('subtracts 594 from the Gregorian year before 14 April and 593 from it afterwards', () => {
    expect(toBangla(day('2026-01-01')).year).toBe(2026 - 594);
    expect(toBangla(day('2026-12-31')).year).toBe(2026 - 593);
  });
});

describe('toHijri (tabular civil calendar)', () => {
  // Reference values worked out by hand with the Julian Day Number formula
  //   JDN(d, m, y) = d + ceil(29.5 (m − 1)) + 354 (y − 1) + floor((3 + 11 y) / 30) + 1948439
  // and JDN(1 Jan 2024) = 2460311 (J2000 noon = 2451545, plus 8766 days).
  it('makes 8 July 2024 the first of Muharram 1446 (JDN 2460500)', () => {
    expect(toHijri(day('2024-07-08'))).toEqual({ year: 1446, month: 1, day: 1 });
    expect(toHijri(day('2024-07-07'))).toEqual({ year: 1445, month: 12, day: 30 });
  });

  it('makes 11 March 2024 the first of Ramadan 1445 (JDN 2460381)', () => {
    expect(toHijri(day('2024-03-11'))).toEqual({ year: 1445, month: 9, day: 1 });
  });

  it('makes 10 April 2024 the first of Shawwal 1445 after a 30-day Ramadan', () => {
    expect(toHijri(day('2024-04-09'))).toEqual({ year: 1445, month: 9, day: 30 });
    expect(toHijri(day('2024-04-10'))).toEqual({ year: 1445, month: 10, day: 1 });
  });

  it('makes 1 March 2025 the first of Ramadan 1446', () => {
    expect(toHijri(day('2025-03-01'))).toEqual({ year: 1446, month: 9, day: 1 });
  });

  it('makes 22 November 2026 the 11th of Jumada al-Thani 1448 (JDN 2461367)', () => {
    expect(toHijri(day('2026-11-22'))).toEqual({ year: 1448, month: 6, day: 11 });
  });

  it('maps the civil epoch, 19 July 622 proleptic Gregorian, to 1 Muharram 1 AH', () => {
    const epoch = dhakaDate(new Date(Date.UTC(622, 6, 19, 6)));
    expect(toHijri(epoch)).toEqual({ year: 1, month: 1, day: 1 });
  });
});

describe('formatting', () => {
  const date = day('2026-11-22');

  it('writes the Gregorian date with Bengali weekday, digits and month in bn', () => {
    expect(formatGregorian(date, 'bn')).toBe('রবিবার, ২২ নভেম্বর ২০২৬');
  });

  it('writes the Gregorian date in English in en', () => {
    expect(formatGregorian(date, 'en')).toBe('Sunday, 22 November 2026');
  });

  it('writes the Bangla date with Bengali digits and the suffix বঙ্গাব্দ in bn', () => {
    expect(formatBangla(date, 'bn')).toBe('৭ অগ্রহায়ণ ১৪৩৩ বঙ্গাব্দ');
  });

  it('writes the Bangla date with transliterated month names in en', () => {
    expect(formatBangla(date, 'en')).toBe('7 Ogrohayon 1433');
  });

  it('writes the Hijri date with the suffix হিজরি in bn and AH in en', () => {
    expect(formatHijri(day('2026-11-12'), 'bn')).toBe('১ জমাদিউস সানি ১৪৪৮ হিজরি');
    expect(formatHijri(day('2026-11-12'), 'en')).toBe('1 Jumada al-Thani 1448 AH');
  });

  it('gives the full Bengali date line for 22 November 2026 in Dhaka', () => {
    expect(dateLine(new Date('2026-11-21T18:30:00Z'), 'bn')).toEqual({
      gregorian: 'রবিবার, ২২ নভেম্বর ২০২৬',
      bangla: '৭ অগ্রহায়ণ ১৪৩৩ বঙ্গাব্দ',
      hijri: '১১ জমাদিউস সানি ১৪৪৮ হিজরি',
    });
  });

  it('gives the full English date line for 22 November 2026 in Dhaka', () => {
    expect(dateLine(new Date('2026-11-22T12:00:00Z'), 'en')).toEqual({
      gregorian: 'Sunday, 22 November 2026',
      bangla: '7 Ogrohayon 1433',
      hijri: '11 Jumada al-Thani 1448 AH',
    });
  });
});

describe('every day from 2020-01-01 to 2030-12-31', () => {
  const days: DhakaDate[] = [];
  for (let t = Date.UTC(2020, 0, 1, 6); t <= Date.UTC(2030, 11, 31, 6); t += DAY_MS) days.push(dhakaDate(new Date(t)));

  it('advances the weekday by one each day', () => {
    for (let i = 1; i < days.length; i += 1) expect(days[i].weekday).toBe((days[i - 1].weekday + 1) % 7);
  });

  it('advances the Bangla date by exactly one day, starting the year only on 14 April', () => {
    for (let i = 1; i < days.length; i += 1) {
      const before = toBangla(days[i - 1]);
      const after = toBangla(days[i]);
      const context = `${JSON.stringify(days[i])}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`;
      if (after.day === before.day + 1) {
        expect(after.month, context).toBe(before.month);
        expect(after.year, context).toBe(before.year);
      } else if (after.month === before.month + 1) {
        expect(after.day, context).toBe(1);
        expect(after.year, context).toBe(before.year);
      } else {
        expect(after, context).toEqual({ year: before.year + 1, month: 1, day: 1 });
        expect([days[i].month, days[i].day], context).toEqual([4, 14]);
      }
    }
  });

  it('makes each Bangla year 365 or 366 days long, ending on 30 Chaitra, 13 April', () => {
    for (const date of days) {
      if (date.month !== 4 || date.day !== 13) continue;
      expect(toBangla(date)).toEqual({ year: date.year - 594, month: 12, day: 30 });
    }
    const boishakhs = days.map((d, i) => ({ d, i })).filter(({ d }) => d.month === 4 && d.day === 14);
    for (let k = 1; k < boishakhs.length; k += 1) {
      const length = boishakhs[k].i - boishakhs[k - 1].i;
      expect(length).toBe(isLeap(boishakhs[k].d.year) ? 366 : 365);
    }
  });

  it('advances the Hijri date by exactly one day, with months of 29 or 30 days', () => {
    for (let i = 1; i < days.length; i += 1) {
      const before = toHijri(days[i - 1]);
      const after = toHijri(days[i]);
      const context = `${JSON.stringify(days[i])}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`;
      if (after.day === before.day + 1) {
        expect(after.day, context).toBeLessThanOrEqual(30);
        expect([after.year, after.month], context).toEqual([before.year, before.month]);
      } else {
        expect(before.day === 29 || before.day === 30, context).toBe(true);
        expect(after.day, context).toBe(1);
        const next = before.month === 12 ? { year: before.year + 1, month: 1 } : { year: before.year, month: before.month + 1 };
        expect({ year: after.year, month: after.month }, context).toEqual(next);
      }
    }
  });
});
