import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime, machineTime } from '@/lib/i18n/format';

describe('machineTime', () => {
  it('gives a stored time to the second, still a valid HTML datetime for the same instant', () => {
    expect(machineTime('2026-11-22T04:30:07.482Z')).toBe('2026-11-22T04:30:07Z');
    expect(Date.parse(machineTime('2026-11-22T04:30:07.000Z'))).toBe(Date.parse('2026-11-22T04:30:07Z'));
  });

  it('leaves any other form as it is', () => {
    for (const value of ['2026-11-22T04:30:07Z', '2026-11-22T10:30:07+06:00', '2026-11-22', 'not a time']) expect(machineTime(value)).toBe(value);
  });
});

describe('formatTime', () => {
  it('gives the time of day in Dhaka in the edition\'s digits, the end of formatDateTime', () => {
    expect(formatTime('2026-11-22T09:04:00.000Z', 'bn')).toBe('১৫:০৪');
    expect(formatTime('2026-11-22T09:04:00.000Z', 'en')).toBe('15:04');
    expect(formatDateTime('2026-11-22T09:04:00.000Z', 'bn')).toBe('২২ নভেম্বর ২০২৬, ১৫:০৪');
  });
});
