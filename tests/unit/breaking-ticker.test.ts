import { describe, expect, it } from 'vitest';
import { breakingItemsFromApi, joinIds, tickerHiddenOn } from '@/lib/breaking/ticker';

describe('the breaking-news ticker rules', () => {
  it('reads the API items as headlines linking to /{linked-story-slug}', () => {
    const items = breakingItemsFromApi({
      items: [
        { story: { id: 7, headline: 'ঝড়', metadata: { 'linked-story-slug': 'ঝড়-সতর্কতা' } } },
        { story: { id: 8, headline: 'No story', metadata: {} } },
        { story: { id: 9, headline: '' } },
        {},
      ],
    });
    expect(items).toEqual([
      { id: 7, headline: 'ঝড়', path: `/${encodeURIComponent('ঝড়-সতর্কতা')}` },
      { id: 8, headline: 'No story', path: null },
    ]);
  });

  it('compares lists by their joined ids', () => {
    expect(joinIds([{ id: 3 }, { id: 1 }])).toBe('3,1');
    expect(joinIds([])).toBe('');
  });

  it('is hidden on previews and the sign-in pages, not elsewhere', () => {
    for (const path of ['/preview/home', '/preview/story/3', '/sign-in', '/sign-up', '/forgot-password']) expect(tickerHiddenOn(path), path).toBe(true);
    for (const path of ['/', '/bangladesh', '/previews-of-the-week', '/search']) expect(tickerHiddenOn(path), path).toBe(false);
  });
});
