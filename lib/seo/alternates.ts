/**
 * hreflang between a brand's Bengali and English editions (docs/seo.md, "hreflang"): the
 * same set on both sides, each page naming itself, its twin and `x-default` (the brand's
 * default language), so the pair is reciprocal in the head and in the sitemaps alike.
 */
import 'server-only';
import type { Alternate } from './xml';
import { LANGUAGE_TAG, type EditionSite } from './site';

/** The alternates of `path` in `site` whose twin is `otherPath` in `other`; empty without a twin. */
export function hreflangSet(site: EditionSite, path: string, other: EditionSite | null, otherPath: string | null): Alternate[] {
  if (!other || otherPath === null) return [];
  const urls = new Map([
    [site.lang, site.url(path)],
    [other.lang, other.url(otherPath)],
  ]);
  const byLang = [...urls].map(([lang, href]) => ({ hreflang: LANGUAGE_TAG[lang], href }));
  return [...byLang, { hreflang: 'x-default', href: urls.get(site.brand.defaultLang) ?? site.url(path) }];
}

/** The same set as Next's `alternates.languages`. */
export function hreflangLanguages(set: readonly Alternate[]): Record<string, string> | undefined {
  return set.length ? Object.fromEntries(set.map((alternate) => [alternate.hreflang, alternate.href])) : undefined;
}
