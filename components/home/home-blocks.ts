import type { BlockLayout } from '@/lib/content/blocks';
import type { CollectionData } from '@/lib/content';
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

/**
 * Each story once per home page: a story already shown by an earlier block is left out of
 * the later ones (an editor's lead is also among the latest, a feature also in its
 * section's strip), and a block left with no story is dropped. Blocks are taken in the
 * order the page shows them, so the first placement wins.
 */
export function withoutRepeats<T extends { collection: CollectionData }>(blocks: readonly T[]): T[] {
  const shown = new Set<number>();
  return blocks.flatMap((block) => {
    const items = block.collection.items.filter((item) => item.type !== 'story' || !shown.has(item.story.id));
    for (const item of items) if (item.type === 'story') shown.add(item.story.id);
    return items.some((item) => item.type === 'story') ? [{ ...block, collection: { ...block.collection, items } }] : [];
  });
}
