/**
 * Text normalisation for search. Stories are normalised with exactly this function when they
 * are indexed and queries are normalised with it when they are searched, so two spellings that
 * differ only in encoding always meet.
 *
 * Canonical forms chosen:
 * - Nukta letters are kept DECOMPOSED: য় = U+09AF U+09BC, ড় = U+09A1 U+09BC, ঢ় = U+09A2 U+09BC.
 *   The precomposed letters (U+09DF, U+09DC, U+09DD) are composition exclusions, so NFC itself
 *   decomposes them; choosing the decomposed form keeps the output NFC-stable (running NFC again,
 *   e.g. in Postgres `normalize()`, does not change it).
 * - Khanda-ta is U+09CE ৎ. ত + ্ + ZWJ (the pre-Unicode-4.1 encoding), ত + ্ + ZWNJ (visible
 *   hasanta) and a word-final ত + ্ all become ৎ.
 * - Two-part vowel signs are composed: ো = U+09CB, ৌ = U+09CC (as NFC does).
 * - Bengali digits become ASCII digits (২০২৪ → 2024).
 */

const BENGALI_DIGIT_ZERO = 0x09e6;

/** Format characters (ZWJ, ZWNJ, soft hyphen, ZWSP, BOM, bidi marks …) are invisible: removed. */
const FORMAT_CHARS = /\p{Cf}/gu;
/** Punctuation, symbols, other numbers (fractions, ৴-৹), controls and separators become spaces. */
const PUNCTUATION = /[\p{P}\p{S}\p{No}\p{Nl}\p{Cc}\p{Z}]/gu;
/**
 * An apostrophe inside a word is dropped rather than splitting it: bangladesh's, don't, and the
 * Bengali habit of writing বিএনপি’র for বিএনপির.
 */
const INNER_APOSTROPHE = /(?<=[a-z\u0980-\u09ff])['\u2019\u02bc](?=[a-z\u0980-\u09ff])/g;
const LATIN_COMBINING_MARKS = /[\u0300-\u036f]/g;

const KHANDA_TA = '\u09ce';
/** ত + ্ + ZWJ/ZWNJ: old encodings of khanda-ta (must run before format characters go). */
const KHANDA_TA_JOINER = /\u09a4\u09cd[\u200c\u200d]/g;
/** ত + ্ at the end of a word (not followed by another Bengali letter or sign). */
const KHANDA_TA_FINAL = /\u09a4\u09cd(?![\u0980-\u09e5\u09f0-\u09ff])/g;

const EXPLICIT: ReadonlyArray<readonly [RegExp, string]> = [
  [/\u09dc/g, '\u09a1\u09bc'], // ড় → ড + ়
  [/\u09dd/g, '\u09a2\u09bc'], // ঢ় → ঢ + ়
  [/\u09df/g, '\u09af\u09bc'], // য় → য + ়
  [/\u09c7\u09be/g, '\u09cb'], // ে + া → ো
  [/\u09c7\u09d7/g, '\u09cc'], // ে + ৗ → ৌ
];

/** Normalises text for indexing and querying. Idempotent: normalise(normalise(x)) === normalise(x). */
export function normalise(text: string): string {
  let s = text.normalize('NFC').replace(KHANDA_TA_JOINER, KHANDA_TA).toLowerCase();
  // Fold Latin diacritics (café → cafe). NFD also splits Bengali ো/ৌ; the NFC below rejoins them.
  s = s.normalize('NFD').replace(LATIN_COMBINING_MARKS, '').replace(FORMAT_CHARS, '').normalize('NFC');
  for (const [pattern, replacement] of EXPLICIT) s = s.replace(pattern, replacement);
  s = s.replace(KHANDA_TA_FINAL, KHANDA_TA);
  s = s.replace(/[\u09e6-\u09ef]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_DIGIT_ZERO));
  s = s.replace(INNER_APOSTROPHE, '').replace(PUNCTUATION, ' ');
  return s.replace(/\s+/g, ' ').trim();
}

/** Bengali letters proper (consonants, independent vowels, khanda-ta), not signs or digits. */
export const BENGALI_LETTER = /[\u0985-\u09b9\u09ce\u09dc-\u09e1\u09f0\u09f1]/;
