/**
 * Parameters of the public content API (docs/product.md, "Calls"), parsed by pure functions.
 * A bad value throws InvalidParameterError, answered with 400 naming the parameter.
 * A limit above its maximum is capped, not rejected; unknown parameters are ignored.
 */
import { BRANDS, isBrandKey, type BrandKey } from '../brands/brands';
import { STORY_TEMPLATES } from '../content/story-types';
import { decodeSlug } from '../content/slug';
import type { EntityType } from '../content/records';
import type { PageWindow } from '../content/stories/shapes';
import type { StorySearch } from '../content/stories/search';
import { SEARCH_SORTS } from '../search/query-state';
import { STORY_FIELDS, type StoryField } from './serialise';

export class InvalidParameterError extends Error {
  readonly parameter: string;

  constructor(parameter: string, message: string) {
    super(message);
    this.name = 'InvalidParameterError';
    this.parameter = parameter;
  }
}

/** What a handler reads of the query string (URLSearchParams fits). */
export interface Query {
  get(name: string): string | null;
}

/** Decoded-once path segments of the route, by name. */
export type PathParams = Readonly<Record<string, string | undefined>>;

/** Deeper pages are refused: past this, a client should narrow its query (as search engines do). */
export const MAX_OFFSET = 10_000;
export const MAX_QUERY_LENGTH = 200;
const MAX_TEXT_LENGTH = 1_000;
/** Ids are PostgreSQL `serial` (int4). */
const MAX_ID = 2_147_483_647;
const DIGITS = /^[0-9]+$/;
const CONTROL = /[\u0000-\u001f\u007f]/;

function fail(parameter: string, message: string): never {
  throw new InvalidParameterError(parameter, message);
}

/** A non-negative integer capped at `max`; absent or empty gives `fallback`. */
export function parseLimit(value: string | null, fallback: number, max: number, name = 'limit'): number {
  if (value === null || value === '') return fallback;
  if (!DIGITS.test(value)) fail(name, `${name} must be a whole number of 0 or more.`);
  return Math.min(Number(value), max);
}

export function parseOffset(value: string | null, name = 'offset'): number {
  if (value === null || value === '') return 0;
  if (!DIGITS.test(value)) fail(name, `${name} must be a whole number of 0 or more.`);
  const offset = Number(value);
  if (offset > MAX_OFFSET) fail(name, `${name} must be at most ${MAX_OFFSET}.`);
  return offset;
}

export function parseWindow(query: Query, fallback: number, max = 100): PageWindow {
  return { limit: parseLimit(query.get('limit'), fallback, max), offset: parseOffset(query.get('offset')) };
}

/** A positive database id. */
export function parseId(value: string | null | undefined, name = 'id'): number {
  if (value === null || value === undefined || value === '') fail(name, `${name} is required.`);
  if (!DIGITS.test(value) || Number(value) < 1 || Number(value) > MAX_ID) fail(name, `${name} must be a positive whole number.`);
  return Number(value);
}

function parseText(value: string | null, name: string, maxLength: number): string | null {
  if (value === null) return null;
  const text = value.normalize('NFC').trim();
  if (!text) return null;
  if (CONTROL.test(text)) fail(name, `${name} must not contain control characters.`);
  if ([...text].length > maxLength) fail(name, `${name} must be at most ${maxLength} characters long.`);
  return text;
}

/** A slug from the query string (already percent-decoded). Required. */
export function parseSlugParam(value: string | null, name = 'slug'): string {
  return parseText(value, name, MAX_TEXT_LENGTH) ?? fail(name, `${name} is required.`);
}

/** A slug from a path segment: percent-decoded once, NFC. */
export function parseSlugSegment(segment: string | undefined, name = 'slug'): string {
  const decoded = segment === undefined ? null : decodeSlug(segment);
  if (decoded === null) fail(name, `${name} is not a valid path segment.`);
  return parseSlugParam(decoded, name);
}

/** The story fields to answer, or null for all of them. `id` is always answered. */
export function parseFields(value: string | null, name = 'fields'): StoryField[] | null {
  if (value === null || !value.trim()) return null;
  if (value.length > MAX_TEXT_LENGTH) fail(name, `${name} must be at most ${MAX_TEXT_LENGTH} characters long.`);
  const names = [...new Set(value.split(',').map((name) => name.trim()).filter(Boolean))];
  const unknown = names.filter((name) => !(STORY_FIELDS as readonly string[]).includes(name));
  if (unknown.length) {
    fail(name, `${name} names unknown story field${unknown.length > 1 ? 's' : ''} ${unknown.map((name) => `"${name.slice(0, 40)}"`).join(', ')}; known fields are ${STORY_FIELDS.join(', ')}.`);
  }
  return names as StoryField[];
}

