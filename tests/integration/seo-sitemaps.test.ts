/**
 * The sitemaps built from a seeded database (lib/seo/sitemaps.ts, lib/content/sitemap-queries.ts): the
 * index lists every published story exactly once across its story sitemaps, each URL
 * absolute on the edition's host, translations carry reciprocal hreflang, and the news
 * sitemap holds only the last 48 hours.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '@/lib/seed/seed';
import { buildNewsSitemap, buildSitemapIndex, buildStorySitemap } from '@/lib/seo/sitemaps';
import { DATABASE_TARGETS, type TestDatabase } from './databases';

const ANCHOR = new Date('2026-11-22T06:00:00Z');
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name) });
const BN = 'http://localhost:3000';
const EN = 'http://en.localhost:3000';

/* eslint-disable @typescript-eslint/no-explicit-any -- parsed XML */
type Json = any;

describe.each(DATABASE_TARGETS)('sitemaps on $name', (target) => {
  let database: TestDatabase;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alokpat-seo-'));
    database = await target.create();
    await seedDatabase(database.db, { stories: 300, mediaDir, anchor: ANCHOR });
  });

  afterAll(async () => {
    await database?.drop();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  async function storyUrls(brand: 'main', lang: 'bn' | 'en', origin: string): Promise<Json[]> {
    const index = parser.parse(await buildSitemapIndex(database.db, brand, lang, ANCHOR));
    const files: string[] = index.sitemapindex.sitemap.map((entry: Json) => entry.loc).filter((loc: string) => loc.includes('/sitemaps/stories-'));
    for (const file of files) expect(file.startsWith(`${origin}/sitemaps/`)).toBe(true);
    const urls: Json[] = [];
    for (const file of files) urls.push(...parser.parse((await buildStorySitemap(database.db, brand, lang, file.split('/').pop()!))!).urlset.url);
    return urls;
  }

  it('lists every published story of the edition exactly once, absolute on its host, by month and by day this month', async () => {
    const urls = await storyUrls('main', 'bn', BN);
    const { rows } = await database.db.execute(sql`select count(*)::int as count from stories where brand = 'main' and lang = 'bn' and status = 'published'`);
    expect(urls).toHaveLength((rows[0] as { count: number }).count);
    expect(new Set(urls.map((url) => url.loc)).size).toBe(urls.length);
    for (const url of urls) {
      expect(url.loc.startsWith(`${BN}/`)).toBe(true);
      expect(Number.isNaN(Date.parse(url.lastmod))).toBe(false);
    }
    const index = await buildSitemapIndex(database.db, 'main', 'bn', ANCHOR);
    expect(index).toContain(`${BN}/sitemaps/stories-2026-11-22.xml`);
    expect(index).toMatch(/\/sitemaps\/stories-2026-10\.xml/);
    expect(await buildStorySitemap(database.db, 'main', 'bn', 'stories-1999-01.xml')).toBeNull();
  });

  it('gives translated stories the same hreflang set in both editions', async () => {
    const bn = await storyUrls('main', 'bn', BN);
    const en = await storyUrls('main', 'en', EN);
    const byLoc = new Map(en.map((url) => [url.loc, url]));
    const translated = bn.filter((url) => url['xhtml:link']);
    expect(translated.length).toBeGreaterThan(0);
    for (const url of translated) {
      const links = Object.fromEntries(url['xhtml:link'].map((link: Json) => [link['@hreflang'], link['@href']]));
      expect(links.bn).toBe(url.loc);
      expect(links['x-default']).toBe(url.loc);
      const twin = byLoc.get(links.en);
      expect(twin, links.en).toBeDefined();
      expect(Object.fromEntries(twin['xhtml:link'].map((link: Json) => [link['@hreflang'], link['@href']]))).toEqual(links);
    }
  });

  it('the news sitemap holds the stories of the last 48 hours, newest first', async () => {
    const parsed = parser.parse(await buildNewsSitemap(database.db, 'main', 'bn', ANCHOR));
    const dates = (parsed.urlset.url ?? []).map((url: Json) => Date.parse(url['news:news']['news:publication_date']));
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(ANCHOR.getTime() - date).toBeLessThanOrEqual(48 * 3600_000 + 1);
  });
});
