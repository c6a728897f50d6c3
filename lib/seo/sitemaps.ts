/**
 * The sitemaps of one edition (docs/seo.md, "Sitemaps"): an index, story sitemaps by month
 * (the current month by day) paged at MAX_URLS_PER_SITEMAP, the sections, topics and
 * authors, and the Google News sitemap. Each is built once and kept by the 'use cache'
 * handler under the edition's `brand:` and `latest:` tags, which every ingest write that
 * publishes, unpublishes or moves a story revalidates (lib/ingest/stories.ts, lib/ingest/revalidate.ts).
 */
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { BrandKey, Lang } from '../brands/brands';
import { tags } from '../cache/tags';
import { getDb, type Database } from '../db/client';
import { hreflangSet } from './alternates';
import { querySitemapAuthors, querySitemapSections, querySitemapTopics, queryNewsStories, queryStoriesBetween, queryStoryPeriods } from '../content/sitemap-queries';
import { AUTHORS_PATH } from '../routes/paths';
import { editionSite, mediaPath, otherEdition } from './site';
import { MAX_NEWS_URLS, MAX_URLS_PER_SITEMAP, NEWS_WINDOW_MS, newsSitemapXml, sitemapIndexXml, urlsetXml, type SitemapRef, type SitemapUrl } from './xml';

/** Sitemap file names: `stories-2026-03.xml`, `stories-2026-03-p2.xml`, `stories-2026-03-14.xml`. */
const STORY_FILE = /^stories-(\d{4})-(\d{2})(?:-(\d{2}))?(?:-p(\d{1,3}))?\.xml$/;
export const LISTING_FILES = ['sections.xml', 'topics.xml', 'authors.xml'] as const;
export const NEWS_FILE = 'news.xml';

/** Where sitemaps live on every host: /sitemaps/{file}. */
export const sitemapPath = (file: string) => `/sitemaps/${file}`;
export const SITEMAP_INDEX_PATH = '/sitemap.xml';

/** The first instant of the current UTC month: stories from then on are listed by day. */
export function currentMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

function storyFiles(key: string, count: number): string[] {
  const pages = Math.max(1, Math.ceil(count / MAX_URLS_PER_SITEMAP));
  return Array.from({ length: pages }, (_, index) => `stories-${key}${index ? `-p${index + 1}` : ''}.xml`);
}

/** The sitemap index of an edition. */
export async function sitemapIndex(brand: BrandKey, lang: Lang): Promise<string> {
  'use cache';
  cacheTag(tags.brand(brand, lang), tags.latest(brand, lang), tags.sections(brand, lang), tags.authors(lang));
  cacheLife('minutes');
  return buildSitemapIndex(getDb(), brand, lang, new Date());
}

/** The index, uncached (scripts/bench-sitemaps.ts measures these builders). */
export async function buildSitemapIndex(db: Database, brand: BrandKey, lang: Lang, now: Date): Promise<string> {
  const site = editionSite(brand, lang);
  const monthStart = currentMonthStart(now);
  const [months, days] = await Promise.all([queryStoryPeriods(db, brand, lang, 'month'), queryStoryPeriods(db, brand, lang, 'day', monthStart)]);
  const currentMonth = monthStart.toISOString().slice(0, 7);
  const refs: SitemapRef[] = [
    ...LISTING_FILES.map((file) => ({ loc: site.url(sitemapPath(file)) })),
    { loc: site.url(sitemapPath(NEWS_FILE)) },
    ...[...days, ...months.filter((month) => month.key < currentMonth)].flatMap((period) =>
      storyFiles(period.key, period.count).map((file) => ({ loc: site.url(sitemapPath(file)), lastmod: period.lastmod })),
    ),
  ];
  return sitemapIndexXml(refs);
}

