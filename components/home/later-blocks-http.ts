/**
 * The home page's later blocks for the host's edition (components/home/later-blocks.client.tsx):
 * the answer made once, cached and purged like the content API's. Served by
 * app/api/home/v1/blocks (GET /api/home/v1/blocks?from=N, N 0-based in page order).
 */
import { adLabel, inPageSlotAfter } from '@/components/ads/ad-slot';
import { CONTENT_CACHE, toResponse } from '@/lib/api/http';
import { InvalidParameterError } from '@/lib/api/params';
import { invalidParameter, notFound, ok, unavailable } from '@/lib/api/result';
import type { AdPage } from '@/lib/ads/decide';
import { getBrand } from '@/lib/brands/brands';
import { tags } from '@/lib/cache/tags';
import { requestEdition } from '@/lib/http/client';
import { blockLabels } from './collection-block';
import type { LaterBlock, LaterBlocksAnswer } from './later-blocks';
import { loadHomeBlocks, MOST_SHOWN } from './load-home';

/** A home has at most 40 blocks (load-home.ts reads 40 items). */
const FROM = /^(?:[1-9]|[1-3][0-9])$/;

/** Each block from the `from`-th on, with its words and the ad slot after it: the same for every reader. */
export async function serveLaterBlocks(request: Request): Promise<Response> {
  const edition = requestEdition(request.headers);
  if (!edition) return toResponse(notFound('No edition is served on this host.'), CONTENT_CACHE);
  const from = new URL(request.url).searchParams.get('from') ?? '';
  if (!FROM.test(from)) return toResponse(invalidParameter(new InvalidParameterError('from', 'from must be a whole number from 1 to 39.')), CONTENT_CACHE);
  const start = Number(from);
  const brand = getBrand(edition.brand);
  const lang = edition.lang;
  try {
    const blocks = await loadHomeBlocks(brand, lang);
    const page: AdPage = { brand: brand.key, lang, type: 'home', key: 'home' };
    const later = blocks.slice(start).map((block, offset): LaterBlock => {
      const index = start + offset;
      const collection = { ...block.collection, items: block.collection.items.slice(0, MOST_SHOWN) };
      return { collection, layout: block.layout, labels: blockLabels(collection, block.layout, lang), ad: inPageSlotAfter(page, index, blocks.length) };
    });
    const body: LaterBlocksAnswer = { blocks: later, adLabel: adLabel(lang) };
    return toResponse(ok({ ...body }, [tags.brand(brand.key, lang), tags.collection(brand.key, lang, 'home')]), CONTENT_CACHE, request);
  } catch (error) {
    console.error('home blocks failed:', error instanceof Error ? error.message : error);
    return toResponse(unavailable(), CONTENT_CACHE);
  }
}
