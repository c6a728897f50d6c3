/**
 * Story cards as the read API answers them (docs/product.md, "Entities"): ordered cards of typed
 * elements. Every element type of lib/content/story-types.ts is checked field by field;
 * an unknown type or field is refused rather than stored for the pages to trip over.
 */
import 'server-only';
import type { ImageRef, StoryCard, StoryElement } from '../content/story-types';
import { invalidBody } from './errors';
import { array, at, int, link, mediaKey, onlyKeys, optional, oneOf, record, required, slug, text, time, type Body, type Parse } from './validate';

const MAX_CARDS = 1_000;
const MAX_ELEMENTS = 500;
const MAX_TEXT = 200_000;
const SHORT = text({ max: 1_000 });
const SHORT_OR_EMPTY = text({ max: 1_000, empty: true });
const LONG = text({ max: MAX_TEXT, multiline: true });
const DIMENSION = int(1, 20_000);

const IMAGE_FIELDS = ['s3-key', 'width', 'height', 'alt', 'caption', 'attribution'];

function imageFields(body: Body, path: string): ImageRef {
  const caption = optional(body, 'caption', path, SHORT_OR_EMPTY);
  const attribution = optional(body, 'attribution', path, SHORT_OR_EMPTY);
  return {
    's3-key': required(body, 's3-key', path, mediaKey),
    width: required(body, 'width', path, DIMENSION),
    height: required(body, 'height', path, DIMENSION),
    alt: required(body, 'alt', path, SHORT_OR_EMPTY),
    ...(caption !== undefined ? { caption } : {}),
    ...(attribution !== undefined ? { attribution } : {}),
  };
}

const imageRef: Parse<ImageRef> = (value, path) => {
  const body = record(value, path);
  onlyKeys(body, path, IMAGE_FIELDS);
  return imageFields(body, path);
};

const tableRows = array(500, array(50, text({ max: 5_000, empty: true, multiline: true })));

const ELEMENT_TYPES = ['text', 'title', 'image', 'gallery', 'quote', 'blockquote', 'also-read', 'youtube-video', 'embed', 'table', 'file', 'poll'] as const;

const element: Parse<StoryElement> = (value, path) => {
  const body = record(value, path);
  const type = required(body, 'type', path, oneOf(ELEMENT_TYPES));
  const fields = (...names: string[]) => onlyKeys(body, path, ['type', ...names]);
  switch (type) {
    case 'text': {
      fields('text', 'subtype');
      const subtype = optional(body, 'subtype', path, oneOf(['summary', 'q-and-a', 'question', 'answer'] as const));
      return { type, text: required(body, 'text', path, LONG), ...(subtype ? { subtype } : {}) };
    }
    case 'title':
      fields('text');
      return { type, text: required(body, 'text', path, SHORT) };
    case 'image':
      fields(...IMAGE_FIELDS);
      return { type, ...imageFields(body, path) };
    case 'gallery':
      fields('images');
      return { type, images: required(body, 'images', path, array(200, imageRef)) };
    case 'quote':
      fields('text', 'attribution');
      return { type, text: required(body, 'text', path, LONG), attribution: required(body, 'attribution', path, SHORT_OR_EMPTY) };
    case 'blockquote': {
      fields('text', 'attribution');
      const attribution = optional(body, 'attribution', path, SHORT_OR_EMPTY);
      return { type, text: required(body, 'text', path, LONG), ...(attribution !== undefined ? { attribution } : {}) };
    }
    case 'also-read':
      fields('text', 'storySlug');
      return { type, text: required(body, 'text', path, SHORT), storySlug: required(body, 'storySlug', path, slug) };
    case 'youtube-video': {
      fields('videoId', 'title');
      const videoId = required(body, 'videoId', path, text({ max: 11 }));
      if (!/^[A-Za-z0-9_-]{11}$/.test(videoId)) throw invalidBody(at(path, 'videoId'), `${at(path, 'videoId')} must be an 11-character YouTube video id.`);
      return { type, videoId, title: required(body, 'title', path, SHORT) };
    }
    case 'embed':
      fields('url', 'title', 'height');
      return { type, url: required(body, 'url', path, link({ relative: false, httpsOnly: true })), title: required(body, 'title', path, SHORT), height: required(body, 'height', path, int(50, 5_000)) };
    case 'table':
      fields('caption', 'rows');
      return { type, caption: required(body, 'caption', path, SHORT_OR_EMPTY), rows: required(body, 'rows', path, tableRows) };
    case 'file':
      fields('url', 'name', 'size');
      return { type, url: required(body, 'url', path, link({ relative: true })), name: required(body, 'name', path, SHORT), size: required(body, 'size', path, int(0, Number.MAX_SAFE_INTEGER)) };
    case 'poll':
      fields('pollId');
      return { type, pollId: required(body, 'pollId', path, int(1, 2_147_483_647)) };
  }
};

const card: Parse<StoryCard> = (value, path) => {
  const body = record(value, path);
  onlyKeys(body, path, ['id', 'publishedAt', 'elements']);
  const publishedAt = optional(body, 'publishedAt', path, time);
  return {
    id: required(body, 'id', path, text({ max: 100 })),
    ...(publishedAt ? { publishedAt: publishedAt.toISOString() } : {}),
    elements: required(body, 'elements', path, array(MAX_ELEMENTS, element)),
  };
};

export const cards: Parse<StoryCard[]> = (value, path) => {
  const parsed = array(MAX_CARDS, card)(value, path);
  const ids = new Set<string>();
  for (const [index, item] of parsed.entries()) {
    if (ids.has(item.id)) throw invalidBody(`${path}[${index}].id`, `${path}[${index}].id repeats the id of an earlier card.`);
    ids.add(item.id);
  }
  return parsed;
};
