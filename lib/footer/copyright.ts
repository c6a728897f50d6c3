import type { Lang } from '../brands/brands';
import { dhakaWallClock } from '../i18n/dhaka-time';
import { localiseDigits } from '../i18n/digits';
import { getT } from '../i18n/messages';

/** The first year of the copyright range (docs/product.md, "Business constants"). */
export const COPYRIGHT_FROM = 1998;

/** The copyright line: 1998 to the current year in Dhaka, in the edition's digits and wording. */
export function copyrightLine(lang: Lang, name: string, now: Date): string {
  const range = localiseDigits(`${COPYRIGHT_FROM}–${dhakaWallClock(now).getUTCFullYear()}`, lang);
  return getT(lang, 'footer')('copyright', { range, name });
}
