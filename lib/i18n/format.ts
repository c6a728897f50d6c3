import type { Lang } from '../brands/brands';

const LOCALE: Record<Lang, string> = { bn: 'bn-BD', en: 'en-GB' };

const dateFormats = new Map<Lang, Intl.DateTimeFormat>();
const timeFormats = new Map<Lang, Intl.DateTimeFormat>();

function format(cache: Map<Lang, Intl.DateTimeFormat>, lang: Lang, options: Intl.DateTimeFormatOptions) {
  let formatter = cache.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE[lang], { timeZone: 'Asia/Dhaka', ...options });
    cache.set(lang, formatter);
  }
  return formatter;
}

/** A date and time in Asia/Dhaka, in the edition's language and digits: "২২ নভেম্বর ২০২৬, ২১:৩৮". */
export function formatDateTime(iso: string, lang: Lang): string {
  const date = new Date(iso);
  const day = format(dateFormats, lang, { day: 'numeric', month: 'long', year: 'numeric' }).format(date).replace(',', '');
  const time = format(timeFormats, lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
  return `${day}, ${time}`;
}

const relativeFormats = new Map<Lang, Intl.RelativeTimeFormat>();

/**
 * "৫ মিনিট আগে" / "5 minutes ago" for the last week, then the date. `now` is the
 * render time; cached listings live minutes, so the wording stays close to true.
 */
export function formatRelative(iso: string, lang: Lang, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs >= 7 * 86_400) return formatDateTime(iso, lang).split(',')[0];
  let formatter = relativeFormats.get(lang);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(LOCALE[lang], { numeric: 'auto' });
    relativeFormats.set(lang, formatter);
  }
  if (abs < 60) return formatter.format(0, 'minute');
  if (abs < 3600) return formatter.format(Math.trunc(seconds / 60), 'minute');
  if (abs < 86_400) return formatter.format(Math.trunc(seconds / 3600), 'hour');
  return formatter.format(Math.trunc(seconds / 86_400), 'day');
}
