/**
 * The head of every public page type (docs/seo.md, "Metadata"): an absolute canonical on
 * the edition's own host, hreflang to the other edition's twin, the page's RSS feed, Open
 * Graph (with picture size, locale and site name; article times, section and tags on
 * stories) and a large Twitter card. Pages call these from `generateMetadata`; the
 * layout adds what every page shares (robots with max-image-preview, manifest, icons).
 */
import 'server-only';
import type { Metadata } from 'next';
import type { BrandKey, Lang } from '../brands/brands';
import { editionFromParams, type EditionParams } from '../brands/edition';
import { getSection, getStaticPage, type SectionData, type StoryPageData } from '../content';
import { resolvePath, type ResolvedPath } from '../content/resolve-path';
import { liveBlogPageLabel } from '../content/live-blog-pages';
import { authorPath, AUTHORS_PATH, collectionPath, liveBlogPagePath, sectionPath, topicPath } from '../routes/paths';
import { getT, MESSAGES } from '../i18n/messages';
import { hreflangLanguages, hreflangSet } from './alternates';
import { feedPath, HOME_FEED_PATH, RSS_TYPE, type FeedKind } from './feeds';
import { RATIO_SIZES, storyImagePath } from './og';
import { editionSite, mediaPath, OG_LOCALE, otherEdition } from './site';

/** The generated pictures' size (app/[brand]/[lang]/(machine)/og/…): Open Graph's recommended 1.91:1. */
export const OG_WIDTH = RATIO_SIZES.og.width;
export const OG_HEIGHT = RATIO_SIZES.og.height;
export const SITE_OG_PATH = '/og/site.png';

