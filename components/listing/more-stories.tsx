/**
 * What "Load more" (load-more.client.tsx) needs only once a reader asks for more: the API
 * request and the cards it draws. Fetched with `import()` on the first click (or on a
 * reload at ?page=N), so listing and story pages, which share the route, do not carry the
 * client copy of the story card (its picture, date and save code) in their first load
 * (issue 22).
 */
import type { ReactNode } from 'react';
import type { Lang } from '@/lib/brands/brands';
import { cardsFromApi } from '@/lib/content/cards-from-api';
import { fetchJson } from '@/lib/http/fetch-json';
import type { StoryCardData } from '@/lib/content/stories/shapes';
import { StoryCard, type StoryCardLabels } from '../story/story-card';
import { StoryGrid } from './story-grid';

export async function requestStories(source: string, offset: number, limit: number): Promise<StoryCardData[]> {
  const url = `${source}${source.includes('?') ? '&' : '?'}limit=${limit}&offset=${offset}`;
  return cardsFromApi(await fetchJson(url));
}

export interface MoreStoriesProps {
  stories: readonly StoryCardData[];
  lang: Lang;
  labels: StoryCardLabels;
  renderText?: (text: string) => ReactNode;
}

export function MoreStories({ stories, lang, labels, renderText }: MoreStoriesProps) {
  return (
    <StoryGrid data-loaded="more">
      {stories.map((story) => (
        <li key={story.id}>
          <StoryCard story={story} lang={lang} labels={labels} renderText={renderText} />
        </li>
      ))}
    </StoryGrid>
  );
}
