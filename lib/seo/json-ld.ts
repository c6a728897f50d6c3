/**
 * Structured data (docs/seo.md, "Structured data"), typed with schema-dts so each block
 * is checked against schema.org at compile time, every URL absolute on the edition's own
 * host and every time in ISO 8601 with the Dhaka offset:
 * stories are a NewsArticle (live blogs a LiveBlogPosting with their updates, video
 * stories with a VideoObject) with a BreadcrumbList; home pages carry the publisher
 * (NewsMediaOrganization) and the WebSite with its SearchAction; sections and topics a
 * CollectionPage; authors a ProfilePage.
 */
import 'server-only';
import type { BlogPosting, BreadcrumbList, CollectionPage, Graph, ImageObject, NewsMediaOrganization, ProfilePage, SearchAction, Thing, VideoObject, WebSite, WithActionConstraints } from 'schema-dts';
import type { BrandKey, Lang } from '../brands/brands';
import type { SectionData, StoryPageData } from '../content';
import { dhakaIso } from '../i18n/dhaka-time';
import { authorPath, liveBlogPagePath, liveUpdateId, readablePath, sectionPath, topicPath } from '../routes/paths';
import { PNG_ICONS } from './installable';
import { storyImagePath, STORY_IMAGE_RATIOS } from './og';
import { editionSite, type EditionSite } from './site';

/** The paywalled part of a registered-only story, as Google's paywalled-content markup names it (a class). */
export const PAYWALL_CLASS = 'paywall';

/**
 * The edition's addresses as its structured data names them: IRIs, a Bengali slug in its
 * letters, as the page's links write it (readablePath). JSON-LD's identifiers are IRIs, and
 * an IRI maps to its URL by percent-encoding its letters, which gives the page's canonical
 * again. A Bengali letter is 9 bytes percent-encoded and 3 in letters, and a story's block is
 * written twice (HTML and RSC payload): a live blog's first page, whose every update names its
 * address, was 3.3 KB the larger (issue 22). Feeds and sitemaps keep URLs (lib/seo/site.ts).
 */
function linkedDataSite(brand: BrandKey, lang: Lang): EditionSite {
  const site = editionSite(brand, lang);
  return { ...site, url: (path: string) => readablePath(site.url(path)) };
}

function graph(nodes: Thing[]): Graph {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

const LOGO_ICON = 'icon-512.png';

function publisher(site: EditionSite): NewsMediaOrganization {
  const logo: ImageObject = { '@type': 'ImageObject', url: site.url(`/icons/${LOGO_ICON}`), width: `${PNG_ICONS[LOGO_ICON].size}`, height: `${PNG_ICONS[LOGO_ICON].size}` };
  return {
    '@type': 'NewsMediaOrganization',
    '@id': site.url('/#organization'),
    name: site.brand.name[site.lang],
    url: site.url('/'),
    logo,
    sameAs: Object.values(site.brand.social),
  };
}

/** The trail to a page; its last crumb, the page itself, names no address (Google takes the page's own). */
function breadcrumbs(site: EditionSite, trail: readonly { name: string; path: string }[]): BreadcrumbList {
  const crumbs = [{ name: site.brand.name[site.lang], path: '/' }, ...trail];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, ...(index < crumbs.length - 1 ? { item: site.url(crumb.path) } : {}) })),
  };
}

function sectionTrail(section: Pick<SectionData, 'slug' | 'name' | 'parent'>): { name: string; path: string }[] {
  return [...(section.parent ? [{ name: section.parent.name, path: sectionPath(section.parent.slug) }] : []), { name: section.name, path: sectionPath(section.slug, section.parent?.slug) }];
}

/** The first words of a live update: its title, or the start of its first text. */
function updateHeadline(card: StoryPageData['cards'][number], fallback: string): string {
  for (const element of card.elements) {
    if (element.type === 'title' || element.type === 'text') {
      const text = element.text.replace(/<[^>]*>/g, '').trim();
      if (text) return text.length > 110 ? `${text.slice(0, 109)}…` : text;
    }
  }
  return fallback;
}

