/**
 * The JSON shapes of the public content API, with the field names of docs/product.md, "Entities"
 * (kebab-case). Times are milliseconds since the epoch; `url` is the story's absolute
 * address on its own edition's host (from the host map), `slug` its path relative to it.
 */
import type { Edition } from '../brands/resolve-host';
import { siteHosts } from '../config/hosts';
import { absoluteUrl } from '../routes/absolute';
import { storyPath } from '../routes/paths';
import { menuItemHref } from '../content/listing-queries';
import { readTime, serialiseCard } from './story-elements';
import type { BreakingRecord, MenuItemRecord, PollRecord } from '../content/records';
import type { ApiAuthorRef, ApiEntity, ApiSection, ApiStory, AuthorRecord, EntityRecord, StoryParts, StoryRecord } from '../content/stories/shapes';

export const STORY_FIELDS = [
  'id',
  'headline',
  'subheadline',
  'slug',
  'url',
  'story-template',
  'access',
  'metadata',
  'hero-image-s3-key',
  'hero-image-metadata',
  'hero-image-caption',
  'hero-image-attribution',
  'first-published-at',
  'last-published-at',
  'published-at',
  'updated-at',
  'alternative',
  'authors',
  'author-name',
  'author-id',
  'sections',
  'tags',
  'linked-entities',
  'cards',
  'seo',
  'access-level-value',
  'read-time',
  'story-content-id',
  'external-id',
] as const;
export type StoryField = (typeof STORY_FIELDS)[number];

/** The fields a story card shows (lib/content/cards-from-api.ts): what search pages and for-you ask for. */
export const CARD_STORY_FIELDS = [
  'headline',
  'slug',
  'url',
  'story-template',
  'access',
  'metadata',
  'hero-image-s3-key',
  'hero-image-metadata',
  'sections',
  'author-name',
  'published-at',
] as const satisfies readonly StoryField[];

export interface ApiAuthor extends ApiAuthorRef {
  readonly bio: string;
  readonly role: string;
  readonly metadata: Record<string, unknown>;
}

export type { ApiAuthorRef, ApiStory } from '../content/stories/shapes';

/** Every field the `fields` parameter may name is a field of the story (and no other). */
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _fieldsAreTheStory: Exactly<StoryField, keyof ApiStory> = true;

const millis = (date: Date | null): number | null => (date ? date.getTime() : null);

export function serialiseAuthorRef(author: AuthorRecord): ApiAuthorRef {
  return { id: author.id, name: author.name, slug: author.slug, 'avatar-url': author.avatarUrl, 'avatar-s3-key': author.avatarS3Key };
}

export function serialiseAuthor(author: AuthorRecord): ApiAuthor {
  return { ...serialiseAuthorRef(author), bio: author.bio, role: author.role, metadata: author.metadata };
}

export function serialiseEntity(entity: EntityRecord): ApiEntity {
  return { id: entity.id, name: entity.name, slug: entity.slug, type: entity.type };
}

/** A story's address on its edition's host; its path when no host serves the edition. */
export function storyUrl(edition: Edition, slug: string, sectionSlug?: string | null): string {
  const path = storyPath(slug, sectionSlug ?? undefined);
  return absoluteUrl(siteHosts(), edition, path) ?? path;
}

function fullStory(story: StoryRecord, edition: Edition): ApiStory {
  return {
    id: story.id,
    headline: story.headline,
    subheadline: story.subheadline,
    slug: story.slug,
    url: storyUrl(edition, story.slug, story.primarySection?.slug),
    'story-template': story.template,
    access: story.access,
    metadata: {
      ...story.metadata,
      'is-closed': Boolean(story.metadata['is-closed']),
      excerpt: story.excerpt,
      summary: story.summary,
      section: story.primarySection,
    },
    'hero-image-s3-key': story.heroImageS3Key,
    'hero-image-metadata': story.heroImageMetadata,
    'hero-image-caption': story.heroImageCaption,
    'hero-image-attribution': story.heroImageAttribution,
    'first-published-at': millis(story.firstPublishedAt),
    'last-published-at': millis(story.lastPublishedAt ?? story.publishedAt),
    'published-at': millis(story.publishedAt),
    'updated-at': millis(story.updatedAt),
    alternative: story.alternative,
    authors: story.authors.map(serialiseAuthorRef),
    'author-name': story.authorName ?? (story.authors.map((author) => author.name).join(', ') || null),
    'author-id': story.authors[0]?.id ?? null,
    sections: story.sections.map((section): ApiSection => ({ id: section.id, name: section.name, slug: section.slug })),
    tags: story.tags.map((tag) => ({ id: tag.id, name: tag.name, slug: tag.slug })),
    'linked-entities': story.entities.map(serialiseEntity),
    // Defence in depth: the query already leaves registered-only text out.
    cards: story.access === 'login' ? [] : story.cards.map(serialiseCard),
    seo: {
      'meta-title': story.seo['meta-title'] ?? story.headline,
      'meta-description': story.seo['meta-description'] ?? story.excerpt,
      'meta-keywords': story.seo['meta-keywords'] ?? [],
    },
    // Registered-only stories are level 1 (any signed-in reader); public ones have no level.
    'access-level-value': story.access === 'login' ? 1 : null,
    // A registered-only story's text is not read here: its excerpt stands in.
    'read-time': readTime(story.access === 'login' ? [] : story.cards, story.excerpt),
    'story-content-id': String(story.id),
    'external-id': story.externalId,
  };
}

