/**
 * The body of a story upsert: the read API's story shape (lib/api/serialise.ts), plus
 * `brand`, `lang` and `status`. A field left out keeps its stored value; a nullable
 * field sent as null is cleared. Derived fields of the read shape (`id`, `url`,
 * `updated-at`, `author-id`, `metadata.section`) are accepted and ignored.
 */
import 'server-only';
import type { StoryCard, StoryTemplate } from '../content/story-types';
import { STORY_TEMPLATES } from '../content/story-types';
import type { HeroImageMetadata, StoryAlternative, StorySeo } from '../db/schema';
import { cards } from './cards';
import { invalidBody } from './errors';
import {
  array,
  at,
  bool,
  int,
  mediaKey,
  oneOf,
  onlyKeys,
  optional,
  orNull,
  record,
  ref,
  required,
  slug,
  text,
  time,
  type Body,
  type Parse,
  type Ref,
} from './validate';

export const STORY_STATUSES = ['published', 'draft', 'retracted'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

export interface TagInput {
  readonly slug: string | null;
  readonly name: string;
}

export interface StoryInput {
  readonly slug?: string;
  readonly externalId?: string | null;
  readonly status?: StoryStatus;
  readonly headline?: string;
  readonly subheadline?: string | null;
  readonly template?: StoryTemplate;
  readonly access?: 'public' | 'login';
  readonly excerpt?: string;
  readonly summary?: string | null;
  readonly isClosed?: boolean;
  readonly storyAttributes?: Record<string, string[]>;
  readonly heroImageS3Key?: string | null;
  readonly heroImageMetadata?: HeroImageMetadata | null;
  readonly heroImageCaption?: string | null;
  readonly heroImageAttribution?: string | null;
  readonly firstPublishedAt?: Date;
  readonly lastPublishedAt?: Date;
  readonly publishedAt?: Date;
  readonly alternative?: StoryAlternative;
  /** The byline, in order; the first is the story's `author-id`. */
  readonly authors?: readonly Ref[];
  /** Used as `author_name` only when the story has no linked authors. */
  readonly authorName?: string | null;
  /** The first is the primary section (the story's path); parents of sub-sections are linked too. */
  readonly sections?: readonly Ref[];
  readonly tags?: readonly TagInput[];
  readonly entities?: readonly Ref[];
  readonly cards?: readonly StoryCard[];
  readonly seo?: StorySeo;
}

const STORY_FIELDS = [
  'brand', 'lang', 'status', 'slug', 'external-id', 'headline', 'subheadline', 'story-template', 'access', 'metadata',
  'hero-image-s3-key', 'hero-image-metadata', 'hero-image-caption', 'hero-image-attribution',
  'first-published-at', 'last-published-at', 'published-at', 'alternative', 'authors', 'author-name',
  'sections', 'tags', 'linked-entities', 'cards', 'seo',
];
const DERIVED_FIELDS = ['id', 'url', 'updated-at', 'author-id', 'access-level-value', 'read-time', 'story-content-id'];

const headline = text({ max: 1_000 });
const shortText = text({ max: 1_000 });
const longText = text({ max: 10_000, multiline: true, empty: true });

const heroImageMetadata: Parse<HeroImageMetadata> = (value, path) => {
  const body = record(value, path);
  onlyKeys(body, path, ['width', 'height', 'alt', 'focus-point']);
  const focus = optional(body, 'focus-point', path, array(2, int(0, 20_000)));
  if (focus && focus.length !== 2) throw invalidBody(at(path, 'focus-point'), `${at(path, 'focus-point')} must be [x, y].`);
  return {
    width: required(body, 'width', path, int(1, 20_000)),
    height: required(body, 'height', path, int(1, 20_000)),
    alt: required(body, 'alt', path, text({ max: 1_000, empty: true })),
    ...(focus ? { 'focus-point': [focus[0], focus[1]] as [number, number] } : {}),
  };
};

const alternative: Parse<StoryAlternative> = (value, path) => {
  const body = record(value, path);
  onlyKeys(body, path, ['home']);
  const home = optional(body, 'home', path, (homeValue, homePath) => {
    const homeBody = record(homeValue, homePath);
    onlyKeys(homeBody, homePath, ['default']);
    const fallback = optional(homeBody, 'default', homePath, (defaultValue, defaultPath) => {
      const defaultBody = record(defaultValue, defaultPath);
      onlyKeys(defaultBody, defaultPath, ['headline', 'hero-image']);
      const altHeadline = optional(defaultBody, 'headline', defaultPath, headline);
      const heroImage = optional(defaultBody, 'hero-image', defaultPath, (imageValue, imagePath) => {
        const imageBody = record(imageValue, imagePath);
        onlyKeys(imageBody, imagePath, ['hero-image-s3-key']);
        return { 'hero-image-s3-key': required(imageBody, 'hero-image-s3-key', imagePath, mediaKey) };
      });
      return { ...(altHeadline ? { headline: altHeadline } : {}), ...(heroImage ? { 'hero-image': heroImage } : {}) };
    });
    return fallback ? { default: fallback } : {};
  });
  return home ? { home } : {};
};

const seo: Parse<StorySeo> = (value, path) => {
  const body = record(value, path);
  onlyKeys(body, path, ['meta-title', 'meta-description', 'meta-keywords']);
  const title = optional(body, 'meta-title', path, shortText);
  const description = optional(body, 'meta-description', path, text({ max: 2_000 }));
  const keywords = optional(body, 'meta-keywords', path, array(50, text({ max: 200 })));
  return {
    ...(title ? { 'meta-title': title } : {}),
    ...(description ? { 'meta-description': description } : {}),
    ...(keywords ? { 'meta-keywords': keywords } : {}),
  };
};

const storyAttributes: Parse<Record<string, string[]>> = (value, path) => {
  const body = record(value, path);
  if (Object.keys(body).length > 50) throw invalidBody(path, `${path} must have at most 50 attributes.`);
  return Object.fromEntries(Object.entries(body).map(([key, values]) => [text({ max: 100 })(key, path), array(50, text({ max: 200 }))(values, at(path, key))]));
};

const tag: Parse<TagInput> = (value, path) => {
  const body = record(value, path);
  onlyKeys(body, path, ['name', 'slug'], ['id']);
  return { name: required(body, 'name', path, text({ max: 200 })), slug: optional(body, 'slug', path, orNull(slug)) ?? null };
};

/** The story fields of a parsed body; the edition is read by the caller (it depends on the URL). */
export function parseStoryInput(value: unknown): StoryInput {
  const body = record(value, '');
  onlyKeys(body, '', STORY_FIELDS, DERIVED_FIELDS);
  const metadata = optional(body, 'metadata', '', record) ?? ({} as Body);
  onlyKeys(metadata, 'metadata', ['excerpt', 'summary', 'is-closed', 'story-attributes'], ['section']);
  return {
    slug: optional(body, 'slug', '', slug),
    externalId: optional(body, 'external-id', '', orNull(text({ max: 200 }))),
    status: optional(body, 'status', '', oneOf(STORY_STATUSES)),
    headline: optional(body, 'headline', '', headline),
    subheadline: optional(body, 'subheadline', '', orNull(headline)),
    template: optional(body, 'story-template', '', oneOf(STORY_TEMPLATES)),
    access: optional(body, 'access', '', oneOf(['public', 'login'] as const)),
    excerpt: optional(metadata, 'excerpt', 'metadata', (value, path) => (value === null ? '' : longText(value, path))),
    summary: optional(metadata, 'summary', 'metadata', orNull(longText)),
    isClosed: optional(metadata, 'is-closed', 'metadata', bool),
    storyAttributes: optional(metadata, 'story-attributes', 'metadata', storyAttributes),
    heroImageS3Key: optional(body, 'hero-image-s3-key', '', orNull(mediaKey)),
    heroImageMetadata: optional(body, 'hero-image-metadata', '', orNull(heroImageMetadata)),
    heroImageCaption: optional(body, 'hero-image-caption', '', orNull(text({ max: 2_000, empty: true }))),
    heroImageAttribution: optional(body, 'hero-image-attribution', '', orNull(shortText)),
    firstPublishedAt: optional(body, 'first-published-at', '', time),
    lastPublishedAt: optional(body, 'last-published-at', '', time),
    publishedAt: optional(body, 'published-at', '', time),
    alternative: optional(body, 'alternative', '', alternative),
    authors: optional(body, 'authors', '', array(20, ref)),
    authorName: optional(body, 'author-name', '', orNull(shortText)),
    sections: optional(body, 'sections', '', array(10, ref)),
    tags: optional(body, 'tags', '', array(50, tag)),
    entities: optional(body, 'linked-entities', '', array(100, ref)),
    cards: optional(body, 'cards', '', cards),
    seo: optional(body, 'seo', '', seo),
  };
}