/** A story's structured data; a live blog's page of updates (its story holds that page's cards) is at its own address. */
export function storyJsonLd(brand: BrandKey, lang: Lang, story: StoryPageData, livePage = 1): Graph {
  const site = linkedDataSite(brand, lang);
  const url = site.url(liveBlogPagePath(story.path, livePage));
  const images = STORY_IMAGE_RATIOS.map((ratio) => site.url(storyImagePath(story.id, ratio)));
  const base = {
    headline: story.headline.slice(0, 110),
    description: story.metaDescription,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: lang,
    image: images,
    datePublished: dhakaIso(story.publishedAt),
    dateModified: dhakaIso(story.lastPublishedAt),
    ...(story.sectionName ? { articleSection: story.sectionName } : {}),
    ...(story.tags.length ? { keywords: story.tags.map((tag) => tag.name).join(', ') } : {}),
    author: story.authors.length
      ? story.authors.map((author) => ({ '@type': 'Person' as const, name: author.name, url: site.url(authorPath(author.slug)) }))
      : [{ '@type': 'Organization' as const, name: story.authorName ?? site.brand.name[lang], url: site.url('/') }],
    publisher: { '@id': site.url('/#organization') },
    // Registered-only text is not in the public page; Google's paywalled-content markup says so.
    isAccessibleForFree: story.access !== 'login',
    ...(story.access === 'login' ? { hasPart: { '@type': 'WebPageElement' as const, isAccessibleForFree: false, cssSelector: `.${PAYWALL_CLASS}` } } : {}),
  };
  const nodes: Thing[] = [];
  if (story.template === 'live-blog') {
    const updates: BlogPosting[] = story.cards
      .filter((card) => card.publishedAt)
      .map((card) => ({ '@type': 'BlogPosting', headline: updateHeadline(card, story.headline), datePublished: dhakaIso(card.publishedAt!), url: `${url}#${encodeURIComponent(liveUpdateId(card.id))}` }));
    nodes.push({
      '@type': 'LiveBlogPosting',
      ...base,
      coverageStartTime: dhakaIso(story.publishedAt),
      ...(story.isClosed ? { coverageEndTime: dhakaIso(story.lastPublishedAt) } : {}),
      liveBlogUpdate: updates,
    });
  } else {
    nodes.push({ '@type': 'NewsArticle', ...base });
  }
  const video = story.cards.flatMap((card) => card.elements).find((element) => element.type === 'youtube-video');
  if (story.template === 'video' && video?.type === 'youtube-video') {
    const node: VideoObject = {
      '@type': 'VideoObject',
      name: video.title || story.headline,
      description: story.metaDescription || story.headline,
      thumbnailUrl: images,
      uploadDate: dhakaIso(story.publishedAt),
      embedUrl: `https://www.youtube.com/embed/${encodeURIComponent(video.videoId)}`,
    };
    nodes.push(node);
  }
  const trail = story.sectionName && story.sectionSlug ? [{ name: story.sectionName, path: sectionPath(story.sectionSlug) }] : [];
  nodes.push(breadcrumbs(site, [...trail, { name: story.headline, path: story.path }]), publisher(site));
  return graph(nodes);
}

/** The home page's: the publisher and the site with its search. */
export function homeJsonLd(brand: BrandKey, lang: Lang): Graph {
  const site = linkedDataSite(brand, lang);
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${site.url('/search')}?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': site.url('/#website'),
    name: site.brand.name[lang],
    url: site.url('/'),
    inLanguage: lang,
    publisher: { '@id': site.url('/#organization') },
    potentialAction: search,
  };
  return graph([publisher(site), website]);
}

/** A section's: a CollectionPage and its breadcrumbs. */
export function sectionJsonLd(brand: BrandKey, lang: Lang, section: SectionData): Graph {
  const site = linkedDataSite(brand, lang);
  const page: CollectionPage = { '@type': 'CollectionPage', name: section.name, url: site.url(sectionPath(section.slug, section.parent?.slug)), inLanguage: lang, isPartOf: { '@type': 'WebSite', url: site.url('/') } };
  return graph([page, breadcrumbs(site, sectionTrail(section))]);
}

/** A topic's: a CollectionPage. */
export function topicJsonLd(brand: BrandKey, lang: Lang, topic: { slug: string; name: string }): Graph {
  const site = linkedDataSite(brand, lang);
  const page: CollectionPage = { '@type': 'CollectionPage', name: topic.name, url: site.url(topicPath(topic.slug)), inLanguage: lang, isPartOf: { '@type': 'WebSite', url: site.url('/') } };
  return graph([page]);
}

/** An author's: a ProfilePage about the Person. */
export function authorJsonLd(brand: BrandKey, lang: Lang, author: { slug: string; name: string; bio: string; imagePath: string | null }): Graph {
  const site = linkedDataSite(brand, lang);
  const url = site.url(authorPath(author.slug));
  const page: ProfilePage = {
    '@type': 'ProfilePage',
    url,
    inLanguage: lang,
    mainEntity: { '@type': 'Person', name: author.name, url, ...(author.bio ? { description: author.bio } : {}), ...(author.imagePath ? { image: site.url(author.imagePath) } : {}) },
  };
  return graph([page]);
}

/** Serialised for a `<script type="application/ld+json">`: `<` escaped so no text can close the script. */
export function jsonLdText(data: Graph): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
