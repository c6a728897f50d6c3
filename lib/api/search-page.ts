/**
 * The search page's results. They come from the advanced-search API's own handler and
 * server cache, so the first page rendered on the server and the pages "load more"
 * fetches from /api/v1/advanced-search are one list in one order. They live beside that
 * handler because lib/content never imports lib/api (the API reads content, not back).
 */
import 'server-only';
import { getApiAnswer } from './cached';
import { parseSearchParams } from './params';
import { CARD_STORY_FIELDS } from './serialise';
import type { Edition } from '../brands/resolve-host';
import { searchQuery, type SearchState } from '../search/query-state';
import { cardsFromApi } from '../content/cards-from-api';
import type { Page } from '../content/listing-queries';
import type { StoryCardData } from '../content/stories/shapes';

export const SEARCH_PAGE_SIZE = 10;

/** The story fields a result card needs, asked for by the page and by load more alike. */
const CARD_FIELDS = ['id', ...CARD_STORY_FIELDS].join(',');

function apiQuery(state: SearchState): string {
  return [searchQuery(state), `fields=${CARD_FIELDS}`].filter(Boolean).join('&');
}

/** The API address load more reads the next results from (it adds limit and offset). */
export function searchApiSource(state: SearchState): string {
  return `/api/v1/advanced-search?${apiQuery(state)}`;
}

export async function searchStories(edition: Edition, state: SearchState, limit = SEARCH_PAGE_SIZE, offset = 0): Promise<Page<StoryCardData>> {
  const params = parseSearchParams(new URLSearchParams(`${apiQuery(state)}&limit=${limit}&offset=${offset}`));
  const result = await getApiAnswer('advanced-search', edition, params);
  if (result.status !== 200) throw new Error(`search failed with status ${result.status}`);
  const { results } = result.body as { results: { total: number } };
  return { items: cardsFromApi(result.body), total: results.total };
}
