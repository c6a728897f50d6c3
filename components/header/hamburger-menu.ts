/**
 * The hamburger menu's content (docs/product.md, "Header"): what its answer holds and where it
 * is asked for. The page's HTML carries the menu button only; the first time a reader reaches
 * for it (hover, focus, press) hamburger.client.tsx fetches the dialog's chunk
 * (hamburger-panel.tsx), which asks for this answer and draws it with hamburger-menu-view.tsx.
 * Made by hamburger-menu-http.ts.
 */
import type { MenuItemData } from '@/lib/content';
import type { SocialLink } from './social-links';

export interface HamburgerMenuData {
  readonly labels: {
    readonly menu: string;
    readonly moreSections: string;
    readonly followUs: string;
    readonly apps: string;
    readonly android: string;
    readonly ios: string;
    readonly initiatives: string;
  };
  /** The first 12 items of the hamburger menu group, with their children. */
  readonly top: readonly MenuItemData[];
  /** The rest, under "More sections". */
  readonly bottom: readonly MenuItemData[];
  /** The children of the footer group's item titled Footer. */
  readonly footerLinks: readonly MenuItemData[];
  readonly social: readonly SocialLink[];
  readonly appStore: { readonly android: string; readonly ios: string };
  /** The other brands, each by the edition switch's link to it. */
  readonly initiatives: readonly { readonly href: string; readonly name: string }[];
}

/** Answers the edition of the request's host (GET, cacheable like the content API). */
export const HAMBURGER_MENU_PATH = '/api/header/v1/menu';
