/**
 * The home blocks below the first ones (load-home.ts, FIRST_BLOCKS): what their answer
 * holds, where it is asked for, and how the server makes it. Drawn in the browser by
 * later-blocks-view.tsx with the server's own block and ad markup.
 */
import type { DecidedSlot } from '@/lib/ads/decide';
import type { CollectionData } from '@/lib/content';
import type { BlockLayout } from '@/lib/content/blocks';
import type { BlockLabels } from './collection-block-view';

export interface LaterBlock {
  readonly collection: CollectionData;
  readonly layout: BlockLayout;
  readonly labels: BlockLabels;
  /** The in-page ad slot after the block, as the page's ad config places them, or null. */
  readonly ad: DecidedSlot | null;
}

export interface LaterBlocksAnswer {
  readonly blocks: readonly LaterBlock[];
  /** The ads' label, when a block has a slot. */
  readonly adLabel: string;
}

/** Answers the edition of the request's host (GET, cacheable like the content API). */
export const LATER_BLOCKS_PATH = '/api/home/v1/blocks';

export function laterBlocksUrl(from: number): string {
  return `${LATER_BLOCKS_PATH}?from=${from}`;
}
