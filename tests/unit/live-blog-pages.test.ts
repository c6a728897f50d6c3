import { describe, expect, it } from 'vitest';
import { liveBlogPageCards, liveBlogPageCount, liveBlogPageLabel } from '@/lib/content/live-blog-pages';
import { liveBlogPagePath, splitLiveBlogPage } from '@/lib/routes/paths';

/** A blog newest first: `u` cards are updates, `b` cards blocks without a time. */
const blog = (shape: string) => [...shape].map((kind, index) => ({ id: `${kind}${index}`, publishedAt: kind === 'u' ? `2026-11-17T0${index % 10}:00:00Z` : undefined }));
const ids = (cards: readonly { id: string }[]) => cards.map((card) => card.id);

describe('a live blog in pages', () => {
  it('puts the newest updates on the first page and the rest, in order, on the following ones', () => {
    const cards = blog('uuuuuuu');
    expect(liveBlogPageCount(cards, 3)).toBe(3);
    expect([1, 2, 3].map((page) => ids(liveBlogPageCards(cards, page, 3)))).toEqual([['u0', 'u1', 'u2'], ['u3', 'u4', 'u5'], ['u6']]);
    expect(liveBlogPageCards(cards, 4, 3)).toEqual([]);
  });

  it('keeps a block with the updates after it, and a block at the end on the last page', () => {
    const cards = blog('buuubuub');
    expect(liveBlogPageCount(cards, 3)).toBe(2);
    expect(ids(liveBlogPageCards(cards, 1, 3))).toEqual(['b0', 'u1', 'u2', 'u3']);
    expect(ids(liveBlogPageCards(cards, 2, 3))).toEqual(['b4', 'u5', 'u6', 'b7']);
  });

  it('is one page when it has no updates yet', () => {
    expect(liveBlogPageCount(blog('b'), 3)).toBe(1);
    expect(ids(liveBlogPageCards(blog('b'), 1, 3))).toEqual(['b0']);
  });

  it('names a page in the edition\'s words and digits', () => {
    expect(liveBlogPageLabel('bn', { page: 2, pages: 14 })).toBe('পাতা ২ / ১৪');
    expect(liveBlogPageLabel('en', { page: 2, pages: 14 })).toBe('Page 2 of 14');
  });

  it("addresses the first page by the story's own path and the others under it", () => {
    expect(liveBlogPagePath('/politics/%E0%A6%95-1a', 1)).toBe('/politics/%E0%A6%95-1a');
    expect(liveBlogPagePath('/politics/%E0%A6%95-1a', 2)).toBe('/politics/%E0%A6%95-1a/updates/2');
  });

  it('reads a page number only from updates/2 to updates/9999 at the end of a path', () => {
    expect(splitLiveBlogPage(['politics', 'story', 'updates', '12'])).toEqual({ segments: ['politics', 'story'], page: 12 });
    expect(splitLiveBlogPage(['story', 'updates', '2'])).toEqual({ segments: ['story'], page: 2 });
    for (const segments of [['updates', '2'], ['a', 'b', 'updates', '1'], ['a', 'updates', '02'], ['a', 'updates', '10000'], ['a', 'updates', '2x'], ['a', 'pages', '2']]) {
      expect(splitLiveBlogPage(segments), segments.join('/')).toEqual({ segments, page: 1 });
    }
  });
});
