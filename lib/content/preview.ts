/** Uncached reads for preview links: editors must see storage as it is now. */
import 'server-only';
import type { BrandKey, Lang } from '../brands/brands';
import { getDb } from '../db/client';
import { queryCollection } from './listing-queries';
import { queryStoryForPreview } from './stories/page';

export function getStoryForPreview(brand: BrandKey, lang: Lang, id: number) {
  return queryStoryForPreview(getDb(), { brand, lang }, id);
}

export function getHomeForPreview(brand: BrandKey, lang: Lang) {
  return queryCollection(getDb(), brand, lang, 'home', { limit: 40, offset: 0 });
}
