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
