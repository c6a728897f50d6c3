import type { BrandKey, Lang } from '../brands/brands';
import type { HostMap } from '../brands/resolve-host';
import type { MenuItemData } from '../content/listing-queries';

/** How a footer menu item renders (docs/product.md, "Footer", footer menu links). */
export type FooterLink =
  | { readonly id: number; readonly title: string; readonly kind: 'internal'; readonly href: string }
  | { readonly id: number; readonly title: string; readonly kind: 'external'; readonly href: string }
  | { readonly id: number; readonly title: string; readonly kind: 'text' };

/** The title of the menu item whose children are the footer links (docs/product.md, "Entities", menu group). */
export const FOOTER_PARENT_TITLE = 'Footer';

/** The footer links of a footer menu: the children of its item titled Footer. */
export function footerMenuItems(menu: readonly MenuItemData[]): readonly MenuItemData[] {
  return menu.find((item) => item.title === FOOTER_PARENT_TITLE)?.children ?? [];
}

/** The hosts that serve an edition: a link to one of them is a link on the current host. */
export function editionHosts(hosts: HostMap, brand: BrandKey, lang: Lang): ReadonlySet<string> {
  return new Set([...hosts].flatMap(([host, edition]) => (edition.brand === brand && edition.lang === lang ? [host] : [])));
}

/**
 * One footer link. Sections and topics arrive as site paths (`menuItemHref`); a link is
 * internal when it is a site path or an absolute address on one of `siteHosts` (the
 * hosts serving this edition), and external otherwise. Placeholders, items without an
 * address, hash-only links and addresses of other schemes are plain text.
 */
export function toFooterLink(item: Pick<MenuItemData, 'id' | 'title' | 'href'>, siteHosts: ReadonlySet<string>): FooterLink {
  const { id, title, href } = item;
  if (!href || href.startsWith('#')) return { id, title, kind: 'text' };
  if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')) return { id, title, kind: 'internal', href };
  let url: URL;
  try {
    url = new URL(href.startsWith('//') ? `https:${href}` : href);
  } catch {
    return { id, title, kind: 'text' };
  }
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { id, title, kind: 'external', href };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { id, title, kind: 'text' };
  if (siteHosts.has(url.hostname.toLowerCase())) return { id, title, kind: 'internal', href: `${url.pathname}${url.search}${url.hash}` };
  return { id, title, kind: 'external', href };
}

export interface FooterRows {
  readonly top: readonly FooterLink[];
  readonly bottom: readonly FooterLink[];
}

/**
 * The top row takes the first `linkLimit` links and the bottom row up to
 * `bottomLinkLimit` of the rest; a bottom row of a single link is not shown (docs/product.md,
 * "Business constants").
 */
export function splitFooterLinks(links: readonly FooterLink[], limits: { linkLimit: number; bottomLinkLimit: number }): FooterRows {
  const top = links.slice(0, limits.linkLimit);
  const bottom = links.slice(limits.linkLimit, limits.linkLimit + limits.bottomLinkLimit);
  return { top, bottom: bottom.length > 1 ? bottom : [] };
}
