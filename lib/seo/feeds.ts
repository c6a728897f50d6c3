/**
 * RSS 2.0 feeds of the home page, every section, topic and author (docs/seo.md, "Feeds"),
 * written by the `feed` library from the cached listing getters of lib/content, so an
 * ingest write that revalidates a listing refreshes its feed too. Items carry the
 * summary and the hero picture, never the story's text: a registered-only story's text
 * cannot leak through a feed because no feed has any story's text.
 */
import 'server-only';
import { Feed } from 'feed';
import type { BrandKey, Lang } from '../brands/brands';
import { getAuthor, getAuthorStories, getLatestStories, getSection, getSectionStories, getTopic, getTopicStories, type StoryCardData } from '../content';
import { sectionPath, topicPath } from '../routes/paths';
import { decodeSlug } from '../content/slug';
import { getT } from '../i18n/messages';
import { editionSite, LANGUAGE_TAG, mediaPath, type EditionSite } from './site';

export const FEED_ITEMS = 30;
export const FEED_KINDS = ['section', 'topic', 'author'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

export const HOME_FEED_PATH = '/feed.xml';
/** `/feeds/section/{slug}.xml`, `/feeds/topic/{slug}.xml`, `/feeds/author/{slug}.xml`. */
export const feedPath = (kind: FeedKind, slug: string) => `/feeds/${kind}/${encodeURIComponent(slug)}.xml`;
export const RSS_TYPE = 'application/rss+xml';

const IMAGE_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', avif: 'image/avif' };

/** The MIME type of a picture by its key's extension. */
export function imageType(key: string): string {
  return IMAGE_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'image/jpeg';
}

interface FeedPage {
  readonly title: string;
  /** The page the feed mirrors, a site path. */
  readonly pagePath: string;
  /** The feed's own path. */
  readonly feedPath: string;
  readonly description: string;
  readonly stories: readonly StoryCardData[];
}

/** The RSS 2.0 XML of one listing. */
export function feedXml(site: EditionSite, page: FeedPage): string {
  const name = site.brand.name[site.lang];
  const feed = new Feed({
    title: page.title === name ? name : `${page.title} | ${name}`,
    description: page.description,
    id: site.url(page.pagePath),
    link: site.url(page.pagePath),
    feed: site.url(page.feedPath),
    language: LANGUAGE_TAG[site.lang],
    image: site.url(site.brand.logo.src),
    copyright: `© ${name}`,
    updated: page.stories[0] ? new Date(page.stories[0].publishedAt) : new Date(0),
    generator: false,
    ttl: 5,
  });
  for (const story of page.stories) {
    feed.addItem({
      title: story.headline,
      link: site.url(story.path),
      date: new Date(story.publishedAt),
      description: story.excerpt,
      ...(story.sectionName ? { category: [{ name: story.sectionName }] } : {}),
      ...(story.heroImageS3Key ? { image: { url: site.url(mediaPath(story.heroImageS3Key)), type: imageType(story.heroImageS3Key), length: 0 } } : {}),
    });
  }
  return feed.rss2();
}

/** The home feed of an edition: its latest stories. */
export async function homeFeed(brand: BrandKey, lang: Lang): Promise<string> {
  const site = editionSite(brand, lang);
  const stories = await getLatestStories(brand, lang, FEED_ITEMS);
  return feedXml(site, { title: site.brand.name[lang], description: site.brand.tagline[lang], pagePath: '/', feedPath: HOME_FEED_PATH, stories });
}

/** A section's, topic's or author's feed; null when the edition has no such page. */
export async function listingFeed(brand: BrandKey, lang: Lang, kind: FeedKind, slug: string): Promise<string | null> {
  const site = editionSite(brand, lang);
  const tagline = site.brand.tagline[lang];
  if (kind === 'section') {
    const section = await getSection(brand, lang, slug);
    if (!section) return null;
    const page = await getSectionStories(brand, lang, section.id, FEED_ITEMS, 0);
    return feedXml(site, { title: section.name, description: tagline, pagePath: sectionPath(section.slug, section.parent?.slug), feedPath: feedPath(kind, slug), stories: page.items });
  }
  if (kind === 'topic') {
    const topic = await getTopic(lang, slug);
    if (!topic) return null;
    const page = await getTopicStories(brand, lang, topic, FEED_ITEMS, 0);
    const title = getT(lang, 'listing')('topic', { name: topic.name });
    return feedXml(site, { title, description: tagline, pagePath: topicPath(topic.slug), feedPath: feedPath(kind, slug), stories: page.items });
  }
  const author = await getAuthor(lang, slug);
  if (!author) return null;
  const page = await getAuthorStories(brand, lang, author.id, FEED_ITEMS, 0);
  const title = getT(lang, 'author')('storiesBy', { name: author.name });
  return feedXml(site, { title, description: author.bio || tagline, pagePath: `/author/${encodeURIComponent(author.slug)}`, feedPath: feedPath(kind, slug), stories: page.items });
}

/** `{slug}.xml` → the slug, decoded as every page decodes its slugs, or null. */
export function feedSlug(file: string): string | null {
  return file.endsWith('.xml') && file.length > 4 ? decodeSlug(file.slice(0, -4)) : null;
}
