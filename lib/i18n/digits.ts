import type { Lang } from '../brands/brands';

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Writes the ASCII digits of a string in the edition's digits (Bengali digits for bn). */
export function localiseDigits(value: string | number, lang: Lang): string {
  const text = String(value);
  return lang === 'bn' ? text.replace(/[0-9]/g, (d) => BENGALI_DIGITS[Number(d)]) : text;
}
