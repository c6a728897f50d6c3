/**
 * Turns stored cards into the elements the story components render (./story-elements.ts):
 * text through the story sanitiser, YouTube ids, file and embed links checked. Runs on the
 * server, for the story page and the registered-only text call alike.
 */
import { sanitiseStoryHtml } from './sanitise';
import { safeEmbedUrl, safeFileUrl, YOUTUBE_ID, type RenderCard, type RenderElement, type RenderStory, type SafeHtml } from './story-elements';
import type { StoryCard, StoryElement, StoryTemplate } from './story-types';

function prepare(element: StoryElement): RenderElement | null {
  switch (element.type) {
    case 'text': {
      const { text, ...rest } = element;
      return { ...rest, html: sanitiseStoryHtml(text) as SafeHtml };
    }
    case 'youtube-video':
      return YOUTUBE_ID.test(element.videoId) ? element : null;
    case 'file': {
      const url = safeFileUrl(element.url);
      return url ? { ...element, url } : null;
    }
    case 'embed': {
      const url = safeEmbedUrl(element.url);
      return url ? { ...element, url, height: Number(element.height) || 300 } : null;
    }
    default:
      return element;
  }
}

/** The cards of a story, sanitised and checked, for the element components. */
export function prepareCards(cards: readonly StoryCard[]): RenderCard[] {
  return cards.map((card) => ({
    id: card.id,
    ...(card.publishedAt ? { publishedAt: card.publishedAt } : {}),
    elements: card.elements.map(prepare).filter((element): element is RenderElement => element !== null),
  }));
}

/**
 * A story's content as the element components take it: its template, its prepared cards and,
 * for an open live blog, what its update notice polls. The one builder for the story page and
 * the registered-only text call, so both render the same.
 */
export function renderStory(story: { id: number; template: StoryTemplate; cards: readonly StoryCard[]; isClosed: boolean; lastPublishedAt: number }): RenderStory {
  const live = story.template === 'live-blog' && !story.isClosed;
  return { template: story.template, cards: prepareCards(story.cards), ...(live ? { live: { storyId: story.id, renderedAt: story.lastPublishedAt } } : {}) };
}