/**
 * The fields of the stories in a listing: `story-fields` (the publisher platform's name,
 * which its clients send for collections) or `fields`.
 */
export function parseStoryFields(query: Query): StoryField[] | null {
  const storyFields = query.get('story-fields');
  return storyFields !== null && storyFields.trim() ? parseFields(storyFields, 'story-fields') : parseFields(query.get('fields'));
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[], name: string): T | null {
  if (value === null || value === '') return null;
  if (!(allowed as readonly string[]).includes(value)) fail(name, `${name} must be one of ${allowed.join(', ')}.`);
  return value as T;
}

// Endpoint parameters ----------------------------------------------------------------

export interface CollectionParams extends PageWindow {
  readonly slug: string;
  readonly fields: StoryField[] | null;
  readonly storiesOnly: boolean;
}

export function parseCollectionParams(query: Query, path: PathParams): CollectionParams {
  return {
    slug: parseSlugSegment(path.slug),
    ...parseWindow(query, 10),
    fields: parseStoryFields(query),
    storiesOnly: oneOf(query.get('item-type'), ['story'], 'item-type') === 'story',
  };
}

export interface StoryIdParams {
  readonly id: number;
}

export function parseStoryIdParams(_query: Query, path: PathParams): StoryIdParams {
  return { id: parseId(path.id) };
}

/** One story, whole or only the fields named by `story-fields` (or `fields`). */
export interface OneStoryParams {
  readonly fields: StoryField[] | null;
}

export interface StoryByIdParams extends StoryIdParams, OneStoryParams {}

export function parseStoryByIdParams(query: Query, path: PathParams): StoryByIdParams {
  return { id: parseId(path.id), fields: parseStoryFields(query) };
}

export interface ExternalIdParams extends OneStoryParams {
  readonly externalId: string;
}

/** The newsroom system's id of a story: any text up to 200 characters, as one path segment. */
export function parseExternalIdParams(query: Query, path: PathParams): ExternalIdParams {
  const value = parseSlugSegment(path.id, 'id');
  if (value.length > 200) fail('id', 'id must be at most 200 characters.');
  return { externalId: value, fields: parseStoryFields(query) };
}

export interface EntityCollectionsParams extends PageWindow {
  readonly id: number;
  readonly fields: StoryField[] | null;
}

export function parseEntityCollectionsParams(query: Query, path: PathParams): EntityCollectionsParams {
  return { id: parseId(path.id), fields: parseStoryFields(query), ...parseWindow(query, 10) };
}

export interface StorySlugParams extends OneStoryParams {
  readonly slug: string;
}

export function parseStorySlugParams(query: Query): StorySlugParams {
  return { slug: parseSlugParam(query.get('slug')), fields: parseStoryFields(query) };
}

export type AuthorsParams = PageWindow;

export function parseAuthorsParams(query: Query): AuthorsParams {
  return parseWindow(query, 20);
}

export interface AuthorCollectionParams extends PageWindow {
  readonly id: number;
  readonly fields: StoryField[] | null;
}

export function parseAuthorCollectionParams(query: Query, path: PathParams): AuthorCollectionParams {
  return { id: parseId(path.id), ...parseWindow(query, 10), fields: parseStoryFields(query) };
}


/** Story types of the search filter: the templates, `gallery` (photo stories) and `all`. */
export const SEARCH_TYPES = [...STORY_TEMPLATES, 'gallery', 'all'] as const;

export interface SearchParams extends StorySearch, PageWindow {
  readonly fields: StoryField[] | null;
  /** `brand`: search these brands (or all with the host's language) instead of the host's edition; null for the edition. */
  readonly brands: BrandKey[] | 'all' | null;
}

/** `brand=all` or a comma list of brand keys: a search across brands. */
export function parseBrands(value: string | null): BrandKey[] | 'all' | null {
  if (value === null || !value.trim()) return null;
  if (value.trim() === 'all') return 'all';
  const keys = [...new Set(value.split(',').map((key) => key.trim()).filter(Boolean))];
  const unknown = keys.filter((key) => !isBrandKey(key));
  if (unknown.length || keys.length > BRANDS.length) {
    fail('brand', `brand must be all or a comma list of ${BRANDS.map((brand) => brand.key).join(', ')}.`);
  }
  return keys as BrandKey[];
}

