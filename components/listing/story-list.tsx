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
  /** What follows the card at `index` of `count` in the grid, as list items (the listing's in-page ads). */
  after?: (index: number, count: number) => ReactNode;
}

export function StoryList({ stories, lang, headingLevel = 2, priorityFirst = false, renderText, after }: Props) {
  const labels = cardLabels(lang);
  return (
    <StoryGrid>
      {stories.map((story, index) => (
        <Fragment key={story.id}>
          <li>
            <StoryCard story={story} lang={lang} labels={labels} headingLevel={headingLevel} priority={priorityFirst && index === 0} renderText={renderText} />
          </li>
          {after?.(index, stories.length)}
        </Fragment>
      ))}
    </StoryGrid>
  );
}
