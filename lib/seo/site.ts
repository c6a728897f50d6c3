/**
 * The absolute addresses of one edition, for crawlers (docs/seo.md): every URL a sitemap,
 * feed, robots.txt, JSON-LD block or Open Graph tag writes comes from here, and so from
 * the host map (lib/config/hosts.ts) through lib/routes/absolute.ts, never from the
 * request's Host or X-Forwarded-* headers.
 */
import 'server-only';
import { BRANDS, getBrand, type Brand, type BrandKey, type Lang } from '../brands/brands';
import { siteHosts } from '../config/hosts';
import { editionOrigin, onOrigin } from '../routes/absolute';

export interface EditionSite {
  readonly brand: Brand;
  readonly lang: Lang;
  /** e.g. https://alokpat.com.bd; '' only when no host serves the edition (never in a running site). */
  readonly origin: string;
  /** The absolute URL of a site path (`/…`) of this edition. */
  readonly url: (path: string) => string;
}

export function editionSite(brandKey: BrandKey, lang: Lang): EditionSite {
  const origin = editionOrigin(siteHosts(), { brand: brandKey, lang }) ?? '';
  return { brand: getBrand(brandKey), lang, origin, url: (path: string) => onOrigin(origin, path) };
}

/** The brand's other edition (main: bn ↔ en), or null for a brand that publishes one language. */
export function otherEdition(brandKey: BrandKey, lang: Lang): EditionSite | null {
  const brand = BRANDS.find((row) => row.key === brandKey);
  const other = brand?.languages.find((candidate) => candidate !== lang);
  return other && editionOrigin(siteHosts(), { brand: brandKey, lang: other }) ? editionSite(brandKey, other) : null;
}

/** The BCP 47 tag of hreflang and feeds. */
export const LANGUAGE_TAG: Record<Lang, string> = { bn: 'bn', en: 'en' };

/** Open Graph's locale of each language. */
export const OG_LOCALE: Record<Lang, string> = { bn: 'bn_BD', en: 'en_US' };

/** The absolute URL of an uploaded picture. */
export const mediaPath = (key: string) => `/media/${key.split('/').map(encodeURIComponent).join('/')}`;
