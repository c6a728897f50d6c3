/**
 * Story cards in the publisher platform's shape (docs/api.md, "Story cards"): each card's
 * elements become `story-elements` with an `id`, a `type` and a `subtype`, text in `text`,
 * images as `image-s3-key` with `image-metadata`, `title` and `hyperlink`. The newsroom
 * writes cards in the ingest API's own element shape (lib/content/story-types.ts); this is
 * the one place that maps one to the other.
 */
import type { ApiCard, ApiStoryElement } from '../content/stories/shapes';
import type { ImageRef, StoryCard, StoryElement } from '../content/story-types';

function image(id: string, ref: ImageRef): ApiStoryElement {
  return {
    id,
    type: 'image',
    subtype: null,
    title: ref.caption ?? '',
    alt: ref.alt,
    hyperlink: null,
    'image-s3-key': ref['s3-key'],
    'image-metadata': { width: ref.width, height: ref.height },
    'image-attribution': ref.attribution ?? null,
  };
}

export function serialiseElement(element: StoryElement, id: string): ApiStoryElement {
  switch (element.type) {
    case 'text':
      return { id, type: 'text', subtype: element.subtype ?? null, text: element.text };
    case 'title':
      return { id, type: 'title', subtype: null, text: element.text };
    case 'image':
      return image(id, element);
    case 'gallery':
      return { id, type: 'composite', subtype: 'image-gallery', 'story-elements': element.images.map((ref, index) => image(`${id}-${index}`, ref)) };
    case 'quote':
      return { id, type: 'text', subtype: 'quote', text: element.text, metadata: { content: element.text, attribution: element.attribution } };
    case 'blockquote':
      return { id, type: 'text', subtype: 'blockquote', text: element.text, metadata: { content: element.text, attribution: element.attribution ?? null } };
    case 'also-read':
      return { id, type: 'text', subtype: 'also-read', text: element.text, metadata: { 'linked-story-slug': element.storySlug } };
    case 'youtube-video':
      return { id, type: 'youtube-video', subtype: null, title: element.title, url: `https://www.youtube.com/watch?v=${element.videoId}`, metadata: { 'video-id': element.videoId } };
    case 'embed':
      return { id, type: 'jsembed', subtype: null, title: element.title, url: element.url, metadata: { height: element.height } };
    case 'table':
      return { id, type: 'data', subtype: 'table', metadata: { caption: element.caption }, data: { content: element.rows } };
    case 'file':
      return { id, type: 'file', subtype: 'attachment', title: element.name, url: element.url, metadata: { 'file-name': element.name, size: element.size } };
    case 'poll':
      return { id, type: 'polltype', subtype: null, metadata: { 'polltype-id': element.pollId } };
  }
}

export function serialiseCard(card: StoryCard): ApiCard {
  const added = card.publishedAt ? Date.parse(card.publishedAt) : NaN;
  return {
    id: card.id,
    ...(Number.isFinite(added) ? { 'card-added-at': added } : {}),
    'story-elements': card.elements.map((element, index) => serialiseElement(element, `${card.id}-${index}`)),
  };
}

/** Words a reader reads in a minute: 200 is the common figure for Bengali and English news prose. */
const WORDS_PER_MINUTE = 200;

/** Minutes to read the text of the cards (at least 1; markup is not counted). */
export function readTime(cards: readonly StoryCard[], fallbackText = ''): number {
  const texts = cards.flatMap((card) => card.elements.flatMap((element) => ('text' in element && typeof element.text === 'string' ? [element.text] : [])));
  const words = (texts.length ? texts.join(' ') : fallbackText)
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/u)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
