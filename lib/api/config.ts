/**
 * /api/v1/config: the publisher config (docs/product.md, "Entities") of the host's brand and
 * edition, what an app or a front end built for the publisher platform reads first. Only
 * what a browser may see: the public part of the brand config, sections with their absolute
 * URLs, the menu, the image CDN, the ad slots (already in every page's HTML), the one-tap
 * client id and the push settings a browser subscribes with.
 */
import { BRANDS, getBrand } from '../brands/brands';
import { publicConfig } from '../brands/public-config';
import type { Edition } from '../brands/resolve-host';
import { tags } from '../cache/tags';
import { googleSignInClientId } from '../config/env';
import { siteHosts } from '../config/hosts';
import { IMAGE_CDN_URL } from '../config/public';
import { pushConfig } from '../config/push';
import { adsConfigFor } from '../config/third-parties';
import { queryMenuGroups, querySectionsOfEdition } from '../content/records';
import type { Database } from '../db/client';
import { absoluteUrl, editionOrigin } from '../routes/absolute';
import { sectionPathsBySlug } from '../routes/paths';
import { ok, type ApiResult } from './result';
import { serialiseMenuItems } from './serialise';

export async function configHandler(db: Database, edition: Edition): Promise<ApiResult> {
  const brand = getBrand(edition.brand);
  const hosts = siteHosts();
  const [sections, menus] = await Promise.all([querySectionsOfEdition(db, edition), queryMenuGroups(db, edition)]);
  const paths = sectionPathsBySlug(sections);
  const push = pushConfig();
  const oneTapClientId = googleSignInClientId();
  const mainMenu = menus.groups.find((group) => group.slug === 'main') ?? menus.groups[0];
  return ok(
    {
      ...publicConfig(brand, edition.lang),
      'publisher-name': brand.name[edition.lang],
      'publisher-tagline': brand.tagline[edition.lang],
      language: { 'iso-code': edition.lang, direction: 'ltr' },
      'sketches-host': editionOrigin(hosts, edition),
      // Every edition of every brand, so an app can link across them.
      domains: BRANDS.flatMap((other) =>
        other.languages.map((lang) => ({ brand: other.key, lang, name: other.name[lang], 'host-url': editionOrigin(hosts, { brand: other.key, lang }) })),
      ),
      sections: sections.map((section) => ({
        id: section.id,
        'parent-id': section.parentId,
        slug: section.slug,
        name: section.name,
        'display-name': section.displayName,
        color: section.color,
        'section-url': absoluteUrl(hosts, edition, paths.get(section.slug) ?? `/${encodeURIComponent(section.slug)}`),
      })),
      layout: {
        menu: mainMenu ? serialiseMenuItems(menus.items.filter((item) => item.menuGroupId === mainMenu.id), mainMenu.slug, menus.sectionPaths) : [],
      },
      'cdn-image': IMAGE_CDN_URL ? new URL(IMAGE_CDN_URL).host : null,
      'cdn-name': IMAGE_CDN_URL || null,
      'ads-config': adsConfigFor(edition.brand, edition.lang),
      'public-integrations': {
        'google-one-tap': oneTapClientId ? { 'client-id': oneTapClientId } : null,
        push: push ? { 'messaging-sender-id': push.messagingSenderId, 'project-id': push.projectId, 'api-key': push.apiKey, 'vapid-key': push.vapidKey } : null,
      },
    },
    [tags.brand(edition.brand, edition.lang), tags.sections(edition.brand, edition.lang), tags.menus(edition.brand, edition.lang)],
  );
}
