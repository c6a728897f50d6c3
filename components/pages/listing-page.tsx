import type { ReactNode } from 'react';
import type { Lang } from '@/lib/brands/brands';
import type { Page, StoryCardData } from '@/lib/content';
import { StoryList } from '../listing/story-list';

interface Props {
  title: string;
  lang: Lang;
  page: Page<StoryCardData>;
  intro?: ReactNode;
  nav?: ReactNode;
}

/** A titled list of stories: sections, collections, topics and authors all use it. */
export function ListingPage({ title, lang, page, intro, nav }: Props) {
  return (
    <section aria-labelledby="listing-title" className="listing">
      <h1 id="listing-title" className="section-title">
        {title}
      </h1>
      {intro}
      {nav}
      <StoryList stories={page.items} lang={lang} />
    </section>
  );
}
