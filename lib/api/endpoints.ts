/**
 * The endpoints of the public content API (docs/product.md, "Calls"): each one's parameter
 * parser, handler and cache policy, by name. `answer` is the whole request path short
 * of HTTP: parse (400 on bad input), fetch (503 when storage fails).
 */
import type { Edition } from '../brands/resolve-host';
import type { Database } from '../db/client';
import { authorCollectionHandler, authorHandler, authorsHandler } from './authors';
import { collectionHandler } from './collections';
import { configHandler } from './config';
import { customUrlHandler } from './custom-urls';
import { entitiesHandler, entityCollectionsHandler, entityHandler } from './entities';
import { countriesListHandler, districtTopicsHandler } from './front-end';
import { BREAKING_NEWS_CACHE, CONTENT_CACHE, type CachePolicy } from './http';
import { breakingNewsHandler, menuGroupsHandler } from './navigation';
import {
  InvalidParameterError,
  parseAuthorCollectionParams,
  parseAuthorParams,
  parseAuthorsParams,
  parseCollectionParams,
  parseCustomUrlParams,
  parseEntitiesParams,
  parseEntityCollectionsParams,
  parseEntityParams,
  parseExternalIdParams,
  parseNoParams,
  parsePollParams,
  parseRelatedStoriesParams,
  parseSearchParams,
  parseStoriesParams,
  parseStoryByIdParams,
  parseStoryIdParams,
  parseStorySlugParams,
  parseTagParams,
  type PathParams,
  type Query,
} from './params';
import { pollHandler } from './polls';
import { invalidParameter, unavailable, type ApiResult } from './result';
import { advancedSearchHandler } from './search';
import { relatedStoriesHandler, storiesHandler, storyAttributesHandler, storyByExternalIdHandler, storyByIdHandler, storyBySlugHandler } from './stories';
import { tagHandler } from './tags';

interface Endpoint<P> {
  readonly parse: (query: Query, path: PathParams) => P;
  readonly handle: (db: Database, edition: Edition, params: P) => Promise<ApiResult>;
  readonly cache: CachePolicy;
}

const endpoint = <P>(parse: Endpoint<P>['parse'], handle: Endpoint<P>['handle'], cache = CONTENT_CACHE): Endpoint<P> => ({ parse, handle, cache });

export const ENDPOINTS = {
  collection: endpoint(parseCollectionParams, collectionHandler),
  stories: endpoint(parseStoriesParams, storiesHandler),
  story: endpoint(parseStoryByIdParams, storyByIdHandler),
  'story-by-slug': endpoint(parseStorySlugParams, storyBySlugHandler),
  'story-by-external-id': endpoint(parseExternalIdParams, storyByExternalIdHandler),
  'related-stories': endpoint(parseRelatedStoriesParams, relatedStoriesHandler),
  'story-attributes': endpoint(parseStoryIdParams, storyAttributesHandler),
  authors: endpoint(parseAuthorsParams, authorsHandler),
  author: endpoint(parseAuthorParams, authorHandler),
  'author-collection': endpoint(parseAuthorCollectionParams, authorCollectionHandler),
  'advanced-search': endpoint(parseSearchParams, advancedSearchHandler),
  entity: endpoint(parseEntityParams, entityHandler),
  entities: endpoint(parseEntitiesParams, entitiesHandler),
  'entity-collections': endpoint(parseEntityCollectionsParams, entityCollectionsHandler),
  tag: endpoint(parseTagParams, tagHandler),
  config: endpoint(parseNoParams, configHandler),
  'custom-url': endpoint(parseCustomUrlParams, customUrlHandler),
  'menu-groups': endpoint(parseNoParams, menuGroupsHandler),
  'breaking-news': endpoint(parseNoParams, breakingNewsHandler, BREAKING_NEWS_CACHE),
  poll: endpoint(parsePollParams, pollHandler),
  'district-topics': endpoint(parseNoParams, districtTopicsHandler),
  'countries-list': endpoint(parseNoParams, countriesListHandler),
} as const;

export type EndpointName = keyof typeof ENDPOINTS;

function lookup(name: EndpointName): Endpoint<unknown> {
  return ENDPOINTS[name] as Endpoint<unknown>;
}

export function cachePolicy(name: EndpointName): CachePolicy {
  return lookup(name).cache;
}

/** Runs an endpoint's handler on parameters its own parser produced. */
export function callHandler(db: Database, name: EndpointName, edition: Edition, params: unknown): Promise<ApiResult> {
  return lookup(name).handle(db, edition, params);
}

/**
 * Parses the request's parameters and fetches the answer with them: 400 for bad
 * parameters, 503 when fetching fails (the database is down or too slow).
 */
export async function answer(name: EndpointName, query: Query, path: PathParams, fetch: (params: unknown) => Promise<ApiResult>): Promise<ApiResult> {
  let params: unknown;
  try {
    params = lookup(name).parse(query, path);
  } catch (error) {
    if (error instanceof InvalidParameterError) return invalidParameter(error);
    throw error;
  }
  try {
    return await fetch(params);
  } catch (error) {
    console.error(`content API ${name} failed:`, error instanceof Error ? error.message : error);
    return unavailable();
  }
}

/** One request against a database, uncached: what the routes serve, minus HTTP and the cache. */
export function runEndpoint(db: Database, name: EndpointName, edition: Edition, query: Query, path: PathParams = {}): Promise<ApiResult> {
  return answer(name, query, path, (params) => callHandler(db, name, edition, params));
}
