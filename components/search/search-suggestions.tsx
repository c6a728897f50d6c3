import type { Lang } from '@/lib/brands/brands';
import { getT } from '@/lib/i18n/messages';
import { searchStateHref, type SearchState } from '@/lib/search/query-state';
import styles from './search-suggestions.module.css';

interface Props {
  lang: Lang;
  state: SearchState;
}

const MAX_WORD_LINKS = 4;

/**
 * 'No Results Found' and what to try instead: each word of a longer query alone, the same
 * query without its filters, and general advice.
 */
export function SearchSuggestions({ lang, state }: Props) {
  const t = getT(lang, 'search');
  const words = [...new Set(state.q.split(/\s+/).filter(Boolean))];
  const filtered = state.type !== 'all' || state.section !== null || state.tag !== null;
  return (
    <div className={styles.empty} data-component="search-suggestions">
      <p className={styles.title}>{t('noResults')}</p>
      <h3 className={styles.suggestionsTitle}>{t('suggestionsTitle')}</h3>
      <ul className={styles.suggestions}>
        {filtered && (
          <li>
            <a href={searchStateHref(state, { type: 'all', section: null, tag: null })}>{t('suggestNoFilters')}</a>
          </li>
        )}
        {words.length > 1 &&
          words.slice(0, MAX_WORD_LINKS).map((word) => (
            <li key={word}>
              <a href={searchStateHref(state, { q: word })}>{t('suggestWord', { word })}</a>
            </li>
          ))}
        <li>{t('suggestSpelling')}</li>
        <li>{t('suggestFewer')}</li>
        <li>{t('suggestBanglish')}</li>
      </ul>
    </div>
  );
}