/** [from, to) and page of a story sitemap's file name, or null when the name is not one. */
export function parseStoryFile(file: string): { from: Date; to: Date; page: number } | null {
  const match = STORY_FILE.exec(file);
  if (!match) return null;
  const [, year, month, day, page] = match.map(Number);
  if (month < 1 || month > 12 || (match[3] && (day < 1 || day > 31)) || (match[4] && page < 2)) return null;
  const from = match[3] ? new Date(Date.UTC(year, month - 1, day)) : new Date(Date.UTC(year, month - 1, 1));
  const to = match[3] ? new Date(Date.UTC(year, month - 1, day + 1)) : new Date(Date.UTC(year, month, 1));
  if (match[3] && from.getUTCMonth() !== month - 1) return null;
  return { from, to, page: match[4] ? page : 1 };
}

/** One story sitemap, or null when the file names no stories (a 404). */
export async function storySitemap(brand: BrandKey, lang: Lang, file: string): Promise<string | null> {
  'use cache';
  cacheTag(tags.brand(brand, lang), tags.latest(brand, lang));
  cacheLife('minutes');
  return buildStorySitemap(getDb(), brand, lang, file);
}

/** One story sitemap, uncached. */
export async function buildStorySitemap(db: Database, brand: BrandKey, lang: Lang, file: string): Promise<string | null> {
  const range = parseStoryFile(file);
  if (!range) return null;
  const site = editionSite(brand, lang);
  const other = otherEdition(brand, lang);
  const rows = await queryStoriesBetween(db, brand, lang, range.from, range.to, MAX_URLS_PER_SITEMAP, (range.page - 1) * MAX_URLS_PER_SITEMAP);
  if (!rows.length) return null;
  const urls: SitemapUrl[] = rows.map((story) => ({
    loc: site.url(story.path),
    lastmod: story.lastmod,
    images: story.heroImageS3Key ? [{ loc: site.url(mediaPath(story.heroImageS3Key)), title: story.headline }] : [],
    alternates: hreflangSet(site, story.path, other, story.translationPath),
  }));
  return urlsetXml(urls);
}

/** The sections (and home), topics or authors sitemap, or null for another name. */
export async function listingSitemap(brand: BrandKey, lang: Lang, file: string): Promise<string | null> {
  'use cache';
  cacheTag(tags.brand(brand, lang), tags.latest(brand, lang), tags.sections(brand, lang), tags.authors(lang));
  cacheLife('hours');
  const site = editionSite(brand, lang);
  const other = otherEdition(brand, lang);
  if (file === 'sections.xml') {
    const sections = await querySitemapSections(getDb(), brand, lang, other?.lang ?? null);
    return urlsetXml([
      { loc: site.url('/'), alternates: hreflangSet(site, '/', other, '/') },
      ...sections.map((section) => ({ loc: site.url(section.path), alternates: hreflangSet(site, section.path, other, section.otherPath) })),
    ]);
  }
  if (file === 'topics.xml') return urlsetXml((await querySitemapTopics(getDb(), brand, lang, MAX_URLS_PER_SITEMAP)).map((path) => ({ loc: site.url(path) })));
  if (file === 'authors.xml') {
    const paths = await querySitemapAuthors(getDb(), brand, lang, MAX_URLS_PER_SITEMAP - 1);
    return urlsetXml([{ loc: site.url(AUTHORS_PATH) }, ...paths.map((path) => ({ loc: site.url(path) }))]);
  }
  return null;
}

/** The Google News sitemap: the edition's stories of the last 48 hours, at most 1,000. */
export async function newsSitemap(brand: BrandKey, lang: Lang): Promise<string> {
  'use cache';
  cacheTag(tags.brand(brand, lang), tags.latest(brand, lang));
  cacheLife('minutes');
  return buildNewsSitemap(getDb(), brand, lang, new Date());
}

/** The news sitemap, uncached. */
export async function buildNewsSitemap(db: Database, brand: BrandKey, lang: Lang, now: Date): Promise<string> {
  const site = editionSite(brand, lang);
  const rows = await queryNewsStories(db, brand, lang, new Date(now.getTime() - NEWS_WINDOW_MS), MAX_NEWS_URLS);
  return newsSitemapXml({ name: site.brand.name[lang], language: lang }, rows.map((row) => ({ loc: site.url(row.path), title: row.headline, publishedAt: row.publishedAt })));
}
