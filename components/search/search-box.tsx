import type { Lang } from '@/lib/brands/brands';
import { searchBoxLabels } from '@/lib/i18n/search-labels';
import { SearchBox } from './search-box.client';

interface Props {
  lang: Lang;
  variant?: 'desktop' | 'mobile';
  initialQuery?: string;
  /** Centred in its column (the 404 page). */
  centred?: boolean;
  /** Parameters the form sends along with q (the search page's filters). */
  keep?: readonly (readonly [name: string, value: string])[];
}

/**
 * The search box with its words in the edition's language, for server components (404
 * page, search page, a server header). A client parent renders `SearchBox` from
 * ./search-box.client with `searchBoxLabels(lang)` instead.
 */
export function LocalisedSearchBox({ lang, variant, initialQuery, centred, keep }: Props) {
  return <SearchBox labels={searchBoxLabels(lang)} variant={variant} initialQuery={initialQuery} centred={centred} keep={keep} />;
}
