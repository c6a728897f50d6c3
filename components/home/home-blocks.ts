import type { BlockLayout } from '@/lib/content/blocks';
import type { CollectionData, CollectionItem } from '@/lib/content';
import type { HomeEmphasis } from './collection-block';

/**
 * The order of a home's blocks for its emphasis: a picture-led home promotes its photo strip
 * to just under the lead; every other home keeps the editors' order. Reordered in the
 * document, not by CSS, so readers of every kind meet the blocks in the same order.
 */
export function arrangeBlocks<T extends { layout: BlockLayout }>(blocks: readonly T[], emphasis: HomeEmphasis): T[] {
  if (emphasis !== 'pictures') return [...blocks];
  const photos = blocks.filter((block) => block.layout === 'photo-row');
  const others = blocks.filter((block) => block.layout !== 'photo-row');
  return [...others.slice(0, 1), ...photos, ...others.slice(1)];
}

/** Blocks filled automatically (the newest stories, a section's newest) give way to curated ones. */
const GIVES_WAY: ReadonlySet<BlockLayout> = new Set<BlockLayout>(['most-recent', 'section-block']);

/**
 * Each story once per home page: a story an editor placed in a curated block (the lead, the
 * slider, the photo and video rows…) is left out of the automatic lists (the latest, a
 * section's newest), and among blocks of one kind the first on the page keeps it. A block
 * left with no story is dropped. The blocks read more stories than they show
 * (app/[brand]/[lang]/(reading)/page.tsx), so an automatic list still fills.
 */
export function withoutRepeats<T extends { collection: CollectionData; layout: BlockLayout }>(blocks: readonly T[]): T[] {
  const shown = new Set<number>();
  const kept = new Map<T, CollectionItem[]>();
  const keep = (block: T) => {
    const items = block.collection.items.filter((item) => item.type !== 'story' || !shown.has(item.story.id));
    for (const item of items) if (item.type === 'story') shown.add(item.story.id);
    kept.set(block, items);
  };
  for (const block of blocks) if (!GIVES_WAY.has(block.layout)) keep(block);
  for (const block of blocks) if (GIVES_WAY.has(block.layout)) keep(block);
  return blocks.flatMap((block) => {
    const items = kept.get(block) ?? [];
    return items.some((item) => item.type === 'story') ? [{ ...block, collection: { ...block.collection, items } }] : [];
  });
}
