import { BRANDS, type Brand, type FooterSpec } from '../brands/brands';

export type FooterVariant = FooterSpec['variant'];

export interface FooterDecision {
  readonly variant: FooterVariant;
  /** The brand whose name, menu, social links and editor lines the footer shows. */
  readonly brand: Brand;
  readonly linkLimit: number;
  readonly bottomLinkLimit: number;
}

/** Brands with a footer of their own, by domain slug (which is also their path segment). */
const OWN_FOOTER = new Map<string, Brand>(BRANDS.flatMap((brand) => (brand.domainSlug && brand.footer.variant !== 'main' ? [[brand.domainSlug, brand]] : [])));

function decision(brand: Brand): FooterDecision {
  return { variant: brand.footer.variant, brand, linkLimit: brand.footer.linkLimit, bottomLinkLimit: brand.footer.bottomLinkLimit };
}

/**
 * Which footer a page shows (docs/product.md, "Footer"): a sister brand's own footer when the
 * site's domain slug names one, else when the first segment of the path does (the youth
 * magazine, friends' forum, opinion and science magazines, trust), otherwise the main
 * footer with the site's own menu and lines. The domain wins: a trust page whose path
 * starts with another brand's slug is still a trust page.
 */
export function decideFooter(site: Brand, firstPathSegment: string | null): FooterDecision {
  const bySlug = site.domainSlug ? OWN_FOOTER.get(site.domainSlug) : undefined;
  if (bySlug) return decision(bySlug);
  const bySegment = firstPathSegment ? OWN_FOOTER.get(firstPathSegment.toLowerCase()) : undefined;
  return decision(bySegment ?? site);
}
