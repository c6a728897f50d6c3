import { Fragment, type ReactNode } from 'react';
import type { Lang } from '@/lib/brands/brands';
import type { StoryCardData } from '@/lib/content/stories/shapes';
import { cardLabels } from '@/lib/i18n/card-labels';
import { StoryCard } from '../story/story-card';
import { StoryGrid } from './story-grid';

interface Props {
  stories: readonly StoryCardData[];
  lang: Lang;
  headingLevel?: 2 | 3;
  /** The first card's image is the page's LCP candidate. */
  priorityFirst?: boolean;
  /** Renders the cards' headline and excerpt text (see StoryCard). */
  renderText?: (text: string) => ReactNode;
  /** What follows the card at `index` of `count` in the grid, as list items, or null (the listing's in-page ads). */
  after?: (index: number, count: number) => ReactNode;
}

export function StoryList({ stories, lang, headingLevel = 2, priorityFirst = false, renderText, after }: Props) {
  const labels = cardLabels(lang);
  // One flat list of keyed items, a fragment only where something follows a card: a fragment
  // around every card was a wrapper of its own in the RSC payload, ten times a page.
  return (
    <StoryGrid>
      {stories.flatMap((story, index) => {
        const card = (
          <li key={story.id}>
            <StoryCard story={story} lang={lang} labels={labels} headingLevel={headingLevel} priority={priorityFirst && index === 0} renderText={renderText} />
          </li>
        );
        const next = after?.(index, stories.length);
        return next ? [card, <Fragment key={`after-${story.id}`}>{next}</Fragment>] : [card];
      })}
    </StoryGrid>
  );
}
