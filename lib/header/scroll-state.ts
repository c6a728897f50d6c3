/**
 * The header's scroll states of docs/product.md, "States": unfixed at the top, unpinned when
 * the reader scrolls down past the header's height, pinned again after scrolling up by
 * more than the tolerance (up 5 px, down 0).
 */
export type HeaderScrollState = 'unfixed' | 'pinned' | 'unpinned';

export const SCROLL_TOLERANCE = { up: 5, down: 0 } as const;

/** Header heights by layout (docs/product.md, "Business constants"): 96 on tablets, 116 on desktops, 96 otherwise. */
export function headerHeight(viewportWidth: number): number {
  return viewportWidth > 1263 ? 116 : 96;
}

export function nextScrollState(current: HeaderScrollState, previousY: number, y: number, height: number): HeaderScrollState {
  if (y <= 0) return 'unfixed';
  const delta = y - previousY;
  if (delta > SCROLL_TOLERANCE.down && y > height) return 'unpinned';
  if (delta < -SCROLL_TOLERANCE.up) return 'pinned';
  return current === 'unfixed' ? 'pinned' : current;
}
