import { describe, expect, it } from 'vitest';
import { searchFilterParams, searchHref, searchQuery, searchStateFrom, searchStateHref, untidySearchRedirect } from '@/lib/search/query-state';

describe('the search address', () => {
  it('trims the term and URI-encodes it as q', () => {
    expect(searchHref('  a b&c ', { pathname: '/', search: '' })).toBe('/search?q=a%20b%26c');
  });

  it('removes q when the term is empty and keeps the filters of the search page', () => {
    expect(searchHref('  ', { pathname: '/search', search: '?q=x&type=video&page=2' })).toBe('/search?type=video');
    expect(searchHref('', { pathname: '/', search: '?type=video' })).toBe('/search');
  });

  it('reads the page state, falling back to the defaults for unknown values', () => {
    expect(searchStateFrom({ q: ['  ঢাকা ', 'x'], type: 'live-blog', sort: 'published-at:asc' })).toEqual({ q: 'ঢাকা', type: 'live-blog', sort: 'published-at:asc', section: null, tag: null });
    expect(searchStateFrom({ type: 'poem', sort: 'random', 'section-id': '-3', 'tag-name': '  ' })).toEqual({ q: '', type: 'all', sort: 'relevance', section: null, tag: null });
  });

  it('keeps queries within the API limits: no control characters, at most 200 characters', () => {
    expect(searchStateFrom({ q: 'a\u0000b' }).q).toBe('a b');
    expect([...searchStateFrom({ q: 'ক'.repeat(300) }).q]).toHaveLength(200);
  });

  it('links filters and sorts that keep the query and leave the defaults out', () => {
    const state = searchStateFrom({ q: 'বন্যা', sort: 'latest-published' });
    expect(searchStateHref(state, { type: 'video' })).toBe(`/search?q=${encodeURIComponent('বন্যা')}&type=video&sort=latest-published`);
    expect(searchStateHref(state, { sort: 'relevance' })).toBe(`/search?q=${encodeURIComponent('বন্যা')}`);
    expect(searchQuery({ q: '', type: 'all', sort: 'relevance', section: null, tag: null })).toBe('');
  });

  it('keeps the section and tag filters in the links of the page', () => {
    const state = searchStateFrom({ q: 'ঢাকা', 'section-id': '12', 'tag-name': 'রাজনীতি' });
    expect(state).toMatchObject({ section: 12, tag: 'রাজনীতি' });
    expect(searchStateHref(state, { sort: 'latest-published' })).toBe(
      `/search?q=${encodeURIComponent('ঢাকা')}&sort=latest-published&section-id=12&tag-name=${encodeURIComponent('রাজনীতি')}`,
    );
    expect(searchStateHref(state, { section: null, tag: null })).toBe(`/search?q=${encodeURIComponent('ঢাকা')}`);
  });

  it('sends a native GET of the box, term as typed, where the box’s script would have gone, and leaves a tidy address alone', () => {
    const filters = { type: 'video', 'section-id': '12' };
    expect(untidySearchRedirect({ q: '   ঢাকা   ', ...filters })).toBe(`/search?q=${encodeURIComponent('ঢাকা')}&type=video&section-id=12`);
    expect(untidySearchRedirect({ q: '   ', ...filters })).toBe('/search?type=video&section-id=12');
    expect(untidySearchRedirect({ q: '' })).toBe('/search');
    expect(untidySearchRedirect({ q: ['a ', 'b'] })).toBe('/search?q=a');
    expect(untidySearchRedirect({ q: 'ঢাকা', type: 'poem', page: '3' })).toBeNull();
    expect(untidySearchRedirect({ type: 'video' })).toBeNull();
    // Whatever q holds, the answer is this host's search page: never another origin.
    for (const q of [' //evil.example/ ', ' https://evil.example ', ' /\\evil.example ', ' \r\nLocation: https://evil.example ']) {
      const target = untidySearchRedirect({ q, 'tag-name': '//evil.example' }) as string;
      expect(target.startsWith('/search?q=')).toBe(true);
      expect(new URL(target, 'http://localhost').origin).toBe('http://localhost');
      expect(target).not.toMatch(/[\r\n]/);
    }
    // The address it answers is tidy itself: no second redirect.
    for (const q of ['  x  ', 'a\u0000b', 'ক'.repeat(300) + ' ', 'e\u0301']) {
      const target = new URL(untidySearchRedirect({ q }) as string, 'http://localhost');
      expect(untidySearchRedirect(Object.fromEntries(target.searchParams))).toBeNull();
    }
  });

  it('gives the search page’s box the filters to send along with q, defaults left out', () => {
    expect(searchFilterParams(searchStateFrom({ q: 'x', type: 'all', sort: 'latest-published', 'tag-name': 'নদী' }))).toEqual([
      ['sort', 'latest-published'],
      ['tag-name', 'নদী'],
    ]);
  });
});
