/** How a home block is drawn: its layout, its "more" link and its slider threshold. Pure, so a block drawn in the browser (components/home/later-blocks-view.tsx) decides as the server does. */
import type { CollectionLayout } from '../db/schema';
import { collectionPath } from '../routes/paths';
import type { CollectionData } from './listing-queries';

export const BLOCK_LAYOUTS = ['lead', 'grid', 'list', 'slider', 'section-block', 'photo-row', 'video-row', 'opinion-row', 'most-recent'] as const;
export type BlockLayout = (typeof BLOCK_LAYOUTS)[number];

/** The layout a nested collection is drawn in: the item's own choice, then the collection's, then a grid. */
export function decideBlockLayout(layout: CollectionLayout): BlockLayout {
  const chosen = layout.layout;
  return (BLOCK_LAYOUTS as readonly string[]).includes(chosen ?? '') ? (chosen as BlockLayout) : 'grid';
}

/** Where a block's "more" link goes: a section collection to its section page, others to /collection/{slug}. */
export function moreHref(collection: Pick<CollectionData, 'slug' | 'sectionPath'>): string {
  return collection.sectionPath ?? collectionPath(collection.slug);
}

/** From this slide number on, the slider's next arrow leads to the collection's page (docs/product.md, "Other screen elements"). */
export const SLIDER_MORE_THRESHOLD = 6;

/** A collection may name its own threshold as `slider-threshold` in its layout options. */
export function decideSliderThreshold(layout: CollectionLayout): number {
  const chosen = layout['slider-threshold'];
  return typeof chosen === 'number' && Number.isInteger(chosen) && chosen > 0 ? chosen : SLIDER_MORE_THRESHOLD;
}
