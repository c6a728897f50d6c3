import type { SearchBoxLabels } from '@/components/search/search-box.client';
import type { Lang } from '../brands/brands';
import { MESSAGES } from './messages';

/** The search box's words in an edition's language, for server parents of the island. */
export function searchBoxLabels(lang: Lang): SearchBoxLabels {
  const { label, placeholder, submit, clear } = MESSAGES[lang].search;
  return { label, placeholder, submit, clear };
}
