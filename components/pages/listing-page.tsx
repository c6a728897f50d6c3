import type { ReactNode } from 'react';
import type { Lang } from '@/lib/brands/brands';
import type { Page, StoryCardData } from '@/lib/content';
import type { AdPage } from '@/lib/ads/decide';
import { cardLabels } from '@/lib/i18n/card-labels';
import { inPageAdAfter, PageAds } from '../ads/ad-slot';
import { getT } from '@/lib/i18n/messages';
import { LoadMore } from '../listing/load-more.client';
import { SectionTitle } from '../listing/section-title';
import { StoryList } from '../listing/story-list';

export const LISTING_PAGE_SIZE = 10;

interface Props {
  title: string;
  lang: Lang;
  page: Page<StoryCardData>;
  /** The JSON API the "load more" button reads the next pages from. */
  moreFrom: string;
  intro?: ReactNode;
  nav?: ReactNode;
  /** The page's ads: top, between rows of cards, anchor (none when omitted). */
  ads?: AdPage;
}

/** A titled list of stories, 10 at a time with "load more": sections, collections, topics and authors all use it. */
export function ListingPage({ title, lang, page, moreFrom, intro, nav, ads }: Props) {
  const t = getT(lang, 'listing');
  return (
    <>
      {ads && <PageAds page={ads} />}
      <section aria-labelledby="listing-title" data-component="listing">
        <SectionTitle id="listing-title">{title}</SectionTitle>
        {intro}
        {nav}
        {page.items.length ? (
          <StoryList stories={page.items} lang={lang} priorityFirst after={ads ? (index, count) => inPageAdAfter(ads, index, count, 'li') : undefined} />
        ) : (
          <p>{t('empty')}</p>
        )}
        {page.total > page.items.length && (
          <LoadMore
            source={moreFrom}
            pageSize={LISTING_PAGE_SIZE}
            loaded={page.items.length}
            total={page.total}
            lang={lang}
            labels={{ more: t('loadMore'), loading: t('loading'), failed: t('loadFailed'), card: cardLabels(lang) }}
          />
        )}
      </section>
    </>
  );
}
