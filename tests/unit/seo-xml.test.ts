import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { getBrand } from '../../lib/brands/brands';
import type { StoryCardData } from '../../lib/content';
import { feedXml, imageType } from '../../lib/seo/feeds';
import type { EditionSite } from '../../lib/seo/site';
import { currentMonthStart, parseStoryFile } from '../../lib/seo/sitemaps';
import { DISALLOWED_PATHS, MAX_NEWS_URLS, newsSitemapXml, robotsTxt, sitemapIndexXml, urlsetXml, xmlEscape } from '../../lib/seo/xml';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

function parse(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml);
}

describe('sitemap XML', () => {
  it('escapes the five XML characters and drops characters XML forbids', () => {
    expect(xmlEscape(`a&b<c>"d"'e'\u0001`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
  });

  it('writes an index whose entries a parser reads back with their lastmod', () => {
    const xml = sitemapIndexXml([{ loc: 'https://alokpat.com.bd/sitemaps/sections.xml' }, { loc: 'https://alokpat.com.bd/sitemaps/stories-2026-03.xml', lastmod: '2026-03-31T10:00:00.000Z' }]);
    const index = parse(xml).sitemapindex;
    expect(index['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(index.sitemap).toEqual([
      { loc: 'https://alokpat.com.bd/sitemaps/sections.xml' },
      { loc: 'https://alokpat.com.bd/sitemaps/stories-2026-03.xml', lastmod: '2026-03-31T10:00:00.000Z' },
    ]);
  });

  it('writes URLs with lastmod, image entries and hreflang alternates, escaped', () => {
    const xml = urlsetXml([
      {
        loc: 'https://alokpat.com.bd/politics/%E0%A6%95?a=1&b=2',
        lastmod: '2026-03-02T00:00:00.000Z',
        images: [{ loc: 'https://alokpat.com.bd/media/demo/a.jpg', title: 'Rice & <fish>' }],
        alternates: [
          { hreflang: 'bn', href: 'https://alokpat.com.bd/politics/x' },
          { hreflang: 'en', href: 'https://en.alokpat.com.bd/politics/y' },
          { hreflang: 'x-default', href: 'https://alokpat.com.bd/politics/x' },
        ],
      },
      { loc: 'https://alokpat.com.bd/sports' },
    ]);
    const { urlset } = parse(xml);
    expect(urlset['@xmlns:image']).toBe('http://www.google.com/schemas/sitemap-image/1.1');
    const [story, section] = urlset.url;
    expect(story.loc).toBe('https://alokpat.com.bd/politics/%E0%A6%95?a=1&b=2');
    expect(story.lastmod).toBe('2026-03-02T00:00:00.000Z');
    expect(story['image:image']).toEqual({ 'image:loc': 'https://alokpat.com.bd/media/demo/a.jpg', 'image:title': 'Rice & <fish>' });
    expect(story['xhtml:link'].map((link: Record<string, string>) => [link['@hreflang'], link['@href']])).toEqual([
      ['bn', 'https://alokpat.com.bd/politics/x'],
      ['en', 'https://en.alokpat.com.bd/politics/y'],
      ['x-default', 'https://alokpat.com.bd/politics/x'],
    ]);
    expect(section).toEqual({ loc: 'https://alokpat.com.bd/sports' });
  });

  it('refuses more URLs than a sitemap may hold', () => {
    const urls = Array.from({ length: 50_001 }, (_, index) => ({ loc: `https://alokpat.com.bd/${index}` }));
    expect(() => urlsetXml(urls)).toThrow(/50,000/);
  });

  it('writes a Google News sitemap with the publication name and language, at most 1,000 URLs', () => {
    const urls = Array.from({ length: MAX_NEWS_URLS + 5 }, (_, index) => ({ loc: `https://alokpat.com.bd/s/${index}`, title: `শিরোনাম ${index} & more`, publishedAt: '2026-03-02T06:00:00.000Z' }));
    const { urlset } = parse(newsSitemapXml({ name: 'আলোকপাত', language: 'bn' }, urls));
    expect(urlset['@xmlns:news']).toBe('http://www.google.com/schemas/sitemap-news/0.9');
    expect(urlset.url).toHaveLength(MAX_NEWS_URLS);
    const news = urlset.url[0]['news:news'];
    expect(news['news:publication']).toEqual({ 'news:name': 'আলোকপাত', 'news:language': 'bn' });
    expect(news['news:title']).toBe('শিরোনাম 0 & more');
    expect(news['news:publication_date']).toBe('2026-03-02T06:00:00.000Z');
  });

  it('robots.txt disallows private paths and names the absolute sitemap index', () => {
    const text = robotsTxt('https://en.alokpat.com.bd/sitemap.xml');
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const path of ['/api/', '/search', '/preview/', '/profile', '/sign-in']) expect(DISALLOWED_PATHS).toContain(path);
    for (const path of DISALLOWED_PATHS) expect(text).toContain(`\nDisallow: ${path}\n`);
    expect(text).toMatch(/^Sitemap: https:\/\/en\.alokpat\.com\.bd\/sitemap\.xml$/m);
  });
});

describe('story sitemap files', () => {
  it('reads month, day and page file names and refuses others', () => {
    expect(parseStoryFile('stories-2026-03.xml')).toEqual({ from: new Date('2026-03-01T00:00:00Z'), to: new Date('2026-04-01T00:00:00Z'), page: 1 });
    expect(parseStoryFile('stories-2026-12-p3.xml')).toEqual({ from: new Date('2026-12-01T00:00:00Z'), to: new Date('2027-01-01T00:00:00Z'), page: 3 });
    expect(parseStoryFile('stories-2026-02-28.xml')).toEqual({ from: new Date('2026-02-28T00:00:00Z'), to: new Date('2026-03-01T00:00:00Z'), page: 1 });
    for (const bad of ['stories-2026-13.xml', 'stories-2026-02-30.xml', 'stories-2026-03-p1.xml', 'stories-2026-3.xml', 'stories-2026-03.xml.gz', '../stories-2026-03.xml']) expect(parseStoryFile(bad)).toBeNull();
  });

  it('lists the current month by day: it starts on the first, UTC', () => {
    expect(currentMonthStart(new Date('2026-11-25T01:30:00Z')).toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });
});

describe('feeds', () => {
  const site: EditionSite = { brand: getBrand('main'), lang: 'bn', origin: 'https://alokpat.com.bd', url: (path) => `https://alokpat.com.bd${path}` };
  const story = (overrides: Partial<StoryCardData>): StoryCardData => ({
    id: 1,
    slug: 's',
    path: '/politics/s',
    headline: 'Headline & more',
    excerpt: 'The summary.',
    template: 'text',
    access: 'public',
    heroImageS3Key: 'demo/photo-01.jpg',
    heroImageAlt: '',
    sectionName: 'রাজনীতি',
    authorName: 'A',
    publishedAt: '2026-03-02T06:00:00.000Z',
    ...overrides,
  });

  it('writes valid RSS 2.0 with absolute links, the summary and the hero picture', () => {
    const xml = feedXml(site, { title: 'রাজনীতি', description: 'tagline', pagePath: '/politics', feedPath: '/feeds/section/politics.xml', stories: [story({}), story({ id: 2, path: '/sports/t', heroImageS3Key: null })] });
    const { rss } = parse(xml);
    expect(rss['@version']).toBe('2.0');
    expect(rss.channel.title).toBe('রাজনীতি | আলোকপাত');
    expect(rss.channel.link).toBe('https://alokpat.com.bd/politics');
    expect(rss.channel.language).toBe('bn');
    expect(rss.channel['atom:link']['@href']).toBe('https://alokpat.com.bd/feeds/section/politics.xml');
    const [first, second] = rss.channel.item;
    expect(first.link).toBe('https://alokpat.com.bd/politics/s');
    expect(first.title).toBe('Headline & more');
    expect(first.description).toBe('The summary.');
    expect(first.pubDate).toBe('Mon, 02 Mar 2026 06:00:00 GMT');
    expect(first.enclosure).toMatchObject({ '@url': 'https://alokpat.com.bd/media/demo/photo-01.jpg', '@type': 'image/jpeg' });
    expect(second.enclosure).toBeUndefined();
  });

  it('never carries a story body: items have no content:encoded', () => {
    const xml = feedXml(site, { title: 'x', description: 'y', pagePath: '/', feedPath: '/feed.xml', stories: [story({ access: 'login' })] });
    expect(xml).not.toContain('content:encoded');
  });

  it('names picture types by extension', () => {
    expect(imageType('a/b.PNG')).toBe('image/png');
    expect(imageType('a/b.webp')).toBe('image/webp');
    expect(imageType('a/b')).toBe('image/jpeg');
  });
});
