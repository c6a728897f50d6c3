/**
 * The shapes a story is read in: a card (lists), a page (the story page), a record (the
 * API and the ingest read-back, every part of it) and the API's JSON story, the one
 * `ApiStory` both the server and the browser (load more, the search page) use. Types only:
 * client islands may import them.
 */
import type { HeroImageMetadata, StoryAlternative, StoryMetadata, StorySeo } from '../../db/schema';
import type { AuthorData } from '../listing-queries';
import type { StoryCard, StoryTemplate } from '../story-types';

export interface StoryCardData {
  readonly id: number;
  readonly slug: string;
  readonly path: string;
  readonly headline: string;
  readonly excerpt: string;
  readonly template: StoryTemplate;
  readonly access: 'public' | 'login';
  readonly heroImageS3Key: string | null;
  readonly heroImageAlt: string;
  readonly sectionName: string | null;
  readonly authorName: string | null;
  readonly publishedAt: string;
}

export interface StoryAuthor {
  readonly slug: string;
  readonly name: string;
  readonly role: string;
  readonly avatarS3Key: string | null;
}

export interface StoryPageData extends StoryCardData {
  readonly subheadline: string | null;
  readonly summary: string | null;
  readonly heroImageCaption: string | null;
  readonly heroImageAttribution: string | null;
  readonly heroImageWidth: number;
  readonly heroImageHeight: number;
  readonly sectionSlug: string | null;
  readonly sectionId: number | null;
  readonly tags: readonly { readonly name: string; readonly slug: string }[];
  readonly authors: readonly StoryAuthor[];
  /** Empty for `access: login` stories: their text never reaches the cached public page. */
  readonly cards: readonly StoryCard[];
  readonly isClosed: boolean;
  readonly lastPublishedAt: string;
  readonly translationPath: string | null;
  readonly metaTitle: string;
  readonly metaDescription: string;
}

/** A page of a longer list, with the length of the whole list. */
export interface Page<T> {
  readonly items: T[];
  readonly total: number;
}

export interface PageWindow {
  readonly limit: number;
  readonly offset: number;
}

export interface IdPage {
  readonly ids: number[];
  readonly total: number;
}

export interface AuthorRecord extends AuthorData {
  readonly metadata: Record<string, unknown>;
}

export interface SectionRef {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
}

export interface TagRef {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
}

export interface EntityRecord {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly type: string;
}

export interface StoryRecord {
  readonly id: number;
  readonly slug: string;
  readonly externalId: string | null;
  readonly headline: string;
  readonly subheadline: string | null;
  readonly template: StoryTemplate;
  readonly access: 'public' | 'login';
  readonly excerpt: string;
  readonly summary: string | null;
  readonly metadata: StoryMetadata;
  readonly heroImageS3Key: string | null;
  readonly heroImageMetadata: HeroImageMetadata | null;
  readonly heroImageCaption: string | null;
  readonly heroImageAttribution: string | null;
  readonly firstPublishedAt: Date | null;
  readonly lastPublishedAt: Date | null;
  readonly publishedAt: Date | null;
  readonly updatedAt: Date;
  readonly authorName: string | null;
  /** Empty for `access: login` stories on the public path: their text is left in the database. */
  readonly cards: readonly StoryCard[];
  readonly alternative: StoryAlternative;
  readonly seo: StorySeo;
  readonly primarySection: SectionRef | null;
  readonly authors: readonly AuthorRecord[];
  readonly sections: readonly SectionRef[];
  readonly tags: readonly TagRef[];
  readonly entities: readonly EntityRecord[];
}

/** Which of a story's parts a request needs; the others are not read. */
export interface StoryParts {
  readonly cards: boolean;
  readonly authors: boolean;
  readonly sections: boolean;
  readonly tags: boolean;
  readonly entities: boolean;
}

export const ALL_STORY_PARTS: StoryParts = { cards: true, authors: true, sections: true, tags: true, entities: true };

export interface ApiAuthorRef {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly 'avatar-url': string | null;
  readonly 'avatar-s3-key': string | null;
}

export interface ApiSection {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
}

export interface ApiEntity {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly type: string;
}

/**
 * A story as the public JSON API answers it (docs/product.md, "Entities" field names, times
 * in milliseconds since the epoch). A request naming `fields` gets `id` and those fields only.
 */
/** A story element in the publisher platform's shape (written by lib/api/story-elements.ts). */
export interface ApiStoryElement {
  readonly id: string;
  readonly type: string;
  readonly subtype: string | null;
  readonly text?: string;
  readonly title?: string;
  readonly url?: string;
  readonly hyperlink?: string | null;
  readonly 'image-s3-key'?: string;
  readonly 'image-metadata'?: { readonly width: number; readonly height: number };
  readonly 'image-attribution'?: string | null;
  readonly alt?: string;
  readonly 'story-elements'?: readonly ApiStoryElement[];
  readonly metadata?: Readonly<Record<string, unknown>>;
  readonly data?: Readonly<Record<string, unknown>>;
}

export interface ApiCard {
  readonly id: string;
  /** Live-blog updates: the update's time in milliseconds. */
  readonly 'card-added-at'?: number;
  readonly 'story-elements': readonly ApiStoryElement[];
}

export interface ApiStory {
  readonly id: number;
  readonly headline: string;
  readonly subheadline: string | null;
  readonly slug: string;
  /** The story's absolute address on its own edition's host (from the host map); `slug` is relative. */
  readonly url: string;
  readonly 'story-template': StoryTemplate;
  readonly access: 'public' | 'login';
  readonly metadata: StoryMetadata & { readonly 'is-closed': boolean; readonly excerpt: string; readonly summary: string | null; readonly section: SectionRef | null };
  readonly 'hero-image-s3-key': string | null;
  readonly 'hero-image-metadata': HeroImageMetadata | null;
  readonly 'hero-image-caption': string | null;
  readonly 'hero-image-attribution': string | null;
  readonly 'first-published-at': number | null;
  readonly 'last-published-at': number | null;
  readonly 'published-at': number | null;
  readonly 'updated-at': number | null;
  readonly alternative: StoryAlternative;
  readonly authors: readonly ApiAuthorRef[];
  readonly 'author-name': string | null;
  readonly 'author-id': number | null;
  readonly sections: readonly ApiSection[];
  readonly tags: readonly TagRef[];
  readonly 'linked-entities': readonly ApiEntity[];
  /** In the publisher platform's shape (lib/api/story-elements.ts). */
  readonly cards: readonly ApiCard[];
  readonly seo: { readonly 'meta-title': string; readonly 'meta-description': string; readonly 'meta-keywords': readonly string[] };
  /** 1 for a registered-only story, null for a public one. */
  readonly 'access-level-value': number | null;
  /** Minutes to read. */
  readonly 'read-time': number;
  readonly 'story-content-id': string;
  /** The newsroom system's own id of the story, when it gave one. */
  readonly 'external-id': string | null;
}
