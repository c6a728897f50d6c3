/**
 * The search page's address (docs/product.md, "Screens" and "Validation"): what a submitted
 * term becomes, which filters and sorts the page offers, and the links between them. Pure,
 * so the search box island and the server page share it.
 */

export const SEARCH_PATH = '/search';
export const MAX_QUERY_LENGTH = 200;

/** Story-type filters of docs/product.md, "Other screen elements"; `all` is the default and is left out of addresses. */
export const SEARCH_TYPES = ['all', 'text', 'photo', 'video', 'live-blog', 'interview'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Sorts of docs/product.md, "Other screen elements"; `relevance` is the default and is left out of addresses. */
export const SEARCH_SORTS = ['relevance', 'latest-published', 'published-at:asc'] as const;
export type SearchSortOption = (typeof SEARCH_SORTS)[number];

/** Parameters that belong to one list of results (load more's page) and do not outlive it. */
const RESULT_LIST_PARAMS = ['page'] as const;

/**
 * Where the search box goes: /search with the trimmed term URI-encoded as q, or no q when
 * the term is empty. On /search the other parameters (filters, sort) are kept.
 */
export function searchHref(term: string, current: { readonly pathname: string; readonly search: string }): string {
  const q = term.trim();
  const kept = new URLSearchParams(current.pathname === SEARCH_PATH ? current.search : '');
  kept.delete('q');
  for (const name of RESULT_LIST_PARAMS) kept.delete(name);
  const rest = kept.toString();
  const query = [q ? `q=${encodeURIComponent(q)}` : '', rest].filter(Boolean).join('&');
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}

export interface SearchState {
  readonly q: string;
  readonly type: SearchType;
  readonly sort: SearchSortOption;
  /** The section filter (the API's section-id), or null for every section. */
  readonly section: number | null;
  /** The tag filter (the API's tag-name), or null for every tag. */
  readonly tag: string | null;
}

type RawParams = Readonly<Record<string, string | string[] | undefined>>;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function oneOf<T extends string>(value: string, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

const CONTROL = /[\u0000-\u001f\u007f]/g;

/** The page's state from its query string; unknown values fall back to the defaults rather than fail. */
export function searchStateFrom(params: RawParams): SearchState {
  const q = [...first(params.q).replace(CONTROL, ' ').normalize('NFC').trim()].slice(0, MAX_QUERY_LENGTH).join('').trim();
  const section = first(params['section-id']);
  const tag = [...first(params['tag-name']).replace(CONTROL, ' ').normalize('NFC').trim()].slice(0, MAX_QUERY_LENGTH).join('').trim();
  return {
    q,
    type: oneOf(first(params.type), SEARCH_TYPES, 'all'),
    sort: oneOf(first(params.sort), SEARCH_SORTS, 'relevance'),
    section: /^[1-9][0-9]{0,8}$/.test(section) ? Number(section) : null,
    tag: tag || null,
  };
}

/** A state's filters and sort as query parameters, defaults left out (the search page's box sends them along with q). */
export function searchFilterParams(state: SearchState): [name: string, value: string][] {
  const params: [string, string][] = [];
  if (state.type !== 'all') params.push(['type', state.type]);
  if (state.sort !== 'relevance') params.push(['sort', state.sort]);
  if (state.section !== null) params.push(['section-id', String(state.section)]);
  if (state.tag !== null) params.push(['tag-name', state.tag]);
  return params;
}

/** The query string of a state, defaults left out, q first. */
export function searchQuery(state: SearchState): string {
  return [state.q ? `q=${encodeURIComponent(state.q)}` : '', new URLSearchParams(searchFilterParams(state)).toString()].filter(Boolean).join('&');
}

/**
 * Where a request whose q is not as the search box's script sends it should go instead: a
 * native GET from the box (before hydration, or without JavaScript) sends the term as typed,
 * spaces and all, or an empty q. The answer is the address the script would have gone to,
 * or null when the request is already tidy (so a redirect cannot loop: the state of the
 * address returned has the same q).
 */
export function untidySearchRedirect(params: RawParams): string | null {
  if (params.q === undefined) return null;
  const state = searchStateFrom(params);
  return first(params.q) === state.q && state.q !== '' ? null : searchStateHref(state, {});
}

/** The link to the same search with one filter or sort changed. */
export function searchStateHref(state: SearchState, change: Partial<SearchState>): string {
  const query = searchQuery({ ...state, ...change });
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}
