import { describe, expect, it } from 'vitest';
import { ConfigError } from '@/lib/config/hosts';
import { loadRamadanConfig, ramadanOn } from '@/lib/config/ramadan';
import { capitalTimes, ramadanDays } from '@/lib/ramadan/times';

/** Minutes after midnight, Asia/Dhaka. */
const dhakaMinutes = (epochMs: number) => {
  const time = new Date(epochMs + 6 * 3_600_000);
  return time.getUTCHours() * 60 + time.getUTCMinutes();
};

describe('sehri and iftar in the capital', () => {
  it('match the Islamic Foundation timetable within a few minutes (1 Ramadan 1446: 2 March 2025, sehri 5:04, iftar 6:02)', () => {
    const { sehri, iftar } = capitalTimes({ year: 2025, month: 3, day: 2 });
    expect(Math.abs(dhakaMinutes(sehri) - (5 * 60 + 4))).toBeLessThanOrEqual(6);
    expect(Math.abs(dhakaMinutes(iftar) - (18 * 60 + 2))).toBeLessThanOrEqual(4);
  });

  it('move through the year as the sun does: earlier sehri and later iftar in June than in December', () => {
    const june = capitalTimes({ year: 2026, month: 6, day: 21 });
    const december = capitalTimes({ year: 2026, month: 12, day: 21 });
    expect(dhakaMinutes(june.sehri)).toBeLessThan(dhakaMinutes(december.sehri) - 60);
    expect(dhakaMinutes(june.iftar)).toBeGreaterThan(dhakaMinutes(december.iftar) + 60);
  });

  it('give today and tomorrow in Asia/Dhaka with their Hijri dates in the edition’s digits', () => {
    // 20:00 UTC is already the next day in Dhaka.
    const days = ramadanDays(new Date('2027-02-10T20:00:00Z'), 'bn');
    expect(days.map((day) => day.date)).toEqual(['2027-02-11', '2027-02-12']);
    expect(days[0].hijri).toMatch(/^[০-৯]+ রমজান [০-৯]+ হিজরি$/);
    expect(days[1].sehri - days[0].sehri).toBeGreaterThan(23 * 3_600_000);
  });
});

describe('when the widget shows', () => {
  it('always in the demo, never in production unless a period is set', () => {
    expect(loadRamadanConfig({}).period).toBe('always');
    expect(loadRamadanConfig({}).sectionSlug).toBe('bangladesh');
    expect(loadRamadanConfig({ SITE_HOSTS: 'alokpat.com.bd=main' }).period).toBe('off');
    expect(loadRamadanConfig({ SITE_HOSTS: 'alokpat.com.bd=main' }).sectionSlug).toBeNull();
  });

  it('during the configured days only, both ends included', () => {
    const config = loadRamadanConfig({ SITE_HOSTS: 'alokpat.com.bd=main', RAMADAN_PERIOD: '2027-02-08/2027-03-09', RAMADAN_SECTION: 'religion' });
    expect(config.sectionSlug).toBe('religion');
    expect(['2027-02-07', '2027-02-08', '2027-03-09', '2027-03-10'].map((day) => ramadanOn(config, day))).toEqual([false, true, true, false]);
  });

  it.each(['2027-02-30/2027-03-09', '2027-03-09/2027-02-08', 'soon', '2027-02-08'])('refuses RAMADAN_PERIOD=%s', (value) => {
    expect(() => loadRamadanConfig({ RAMADAN_PERIOD: value })).toThrow(ConfigError);
  });
});
