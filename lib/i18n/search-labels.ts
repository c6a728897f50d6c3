import type { SearchBoxLabels } from '@/components/search/search-box.client';
import type { Lang } from '../brands/brands';
import { MESSAGES } from './messages';

const byLang = new Map<Lang, SearchBoxLabels>();

/**
 * The search box's words in an edition's language, for server parents of the island. One
 * object per language: the header's box and the 404 boundary's (in every page) are then the
 * same object, which the RSC payload writes once and refers to the second time.
 */
export function searchBoxLabels(lang: Lang): SearchBoxLabels {
  let labels = byLang.get(lang);
  if (!labels) {
    const { label, placeholder, submit, clear } = MESSAGES[lang].search;
    labels = Object.freeze({ label, placeholder, submit, clear });
    byLang.set(lang, labels);
  }
  return labels;
}