export function parseSearchParams(query: Query): SearchParams {
  const q = parseText(query.get('q'), 'q', MAX_QUERY_LENGTH);
  const sort = oneOf(query.get('sort'), SEARCH_SORTS, 'sort') ?? 'relevance';
  const type = oneOf(query.get('type'), SEARCH_TYPES, 'type');
  const section = query.get('section-id');
  const entity = query.get('entity-id');
  return {
    q,
    // Without a query there is nothing to rank by: newest first.
    sort: !q && sort === 'relevance' ? 'latest-published' : sort,
    sectionId: section === null || section === '' ? null : parseId(section, 'section-id'),
    template: type === 'gallery' ? 'photo' : type === 'all' ? null : type,
    tagName: parseText(query.get('tag-name'), 'tag-name', MAX_QUERY_LENGTH),
    entityId: entity === null || entity === '' ? null : parseId(entity, 'entity-id'),
    fields: parseStoryFields(query),
    brands: parseBrands(query.get('brand')),
    ...parseWindow(query, 10),
  };
}

export interface EntityParams {
  readonly id: number;
}

export function parseEntityParams(_query: Query, path: PathParams): EntityParams {
  return { id: parseId(path.id) };
}

export const ENTITY_TYPES = ['person', 'organisation', 'place', 'event'] as const satisfies readonly EntityType[];

export interface EntitiesParams extends PageWindow {
  readonly type: EntityType | null;
}

export function parseEntitiesParams(query: Query): EntitiesParams {
  return { type: oneOf(query.get('type'), ENTITY_TYPES, 'type'), ...parseWindow(query, 20) };
}

export interface PollParams {
  readonly id: number;
}

export function parsePollParams(_query: Query, path: PathParams): PollParams {
  return { id: parseId(path.id) };
}

/** `recent`: newest first, optionally of a section or template; `top`: most read in the last 24 hours. */
export const STORY_GROUPS = ['recent', 'top'] as const;

export interface StoriesParams extends PageWindow {
  readonly group: (typeof STORY_GROUPS)[number];
  readonly sectionId: number | null;
  readonly template: (typeof STORY_TEMPLATES)[number] | null;
  readonly fields: StoryField[] | null;
}

export function parseStoriesParams(query: Query): StoriesParams {
  const group = oneOf(query.get('story-group'), STORY_GROUPS, 'story-group') ?? 'recent';
  const section = query.get('section-id');
  const sectionId = section === null || section === '' ? null : parseId(section, 'section-id');
  const template = oneOf(query.get('template'), STORY_TEMPLATES, 'template');
  if (group === 'top' && (sectionId !== null || template !== null)) fail('story-group', 'story-group=top ranks the whole edition; section-id and template filter story-group=recent.');
  return { group, sectionId, template, fields: parseStoryFields(query), ...parseWindow(query, 20) };
}

export interface RelatedStoriesParams {
  readonly id: number;
  readonly fields: StoryField[] | null;
}

export function parseRelatedStoriesParams(query: Query, path: PathParams): RelatedStoriesParams {
  return { id: parseId(path.id), fields: parseStoryFields(query) };
}

export interface AuthorParams {
  readonly id: number;
}

export function parseAuthorParams(_query: Query, path: PathParams): AuthorParams {
  return { id: parseId(path.id) };
}

export interface TagParams {
  readonly slug: string;
}

export function parseTagParams(_query: Query, path: PathParams): TagParams {
  return { slug: parseSlugSegment(path.slug) };
}

export interface CustomUrlParams {
  /** The site path asked about, `/`-prefixed and decoded, e.g. `/old-archive/12`. */
  readonly path: string;
}

/**
 * The path after /api/v1/custom-urls/: as segments (`old-archive/12`) or, as the platform's
 * clients send it, one encoded segment (`%2Fold-archive%2F12`); either way a `/`-led path.
 */
export function parseCustomUrlParams(_query: Query, path: PathParams): CustomUrlParams {
  const joined = (path.path ?? '').split('/').map((segment) => parseSlugSegment(segment, 'path')).join('/');
  return { path: `/${joined.replace(/^\/+/, '')}` };
}

export type NoParams = Record<string, never>;

export function parseNoParams(): NoParams {
  return {};
}
