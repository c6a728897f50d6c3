/**
 * Asia/Dhaka time, the newsroom's and its readers' clock: UTC+6 all year (no daylight saving
 * since 2009), so an instant's Dhaka wall clock is its UTC clock six hours on. The one home of
 * that offset, for the header's calendars (calendar.ts), metering periods, structured data's
 * times, the Ramadan widget and a live blog's days. Pure arithmetic, no time-zone database:
 * the server and the browser give the same answer.
 */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** The instant as a Date whose UTC fields read Dhaka's wall clock (getUTCHours() is the hour in Dhaka). */
export function dhakaWallClock(instant: string | number | Date): Date {
  return new Date(new Date(instant).getTime() + DHAKA_OFFSET_MS);
}

/** The calendar day an instant falls on in Dhaka ("2026-11-22"), to tell whether two fall on the same. */
export function dhakaDay(instant: string | number | Date): string {
  return dhakaWallClock(instant).toISOString().slice(0, 10);
}

/** An instant as ISO 8601 in Dhaka time: `2026-03-02T12:00:00+06:00`. */
export function dhakaIso(instant: string | number | Date): string {
  return `${dhakaWallClock(instant).toISOString().slice(0, 19)}+06:00`;
}
