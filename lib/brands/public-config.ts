import type { Brand, Lang } from './brands';

/** The whitelisted part of a brand's configuration that the browser may see (docs/product.md, "Entities", publisher config). */
export interface PublicConfig {
  readonly lang: Lang;
  readonly domainSlug: string | null;
  readonly header_collection_slug: string;
  readonly breaking_api: string;
  readonly 'image-cdn-format': string | null;
  readonly 'trust-donate': string | null;
  readonly 'theme-attributes': { readonly 'cache-burst': number };
}

export function publicConfig(brand: Brand, lang: Lang): PublicConfig {
  return {
    lang,
    domainSlug: brand.domainSlug,
    header_collection_slug: brand.headerCollectionSlug,
    breaking_api: '/api/v1/breaking-news',
    'image-cdn-format': process.env.NEXT_PUBLIC_IMAGE_CDN_FORMAT || null,
    'trust-donate': brand.donateUrl,
    'theme-attributes': { 'cache-burst': 1 },
  };
}
