import type { Lang } from '@/lib/brands/brands';
import type { Page, StoryCardData } from '@/lib/content';
import { cardLabels } from '@/lib/i18n/card-labels';
import { getT } from '@/lib/i18n/messages';
import type { QueryPlan } from '@/lib/search/document';
import { SEARCH_SORTS, SEARCH_TYPES, searchFilterParams, searchStateHref, type SearchState } from '@/lib/search/query-state';
import { SectionTitle } from '../listing/section-title';
import { StoryList } from '../listing/story-list';
import { Highlighted } from './highlighted';
import { LocalisedSearchBox } from './search-box';
import { SearchLoadMore } from './search-load-more.client';
import { SearchSuggestions } from './search-suggestions';
import styles from './search-results.module.css';

interface Props {
  lang: Lang;
  state: SearchState;
  page: Page<StoryCardData>;
  pageSize: number;
  /** The advanced-search address load more reads the next results from. */
  moreFrom: string;
  /** How the query was read: its words and, for Banglish, the Bengali spelling also searched. */
  plan: QueryPlan;
  /** The edition's top-level sections, for the section filter. */
  sections: readonly { readonly id: number; readonly name: string }[];
}

/** The search page: the box, filters and sorts as links that keep the query, then the results. */
export function SearchResults({ lang, state, page, pageSize, moreFrom, plan, sections }: Props) {
  const t = getT(lang, 'search');
  const listing = getT(lang, 'listing');
  return (
    <section aria-labelledby="search-title" data-component="search-page">
      <SectionTitle id="search-title">{state.q ? t('titleFor', { q: state.q }) : t('title')}</SectionTitle>
      <LocalisedSearchBox key={state.q} lang={lang} initialQuery={state.q} keep={searchFilterParams(state)} />
      {state.q && plan.transliteration && (
        <p className={styles.transliteration} data-part="transliteration">
          {t('transliterated')} <span lang="bn">{plan.transliteration}</span>
        </p>
      )}
      <div className={styles.filters}>
        <nav className={styles.group} aria-labelledby="search-types">
          <p id="search-types" className={styles.label}>
            {t('typeLabel')}
          </p>
          <ul role="list" className={styles.chips}>
            {SEARCH_TYPES.map((type) => (
              <li key={type}>
                <a href={searchStateHref(state, { type })} aria-current={state.type === type ? 'true' : undefined}>
                  {t(`types.${type}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {sections.length > 0 && (
          <nav className={styles.group} aria-labelledby="search-sections">
            <p id="search-sections" className={styles.label}>
              {t('sectionLabel')}
            </p>
            <ul role="list" className={styles.chips}>
              <li>
                <a href={searchStateHref(state, { section: null })} aria-current={state.section === null ? 'true' : undefined}>
                  {t('allSections')}
                </a>
              </li>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={searchStateHref(state, { section: section.id })} aria-current={state.section === section.id ? 'true' : undefined}>
                    {section.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <nav className={styles.group} aria-labelledby="search-sorts">
          <p id="search-sorts" className={styles.label}>
            {t('sortLabel')}
          </p>
          <ul role="list" className={styles.chips}>
            {SEARCH_SORTS.map((sort) => (
              <li key={sort}>
                <a href={searchStateHref(state, { sort })} aria-current={state.sort === sort ? 'true' : undefined}>
                  {t(`sorts.${sort}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {state.tag !== null && (
          <p className={styles.tag} data-part="tag-filter">
            {t('tagFilter', { tag: state.tag })}{' '}
            <a href={searchStateHref(state, { tag: null })} aria-label={t('removeTag')}>
              <span aria-hidden="true">×</span>
            </a>
          </p>
        )}
      </div>
      <h2 className="visually-hidden">{t('results')}</h2>
      {page.items.length ? (
        <>
          <p className={styles.count} data-part="count">{state.q ? t('resultsFor', { q: state.q, count: page.total }) : t('allStories', { count: page.total })}</p>
          <StoryList
            stories={page.items}
            lang={lang}
            headingLevel={3}
            renderText={state.q ? (text) => <Highlighted text={text} query={state.q} lang={lang} /> : undefined}
          />
          {page.total > page.items.length && (
            <SearchLoadMore
              key={moreFrom}
              query={state.q}
              source={moreFrom}
              pageSize={pageSize}
              loaded={page.items.length}
              total={page.total}
              lang={lang}
              labels={{ more: listing('loadMore'), loading: listing('loading'), failed: listing('loadFailed'), card: cardLabels(lang) }}
            />
          )}
        </>
      ) : (
        <SearchSuggestions lang={lang} state={state} />
      )}
    </section>
  );
}
