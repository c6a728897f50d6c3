import type { BlockLayout } from '@/lib/content/blocks';
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
