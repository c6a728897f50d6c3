import { describe, expect, it } from 'vitest';
import { headerHeight, nextScrollState } from '@/lib/header/scroll-state';

describe('header scroll states', () => {
  it('is unfixed at the top of the page', () => {
    expect(nextScrollState('unpinned', 300, 0, 116)).toBe('unfixed');
  });

  it('unpins when scrolling down past the header height, not before', () => {
    expect(nextScrollState('pinned', 50, 90, 96)).toBe('pinned');
    expect(nextScrollState('pinned', 90, 120, 96)).toBe('unpinned');
  });

  it('pins again only after scrolling up by more than 5 px', () => {
    expect(nextScrollState('unpinned', 500, 496, 116)).toBe('unpinned');
    expect(nextScrollState('unpinned', 500, 494, 116)).toBe('pinned');
  });

  it('uses 116 px on desktops and 96 px on tablets', () => {
    expect(headerHeight(1280)).toBe(116);
    expect(headerHeight(1000)).toBe(96);
  });
});
