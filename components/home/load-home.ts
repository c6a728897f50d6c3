import type { Brand, Lang } from '@/lib/brands/brands';
import { getCollection, type CollectionData } from '@/lib/content';
import { decideBlockLayout, type BlockLayout } from '@/lib/content/blocks';
import { arrangeBlocks, withoutRepeats } from './home-blocks';

const HOME_COLLECTION = 'home';
/**
 * Stories read per block: more than a block shows (at most 10), so that a block whose first
 * stories were already shown higher up still fills (withoutRepeats).
 */
const BLOCK_STORIES = 24;

/**
 * The blocks the page's HTML carries: the lead block, which fills a laptop's first screen and
 * a phone's first three. The rest come once a reader's browser nears them
 * (later-blocks.client.tsx; docs/product.md, "Business constants": Lazy margins), which keeps
 * the home page's HTML, and the React payload that repeats it, to under a third (issue 22).
 */
export const FIRST_BLOCKS = 1;

/** A block shows at most this many stories (the latest list); a later block's answer carries no more. */
export const MOST_SHOWN = 10;

export interface HomeBlock {
  readonly collection: CollectionData;
  readonly layout: BlockLayout;
}

/**
 * The edition's home blocks, in page order: its `home` collection's nested collections, each
 * in its layout, arranged for the brand theme's emphasis and each story once. The page and
 * the later blocks' answer (app/api/home/v1/blocks) both read them here, from one cache entry.
 */
export async function loadHomeBlocks(brand: Brand, lang: Lang): Promise<HomeBlock[]> {
  const home = await getCollection(brand.key, lang, HOME_COLLECTION, 40, 0, false, BLOCK_STORIES);
  const nested = home?.items.flatMap((item) => (item.type === 'collection' ? [{ ...item, layout: decideBlockLayout(item.layout) }] : [])) ?? [];
  return withoutRepeats(arrangeBlocks(nested, brand.theme.homeEmphasis));
}
