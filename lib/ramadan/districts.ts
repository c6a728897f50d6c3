/**
 * The Ramadan widget's districts (docs/product.md, "Ramadan times"), browser-safe: the page
 * names only the capital, and the picker asks for the 64 with their offsets
 * (GET /front-end/district-topics, lib/api/front-end.ts) once its script runs, so that no
 * page carries them (about 9 KB of a home or section page, HTML and RSC payload together).
 */
import type { Lang } from '../brands/brands';

/** A district in the picker: its times are the capital's moved by its offsets (minutes). */
export interface RamadanDistrict {
  /** The district's English name: what the reader's choice is remembered by. */
  readonly key: string;
  /** Its name in the edition's language. */
  readonly name: string;
  readonly sehriOffset: number;
  readonly iftarOffset: number;
}

/** A district as the store and the API give it. */
export interface DistrictRow {
  readonly name: string;
  readonly bnName: string;
  readonly sehriOffset: number;
  readonly iftarOffset: number;
}

/** The districts' reference list on every edition's host. */
export const DISTRICTS_PATH = '/front-end/district-topics';

/** The capital, shown until the reader picks, whose offsets are 0. */
export const CAPITAL_DISTRICT = 'Dhaka';

/** One district as the picker names it in the edition's language. */
export function toDistrict(row: DistrictRow, lang: Lang): RamadanDistrict {
  return { key: row.name, name: lang === 'bn' ? row.bnName : row.name, sehriOffset: row.sehriOffset, iftarOffset: row.iftarOffset };
}

/** The picker's options in the edition's language and alphabetical order. */
export function districtOptions(rows: readonly DistrictRow[], lang: Lang): RamadanDistrict[] {
  const collator = new Intl.Collator(lang);
  return rows.map((row) => toDistrict(row, lang)).sort((a, b) => collator.compare(a.name, b.name));
}
