/**
 * The hamburger menu's content for the host's edition (hamburger-menu.ts): made once, cached and
 * purged like the content API's menus. Served by app/api/header/v1/menu.
 */
import { CONTENT_CACHE, toResponse } from '@/lib/api/http';
import { notFound, ok, unavailable } from '@/lib/api/result';
import { BRANDS, getBrand, type Brand, type Lang, type SocialLinks as BrandSocialLinks } from '@/lib/brands/brands';
import { tags } from '@/lib/cache/tags';
import { getMenu } from '@/lib/content';
import { footerMenuItems } from '@/lib/footer/footer-links';
import { requestEdition } from '@/lib/http/client';
import { getT } from '@/lib/i18n/messages';
import type { HamburgerMenuData } from './hamburger-menu';
import type { SocialLink, SocialNetwork } from './social-links';

/** docs/product.md, "Header": the menu's top items; the rest go under "More sections". */
const TOP_ITEMS = 12;

const NETWORKS: readonly (readonly [keyof BrandSocialLinks, SocialNetwork])[] = [
  ['facebook-url', 'facebook'],
  ['twitter-url', 'x'],
  ['instagram-url', 'instagram'],
  ['youtube-url', 'youtube'],
  ['linkedin-url', 'linkedin'],
];

function socialLinks(brand: Brand, lang: Lang): SocialLink[] {
  const t = getT(lang, 'social');
  const social: Partial<BrandSocialLinks> = brand.social;
  return NETWORKS.flatMap(([field, network]) => {
    const href = social[field];
    return href ? [{ network, href, label: t(network) }] : [];
  });
}

/** The edition's hamburger menu: the same for every reader. */
export async function hamburgerMenu(brand: Brand, lang: Lang): Promise<HamburgerMenuData> {
  const t = getT(lang, 'header');
  const [hamburger, footer] = await Promise.all([getMenu(brand.key, lang, 'hamburger'), getMenu(brand.key, lang, 'footer')]);
  return {
    labels: { menu: t('menu'), moreSections: t('moreSections'), followUs: t('followUs'), apps: t('apps'), android: t('android'), ios: t('ios'), initiatives: t('initiatives') },
    top: hamburger.slice(0, TOP_ITEMS),
    bottom: hamburger.slice(TOP_ITEMS),
    footerLinks: footerMenuItems(footer),
    social: socialLinks(brand, lang),
    appStore: brand.appStore,
    initiatives: BRANDS.filter((other) => other.key !== brand.key).map((other) => ({ href: `/api/edition?brand=${other.key}`, name: other.name[lang] })),
  };
}

/** GET /api/header/v1/menu: the menu of the host's edition. */
export async function serveHamburgerMenu(request: Request): Promise<Response> {
  const edition = requestEdition(request.headers);
  if (!edition) return toResponse(notFound('No edition is served on this host.'), CONTENT_CACHE);
  const brand = getBrand(edition.brand);
  try {
    const menu = await hamburgerMenu(brand, edition.lang);
    return toResponse(ok({ ...menu }, [tags.brand(brand.key, edition.lang), tags.menus(brand.key, edition.lang)]), CONTENT_CACHE, request);
  } catch (error) {
    console.error('hamburger menu failed:', error instanceof Error ? error.message : error);
    return toResponse(unavailable(), CONTENT_CACHE);
  }
}
