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
  const day = format(dateFormats, lang, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso)).replace(',', '');
  return `${day}, ${formatTime(iso, lang)}`;
}

/** The time of day in Asia/Dhaka, in the edition's language and digits: "২১:৩৮". */
export function formatTime(iso: string, lang: Lang): string {
  return format(timeFormats, lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/**
 * A `<time datetime>` value to the second ("2026-11-22T15:38:07Z"): the stored times carry
 * milliseconds no reader or crawler uses, 4 bytes written twice (HTML and RSC payload) on every
 * card (issue 22). Any other value is returned as it is.
 */
export function machineTime(iso: string): string {
  return iso.replace(/^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)\.\d+Z$/, '$1Z');
}

const relativeFormats = new Map<Lang, Intl.RelativeTimeFormat>();

/** When a story was published, as a card says it: `text` to show, and `exact` when the text is relative. */
export interface PublicationTime {
  readonly text: string;
  /** The date and time ("২২ নভেম্বর ২০২৬, ১০:৩০"), only when `text` says how long ago. */
  readonly exact?: string;
}

/**
 * "৫ মিনিট আগে" / "5 minutes ago" for the last week, with the exact time beside it; then the
 * date alone. `now` is the render time; cached listings live minutes, so the wording stays close to true.
 */
export function publicationTime(iso: string, lang: Lang, now = Date.now()): PublicationTime {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const abs = Math.abs(seconds);
  const exact = formatDateTime(iso, lang);
  if (abs >= 7 * 86_400) return { text: exact.split(',')[0] };
  let formatter = relativeFormats.get(lang);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(LOCALE[lang], { numeric: 'auto' });
    relativeFormats.set(lang, formatter);
  }
  if (abs < 60) return { text: formatter.format(0, 'minute'), exact };
  if (abs < 3600) return { text: formatter.format(Math.trunc(seconds / 60), 'minute'), exact };
  if (abs < 86_400) return { text: formatter.format(Math.trunc(seconds / 3600), 'hour'), exact };
  return { text: formatter.format(Math.trunc(seconds / 86_400), 'day'), exact };
}
