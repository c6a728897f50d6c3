import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SearchResults } from '@/components/search/search-results';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { getTopSections } from '@/lib/content';
import { SEARCH_PAGE_SIZE, searchApiSource, searchStories } from '@/lib/api/search-page';
import { getT } from '@/lib/i18n/messages';
import { queryPlan } from '@/lib/search/document';
import { searchStateFrom, untidySearchRedirect } from '@/lib/search/query-state';

/** Results depend on the query string: rendered for each request, never kept in the page cache. */
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<EditionParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Search pages are never indexed. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { lang } = await editionFromParams(params);
  const { q } = searchStateFrom(await searchParams);
  const t = getT(lang, 'search');
  return { title: q ? t('titleFor', { q }) : t('title'), robots: { index: false } };
}

/** /search?q=&type=&section-id=&tag-name=&sort=: the archive search, 10 results at a time with load more. */
export default async function SearchPage({ params, searchParams }: Props) {
  const { brand, lang } = await editionFromParams(params);
  const raw = await searchParams;
  // The box's native GET (before hydration, or without JavaScript) lands where its script would have gone.
  const tidy = untidySearchRedirect(raw);
  if (tidy) redirect(tidy);
  const state = searchStateFrom(raw);
  const [page, sections] = await Promise.all([searchStories({ brand: brand.key, lang }, state), getTopSections(brand.key, lang)]);
  return (
    <SearchResults
      lang={lang}
      state={state}
      page={page}
      pageSize={SEARCH_PAGE_SIZE}
      moreFrom={searchApiSource(state)}
      plan={queryPlan(state.q, { transliterate: lang === 'bn' })}
      sections={sections}
    />
  );
}