/** A story of `edition` as the API answers it: all fields, or `id` and the requested `fields`. */
export function serialiseStory(story: StoryRecord, edition: Edition, fields: readonly StoryField[] | null): Partial<ApiStory> {
  const full = fullStory(story, edition);
  if (!fields) return full;
  const picked: Record<string, unknown> = { id: full.id };
  for (const field of fields) picked[field] = full[field];
  return picked as Partial<ApiStory>;
}

/** The parts of a story that must be read to answer `fields` (all when no fields are named). */
export function storyPartsFor(fields: readonly StoryField[] | null): StoryParts {
  const wants = (...names: StoryField[]) => !fields || names.some((name) => fields.includes(name));
  return {
    cards: wants('cards', 'read-time'),
    authors: wants('authors', 'author-id', 'author-name'),
    sections: wants('sections'),
    tags: wants('tags'),
    entities: wants('linked-entities'),
  };
}

export interface ApiMenuItem {
  readonly id: number;
  readonly 'parent-id': number | null;
  readonly title: string;
  readonly 'item-type': MenuItemRecord['itemType'];
  readonly url: string | null;
  readonly completeUrl: string | null;
  readonly 'tag-slug': string | null;
  readonly 'entity-slug': string | null;
  readonly 'item-id': number | null;
  readonly 'section-slug': string | null;
  readonly 'section-name': string | null;
  readonly rank: number;
  readonly 'menu-group-slug': string;
  readonly children: ApiMenuItem[];
  readonly data: { readonly link: string | null; readonly color?: string };
}

/**
 * A menu group's items as a tree (top-level items, each with its children). `completeUrl`
 * is where the item links (a section's full path, /topic/{slug}, the link itself) or null
 * for a placeholder.
 */
export function serialiseMenuItems(items: readonly MenuItemRecord[], groupSlug: string, sectionPaths: ReadonlyMap<string, string>): ApiMenuItem[] {
  const byParent = new Map<number | null, MenuItemRecord[]>();
  for (const item of items) {
    const siblings = byParent.get(item.parentId);
    if (siblings) siblings.push(item);
    else byParent.set(item.parentId, [item]);
  }
  const build = (parentId: number | null, seen: ReadonlySet<number>): ApiMenuItem[] =>
    (byParent.get(parentId) ?? [])
      .filter((item) => !seen.has(item.id))
      .map((item) => {
        const href = item.itemType === 'section' && item.sectionSlug ? (sectionPaths.get(item.sectionSlug) ?? menuItemHref(item).href) : menuItemHref(item).href;
        return {
          id: item.id,
          'parent-id': item.parentId,
          title: item.title,
          'item-type': item.itemType,
          url: item.url,
          completeUrl: href,
          'tag-slug': item.tagSlug,
          'entity-slug': item.entitySlug,
          'item-id': item.itemId,
          'section-slug': item.sectionSlug,
          'section-name': item.sectionName,
          rank: item.rank,
          'menu-group-slug': groupSlug,
          children: build(item.id, new Set([...seen, item.id])),
          data: { ...item.data, link: item.data.link ?? (item.itemType === 'link' ? item.url : null) },
        };
      });
  return build(null, new Set());
}

export function serialiseBreakingItem(item: BreakingRecord) {
  return { id: item.id, story: { id: item.id, headline: item.headline, metadata: { 'linked-story-slug': item.linkedStorySlug } } };
}

export function serialisePoll(poll: PollRecord) {
  return {
    id: poll.id,
    question: poll.question,
    'is-closed': poll.isClosed,
    options: poll.options.map((option) => ({ id: option.id, text: option.text, votes: option.votes })),
    'total-votes': poll.options.reduce((sum, option) => sum + option.votes, 0),
  };
}
