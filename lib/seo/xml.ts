/**
 * The XML of sitemaps (sitemaps.org 0.9, with Google's image and news extensions and
 * xhtml:link hreflang alternates) and robots.txt: pure builders over absolute URLs, so they
 * are tested without a server (tests/unit/seo-xml.test.ts). Feeds are not built here: the
 * `feed` library writes them (lib/seo/feeds.ts).
 */

/** Google's limits are 50,000 URLs and 50 MB a file; 10,000 keeps a file a few MB, quick to build and to cache. */
export const MAX_URLS_PER_SITEMAP = 10_000;
/** Google News reads at most 1,000 URLs a news sitemap, of the last two days. */
export const MAX_NEWS_URLS = 1_000;
export const NEWS_WINDOW_MS = 48 * 60 * 60 * 1000;
export const MAX_SITEMAP_BYTES = 50 * 1024 * 1024;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text or attribute content: the five XML escapes, and characters XML 1.0 forbids dropped. */
export function xmlEscape(value: string): string {
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export interface Alternate {
  /** hreflang value: `bn`, `en` or `x-default`. */
  readonly hreflang: string;
  readonly href: string;
}

export interface SitemapImage {
  readonly loc: string;
  readonly title?: string;
}

export interface SitemapUrl {
  readonly loc: string;
  /** ISO 8601 date-time. */
  readonly lastmod?: string;
  readonly images?: readonly SitemapImage[];
  /** hreflang alternates, this URL's own language included (Google wants the set on every member). */
  readonly alternates?: readonly Alternate[];
}

export interface SitemapRef {
  readonly loc: string;
  readonly lastmod?: string;
}

/** A `<sitemapindex>` of absolute sitemap URLs. */
export function sitemapIndexXml(sitemaps: readonly SitemapRef[]): string {
  const body = sitemaps.map((sitemap) => `<sitemap><loc>${xmlEscape(sitemap.loc)}</loc>${sitemap.lastmod ? `<lastmod>${xmlEscape(sitemap.lastmod)}</lastmod>` : ''}</sitemap>`);
  return `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body.join('\n')}\n</sitemapindex>\n`;
}

function urlXml(url: SitemapUrl): string {
  const parts = [`<loc>${xmlEscape(url.loc)}</loc>`];
  if (url.lastmod) parts.push(`<lastmod>${xmlEscape(url.lastmod)}</lastmod>`);
  for (const alternate of url.alternates ?? []) parts.push(`<xhtml:link rel="alternate" hreflang="${xmlEscape(alternate.hreflang)}" href="${xmlEscape(alternate.href)}"/>`);
  for (const image of url.images ?? []) {
    parts.push(`<image:image><image:loc>${xmlEscape(image.loc)}</image:loc>${image.title ? `<image:title>${xmlEscape(image.title)}</image:title>` : ''}</image:image>`);
  }
  return `<url>${parts.join('')}</url>`;
}

/** A `<urlset>`; throws past the sitemaps.org limits, which the callers' paging keeps well clear of. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  if (urls.length > 50_000) throw new Error(`a sitemap holds at most 50,000 URLs, got ${urls.length}`);
  const xml = `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.map(urlXml).join('\n')}\n</urlset>\n`;
  if (Buffer.byteLength(xml) > MAX_SITEMAP_BYTES) throw new Error('a sitemap is at most 50 MB');
  return xml;
}

export interface NewsUrl {
  readonly loc: string;
  readonly title: string;
  /** ISO 8601 date-time of first publication. */
  readonly publishedAt: string;
}

export interface NewsPublication {
  readonly name: string;
  /** ISO 639 code: `bn`, `en`. */
  readonly language: string;
}

/** A Google News sitemap (`news:news` per URL). */
export function newsSitemapXml(publication: NewsPublication, urls: readonly NewsUrl[]): string {
  const name = `<news:publication><news:name>${xmlEscape(publication.name)}</news:name><news:language>${xmlEscape(publication.language)}</news:language></news:publication>`;
  const body = urls
    .slice(0, MAX_NEWS_URLS)
    .map((url) => `<url><loc>${xmlEscape(url.loc)}</loc><news:news>${name}<news:publication_date>${xmlEscape(url.publishedAt)}</news:publication_date><news:title>${xmlEscape(url.title)}</news:title></news:news></url>`);
  return `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n${body.join('\n')}\n</urlset>\n`;
}

/** Paths no crawler should fetch: accounts, members' pages, search, previews, APIs and the client's page-data calls. */
export const DISALLOWED_PATHS = [
  '/api/',
  '/route-data.json',
  '/search',
  '/preview/',
  '/profile',
  '/change-password',
  '/my-comments',
  '/saved',
  '/for-you',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/register-fcm-topic',
] as const;

/** robots.txt of one host: everything but DISALLOWED_PATHS, and the host's sitemap index by its absolute URL. */
export function robotsTxt(sitemapIndexUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${sitemapIndexUrl}`, ''].join('\n');
}