export interface OgImage {
  /** A site path. */
  readonly path: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

export interface PageSeo {
  readonly brand: BrandKey;
  readonly lang: Lang;
  /** The page's canonical site path. */
  readonly path: string;
  /** The page's own title (the layout adds the brand); none on the home page. */
  readonly title?: string;
  readonly description?: string;
  readonly image?: OgImage;
  /** The twin page's path in the brand's other edition, when it exists. */
  readonly twinPath?: string | null;
  readonly feed?: { readonly path: string; readonly title: string };
  readonly article?: StoryPageData;
}

/** The Metadata of one public page. */
export function pageMetadata(seo: PageSeo): Metadata {
  const site = editionSite(seo.brand, seo.lang);
  const name = site.brand.name[seo.lang];
  const url = site.url(seo.path);
  const description = seo.description || site.brand.tagline[seo.lang];
  const image = seo.image ?? { path: SITE_OG_PATH, width: OG_WIDTH, height: OG_HEIGHT, alt: name };
  const images = [{ url: site.url(image.path), width: image.width, height: image.height, alt: image.alt || seo.title || name }];
  const languages = hreflangLanguages(hreflangSet(site, seo.path, otherEdition(seo.brand, seo.lang), seo.twinPath ?? null));
  const story = seo.article;
  const openGraphBase = { url, siteName: name, locale: OG_LOCALE[seo.lang], title: seo.title ?? name, description, images };
  return {
    ...(seo.title ? { title: seo.title } : {}),
    description,
    alternates: {
      canonical: url,
      ...(languages ? { languages } : {}),
      ...(seo.feed ? { types: { [RSS_TYPE]: [{ url: site.url(seo.feed.path), title: seo.feed.title }] } } : {}),
    },
    openGraph: story
      ? {
          ...openGraphBase,
          type: 'article',
          publishedTime: story.publishedAt,
          modifiedTime: story.lastPublishedAt,
          ...(story.sectionName ? { section: story.sectionName } : {}),
          tags: story.tags.map((tag) => tag.name),
          authors: story.authors.map((author) => site.url(authorPath(author.slug))),
        }
      : { ...openGraphBase, type: 'website' },
    // X reads og:title, og:description and og:image where its own tags are missing. Next writes
    // twitter:title and twitter:description from the Open Graph ones whatever is set here, but an
    // empty `images` keeps it from repeating og:image (HTML and payload, every page; issue 22).
    twitter: { card: 'summary_large_image', images: [] },
  };
}

/** The picture a story is shared with: its hero at its size, or one drawn for it. */
export function storyImage(story: StoryPageData): OgImage {
  return story.heroImageS3Key
    ? { path: mediaPath(story.heroImageS3Key), width: story.heroImageWidth, height: story.heroImageHeight, alt: story.heroImageAlt || story.headline }
    : { path: storyImagePath(story.id, 'og'), width: OG_WIDTH, height: OG_HEIGHT, alt: story.headline };
}

const feedOf = (kind: FeedKind, slug: string, title: string) => ({ path: feedPath(kind, slug), title: `RSS: ${title}` });

/** The same section in the other edition: same slug under the same parent. */
async function sectionTwin(brand: BrandKey, lang: Lang, section: SectionData): Promise<string | null> {
  const other = otherEdition(brand, lang);
  if (!other) return null;
  const twin = await getSection(brand, other.lang, section.slug);
  return twin && (twin.parent?.slug ?? null) === (section.parent?.slug ?? null) ? sectionPath(twin.slug, twin.parent?.slug) : null;
}

/** Metadata of what a path resolved to: a story, a section or a static page. */
export async function resolvedMetadata(brand: BrandKey, lang: Lang, resolved: ResolvedPath): Promise<Metadata> {
  switch (resolved.type) {
    case 'story': {
      const { story, livePage } = resolved;
      // An older page of a live blog's updates is a page of its own: its address, its number in the title, and no twin in the other edition.
      const older = livePage && livePage.page > 1 ? livePage : null;
      const meta = pageMetadata({
        brand,
        lang,
        path: liveBlogPagePath(story.path, older?.page ?? 1),
        title: older ? `${story.metaTitle} · ${liveBlogPageLabel(lang, older)}` : story.metaTitle,
        description: story.metaDescription,
        image: storyImage(story),
        twinPath: older ? null : story.translationPath,
        article: story,
      });
      return { ...meta, openGraph: { ...meta.openGraph, title: story.headline } };
    }
    case 'section': {
      const { section } = resolved;
      return pageMetadata({ brand, lang, path: sectionPath(section.slug, section.parent?.slug), title: section.name, twinPath: await sectionTwin(brand, lang, section), feed: feedOf('section', section.slug, section.name) });
    }
    case 'static': {
      const other = otherEdition(brand, lang);
      const path = `/${encodeURIComponent(resolved.page.slug)}`;
      const twin = other && (await getStaticPage(brand, other.lang, resolved.page.slug)) ? path : null;
      return pageMetadata({ brand, lang, path, title: resolved.page.title, twinPath: twin });
    }
    default:
      return {};
  }
}

type Params = { params: Promise<EditionParams> };

/** `generateMetadata` of app/[brand]/[lang]/[...slug]. */
export async function pathMetadata({ params }: { params: Promise<EditionParams & { slug: string[] }> }): Promise<Metadata> {
  // Redirects and 404s are the page's to answer (answering them here too doubles the Location header).
  const { brand, lang } = await editionFromParams(params);
  const { slug } = await params;
  return resolvedMetadata(brand.key, lang, await resolvePath(brand.key, lang, slug));
}

/** `generateMetadata` of the home page. */
export async function homeMetadata({ params }: Params): Promise<Metadata> {
  const { brand, lang } = await editionFromParams(params);
  return pageMetadata({ brand: brand.key, lang, path: '/', twinPath: '/', feed: { path: HOME_FEED_PATH, title: `RSS: ${brand.name[lang]}` } });
}

/** A topic page. */
export function topicMetadata(brand: BrandKey, lang: Lang, topic: { slug: string; name: string }): Metadata {
  return pageMetadata({ brand, lang, path: topicPath(topic.slug), title: topic.name, feed: feedOf('topic', topic.slug, topic.name) });
}

/** An author page. */
export function authorMetadata(brand: BrandKey, lang: Lang, author: { slug: string; name: string; bio: string }): Metadata {
  const title = getT(lang, 'author')('storiesBy', { name: author.name });
  return pageMetadata({ brand, lang, path: authorPath(author.slug), title: author.name, description: author.bio || title, feed: feedOf('author', author.slug, author.name) });
}

/** A collection page. */
export function collectionMetadata(brand: BrandKey, lang: Lang, collection: { slug: string; name: string; summary: string | null }): Metadata {
  return pageMetadata({ brand, lang, path: collectionPath(collection.slug), title: collection.name, description: collection.summary ?? undefined });
}

/** `generateMetadata` of /authors (the same path in both editions). */
export async function authorsMetadata({ params }: Params): Promise<Metadata> {
  const { brand, lang } = await editionFromParams(params);
  return pageMetadata({ brand: brand.key, lang, path: AUTHORS_PATH, title: getT(lang, 'author')('authors'), twinPath: AUTHORS_PATH });
}

/** `generateMetadata` of /notifications. */
export async function notificationsMetadata({ params }: Params): Promise<Metadata> {
  const { brand, lang } = await editionFromParams(params);
  return pageMetadata({ brand: brand.key, lang, path: '/notifications', title: MESSAGES[lang].saves.notificationsTitle, twinPath: '/notifications' });
}
