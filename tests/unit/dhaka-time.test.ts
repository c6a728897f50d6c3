import { describe, expect, it } from 'vitest';
import { dhakaDate } from '@/lib/i18n/calendar';
import { dhakaDay, dhakaIso, dhakaWallClock } from '@/lib/i18n/dhaka-time';
import { meterPeriod } from '@/lib/meter/period';

describe('Dhaka time', () => {
  it('puts an instant on its Dhaka calendar day, which starts at 18:00 UTC', () => {
    expect(dhakaDay('2026-11-22T17:59:59Z')).toBe('2026-11-22');
    expect(dhakaDay('2026-11-22T18:00:00Z')).toBe('2026-11-23');
    expect(dhakaDay(Date.parse('2026-12-31T18:00:00Z'))).toBe('2027-01-01');
  });

  it('writes structured data times in ISO 8601 with the Dhaka offset, the same instant', () => {
    expect(dhakaIso('2026-03-01T20:30:00.000Z')).toBe('2026-03-02T02:30:00+06:00');
    expect(Date.parse(dhakaIso('2026-03-01T20:30:00.000Z'))).toBe(Date.parse('2026-03-01T20:30:00.000Z'));
  });

  it('agrees with the time-zone database, which the formatters read, in every month of the year', () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    for (let month = 0; month < 12; month++) {
      const instant = new Date(Date.UTC(2026, month, 14, 17, 30));
      const wall = dhakaWallClock(instant);
      const parts = Object.fromEntries(zone.formatToParts(instant).map((part) => [part.type, part.value]));
      expect(`${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`).toBe(`${wall.toISOString().slice(0, 10)} ${wall.toISOString().slice(11, 16)}`);
    }
  });

  it('gives the header calendar and the metering period the same day', () => {
    const instant = new Date('2026-11-30T18:30:00Z');
    expect(dhakaDay(instant)).toBe('2026-12-01');
    expect(dhakaDate(instant)).toMatchObject({ year: 2026, month: 12, day: 1 });
    expect(meterPeriod('month', instant)).toBe('2026-12');
  });
});
