/**
 * The site as a crawler reads it (docs/seo.md), through the production server on the
 * hosts of the local host map: robots.txt, the sitemap index and every sitemap it names,
 * the Google News sitemap and the feeds parsed as XML; story, section and home heads
 * (canonical and Open Graph URLs absolute on their own host, JSON-LD that parses with
 * absolute URLs, reciprocal hreflang); the manifest, icons, favicon.ico and ads.txt; and a
 * registered-only story written through the ingest API that is listed in the feed and the
 * news sitemap at once but whose text is in neither.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { EDITION_CASES, get, type EditionCase } from './helpers/editions';
import { storyPathOf } from './helpers/stories';

/* eslint-disable @typescript-eslint/no-explicit-any -- parsed XML and JSON-LD are read as the untyped data a crawler sees */
type Json = any;

// Serial, and with room: each test renders dozens of pages and crawler files on their first request.
test.describe.configure({ mode: 'serial', timeout: 600_000 });

const KEY = process.env.INGEST_API_KEY ?? 'e2e-ingest-key';
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['url', 'sitemap', 'item', 'xhtml:link', 'image:image'].includes(name) });
const edition = (host: string) => EDITION_CASES.find((entry) => entry.host === host)!;
const bn = edition('localhost');
const en = edition('en.localhost');
const SISTERS = [edition('torun.localhost'), edition('bigyan.localhost')];

async function xml(request: APIRequestContext, url: string): Promise<Json> {
  const response = await get(request, url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toMatch(/xml/);
  const text = await response.text();
  expect(XMLValidator.validate(text), url).toBe(true);
  return parser.parse(text);
}

/** Every string under `data` that is a URL-valued JSON-LD field. */
function urlsIn(data: Json, found: string[] = []): string[] {
  if (Array.isArray(data)) for (const item of data) urlsIn(item, found);
  else if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      if (typeof value === 'string' && ['url', 'item', '@id', 'logo', 'image', 'thumbnailUrl', 'urlTemplate'].includes(key)) found.push(value);
      else if (Array.isArray(value) && ['image', 'thumbnailUrl', 'sameAs'].includes(key)) found.push(...value.filter((entry): entry is string => typeof entry === 'string'));
      else urlsIn(value, found);
    }
  }
  return found;
}

interface Head {
  readonly canonical: string | undefined;
  readonly meta: Map<string, string[]>;
  readonly hreflang: Map<string, string>;
  readonly feeds: string[];
  readonly jsonLd: Json[];
}

async function head(request: APIRequestContext, url: string): Promise<Head> {
  const response = await get(request, url);
  expect(response.status(), url).toBe(200);
  const html = await response.text();
  // Attribute names as a browser reads them: case-insensitive (React writes hrefLang).
  const attrs = (tag: string) => Object.fromEntries([...tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map((match) => [match[1].toLowerCase(), match[2].replace(/&amp;/g, '&')]));
  const meta = new Map<string, string[]>();
  for (const [tag] of html.matchAll(/<meta [^>]*>/g)) {
    const { property, name, content } = attrs(tag);
    const key = property ?? name;
    if (key && content !== undefined) meta.set(key, [...(meta.get(key) ?? []), content]);
  }
  const links = [...html.matchAll(/<link [^>]*>/g)].map(([tag]) => attrs(tag));
  return {
    canonical: links.find((link) => link.rel === 'canonical')?.href,
    meta,
    hreflang: new Map(links.filter((link) => link.rel === 'alternate' && link.hreflang).map((link) => [link.hreflang, link.href])),
    feeds: links.filter((link) => link.rel === 'alternate' && link.type === 'application/rss+xml').map((link) => link.href),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1])),
  };
}

/** The loc of every URL of a urlset. */
const locs = (parsed: Json): string[] => (parsed.urlset.url ?? []).map((url: Json) => url.loc);

test('robots.txt, the sitemap index and its sitemaps, the news sitemap and the home feed on every host, all absolute on the host', async ({ request }) => {
  for (const site of EDITION_CASES) {
    const robots = await get(request, `${site.origin}/robots.txt`);
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
    for (const path of ['/api/', '/search', '/preview/', '/profile', '/sign-in']) expect(text).toContain(`Disallow: ${path}\n`);

    const index = await xml(request, `${site.origin}/sitemap.xml`);
    const sitemaps: string[] = index.sitemapindex.sitemap.map((entry: Json) => entry.loc);
    for (const loc of sitemaps) expect(loc.startsWith(`${site.origin}/sitemaps/`), loc).toBe(true);
    expect(sitemaps).toEqual(expect.arrayContaining([`${site.origin}/sitemaps/sections.xml`, `${site.origin}/sitemaps/news.xml`]));
    const storySitemaps = sitemaps.filter((loc) => loc.includes('/sitemaps/stories-'));
    expect(storySitemaps.length, site.host).toBeGreaterThan(0);
    for (const entry of index.sitemapindex.sitemap.filter((item: Json) => item.loc.includes('/stories-'))) expect(Number.isNaN(Date.parse(entry.lastmod))).toBe(false);

    for (const loc of [...sitemaps.filter((entry) => !entry.includes('/stories-')), storySitemaps[0]]) {
      const parsed = await xml(request, loc);
      for (const url of parsed.urlset.url ?? []) {
        expect(url.loc.startsWith(`${site.origin}/`), url.loc).toBe(true);
        for (const image of url['image:image'] ?? []) expect(image['image:loc'].startsWith(`${site.origin}/media/`)).toBe(true);
      }
      if (loc.endsWith('/news.xml')) {
        for (const url of parsed.urlset.url ?? []) {
          expect(url['news:news']['news:publication']).toEqual({ 'news:name': site.brand.name[site.lang], 'news:language': site.lang });
          expect(Date.now() - Date.parse(url['news:news']['news:publication_date'])).toBeLessThan(49 * 3600_000);
        }
      }
      if (loc === storySitemaps[0]) {
        expect(parsed.urlset.url.length).toBeGreaterThan(0);
        for (const url of parsed.urlset.url) expect(Number.isNaN(Date.parse(url.lastmod))).toBe(false);
      }
    }

    const feed = await xml(request, `${site.origin}/feed.xml`);
    expect(feed.rss['@version']).toBe('2.0');
    expect(feed.rss.channel.link).toBe(`${site.origin}/`);
    expect(feed.rss.channel.item.length).toBeGreaterThan(0);
    for (const item of feed.rss.channel.item) {
      expect(item.link.startsWith(`${site.origin}/`)).toBe(true);
      expect(item.description.length).toBeGreaterThan(0);
    }
  }
});

test('every URL of every sitemap of a host answers 200, and the listing sitemaps and newest story sitemap of the main host too', async ({ request }) => {
  test.setTimeout(600_000);
  const follow = async (site: EditionCase, pick: (loc: string) => boolean) => {
    const index = await xml(request, `${site.origin}/sitemap.xml`);
    const sitemaps: string[] = index.sitemapindex.sitemap.map((entry: Json) => entry.loc).filter(pick);
    const urls = new Set<string>();
    for (const loc of sitemaps) for (const url of locs(await xml(request, loc))) urls.add(url);
    expect(urls.size).toBeGreaterThan(5);
    for (const url of urls) expect((await get(request, url, { maxRedirects: 0 })).status(), url).toBe(200);
  };
  await follow(SISTERS[0], () => true);
  let newest = '';
  await follow(bn, (loc) => {
    if (!loc.includes('/stories-')) return !loc.endsWith('/topics.xml');
    newest ||= loc;
    return loc === newest;
  });
});

/** A story of `site` that has a translation, from its sitemaps' hreflang entries. */
async function translatedStory(request: APIRequestContext, site: EditionCase): Promise<{ loc: string; twin: string }> {
  const index = await xml(request, `${site.origin}/sitemap.xml`);
  for (const loc of index.sitemapindex.sitemap.map((entry: Json) => entry.loc).filter((entry: string) => entry.includes('/stories-'))) {
    for (const url of (await xml(request, loc)).urlset.url) {
      const twin = (url['xhtml:link'] ?? []).find((link: Json) => link['@hreflang'] !== site.lang && link['@hreflang'] !== 'x-default');
      if (twin) return { loc: url.loc, twin: twin['@href'] };
    }
  }
  throw new Error(`no translated story on ${site.host}`);
}

test('a story head: absolute canonical on its host, Open Graph, Twitter, JSON-LD with absolute URLs, and a reciprocal hreflang pair', async ({ request }) => {
  const { loc, twin } = await translatedStory(request, bn);
  expect(twin.startsWith(`${en.origin}/`)).toBe(true);
  const bnHead = await head(request, loc);
  const enHead = await head(request, twin);
  for (const [site, page, url] of [[bn, bnHead, loc], [en, enHead, twin]] as const) {
    expect(page.canonical).toBe(url);
    expect(page.meta.get('og:url')).toEqual([url]);
    expect(page.meta.get('og:type')).toEqual(['article']);
    expect(page.meta.get('og:locale')).toEqual([site.lang === 'bn' ? 'bn_BD' : 'en_US']);
    expect(page.meta.get('og:site_name')).toEqual([site.brand.name[site.lang]]);
    expect(page.meta.get('og:title')?.[0]).toBeTruthy();
    expect(page.meta.get('og:description')?.[0]).toBeTruthy();
    expect(page.meta.get('og:image')?.[0].startsWith(`${site.origin}/`)).toBe(true);
    expect(Number(page.meta.get('og:image:width')?.[0])).toBeGreaterThan(0);
    expect(Number(page.meta.get('og:image:height')?.[0])).toBeGreaterThan(0);
    expect(page.meta.get('article:published_time')?.[0]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(page.meta.get('twitter:card')).toEqual(['summary_large_image']);
    expect(page.meta.get('robots')?.[0]).toContain('max-image-preview:large');
    // The og:image answers: a hero crop or a drawn card.
    const image = await get(request, page.meta.get('og:image')![0]);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);

    const graph = page.jsonLd.flatMap((block) => block['@graph'] ?? [block]);
    const article = graph.find((node: Json) => node['@type'] === 'NewsArticle' || node['@type'] === 'LiveBlogPosting');
    // The page's address as an IRI, its slug in letters (lib/seo/json-ld.ts): percent-encoded, it is the canonical.
    for (const iri of [article.url, article.mainEntityOfPage['@id']]) {
      expect(new URL(iri).href).toBe(url);
      expect(iri, 'no percent-encoded letters').not.toMatch(/%[89a-f][0-9a-f]/i);
    }
    expect(article.datePublished).toMatch(/\+06:00$/);
    expect(article.image).toHaveLength(3);
    // Home, …, the story: each crumb but the last links its page; the last is this page, which Google takes as its address.
    const crumbs = graph.find((node: Json) => node['@type'] === 'BreadcrumbList').itemListElement;
    expect(crumbs[0].item).toBe(`${site.origin}/`);
    expect(crumbs.at(-1)).toEqual({ '@type': 'ListItem', position: crumbs.length, name: article.headline });
    expect(graph.find((node: Json) => node['@type'] === 'NewsMediaOrganization').logo.url.startsWith(`${site.origin}/`)).toBe(true);
    for (const value of urlsIn(page.jsonLd)) expect(/^https?:\/\//.test(value) && (value.startsWith(`${site.origin}/`) || !value.includes('localhost')), value).toBe(true);
    const ratio = await get(request, article.image[2]);
    expect(ratio.status()).toBe(200);
    // The pictures are named by the story's id; a slug name, as pages wrote before and shares keep, answers the same picture.
    expect(article.image[2]).toMatch(/\/og\/story\/\d+-1x1\.jpg$/);
    const slugNamed = await get(request, `${site.origin}/og/story/${url.split('/').pop()}-1x1.jpg`);
    expect(slugNamed.status()).toBe(200);
    expect(await slugNamed.body()).toEqual(await ratio.body());
    // A picture by id answers only on its story's own edition.
    const otherOrigin = site === bn ? en.origin : bn.origin;
    expect((await get(request, article.image[2].replace(site.origin, otherOrigin))).status()).toBe(404);
  }
  // hreflang: the same pair on both sides, and x-default on the Bengali page.
  expect(Object.fromEntries(bnHead.hreflang)).toEqual({ bn: loc, en: twin, 'x-default': loc });
  expect(Object.fromEntries(enHead.hreflang)).toEqual({ bn: loc, en: twin, 'x-default': loc });
});

test("a live blog's structured data links each update to that update on the page", async ({ request }) => {
  const url = `${bn.origin}${await storyPathOf(request, bn.origin, 'live-blog')}`;
  const html = await (await get(request, url)).text();
  const { jsonLd } = await head(request, url);
  const live = jsonLd.flatMap((block) => block['@graph'] ?? [block]).find((node: Json) => node['@type'] === 'LiveBlogPosting');
  expect(live.liveBlogUpdate.length).toBeGreaterThan(1);
  const ids = [...html.matchAll(/<section [^>]*data-part="update"[^>]*>/g)].map(([tag]) => /\bid="([^"]+)"/.exec(tag)?.[1]);
  expect(ids).toHaveLength(live.liveBlogUpdate.length);
  for (const update of live.liveBlogUpdate) {
    const [page, fragment] = update.url.split('#');
    expect(new URL(page).href).toBe(url);
    expect(page, 'the slug in letters').not.toMatch(/%[89a-f][0-9a-f]/i);
    expect(ids, update.url).toContain(decodeURIComponent(fragment));
  }
  // An older page of updates is a page of its own: its own canonical, and its updates linked there.
  const older = `${url}/updates/2`;
  const second = await head(request, older);
  expect(second.canonical).toBe(older);
  expect(second.hreflang.size).toBe(0);
  const updates = second.jsonLd.flatMap((block) => block['@graph'] ?? [block]).find((node: Json) => node['@type'] === 'LiveBlogPosting').liveBlogUpdate;
  expect(updates.length).toBeGreaterThan(0);
  const secondIds = [...(await (await get(request, older)).text()).matchAll(/<section [^>]*data-part="update"[^>]*>/g)].map(([tag]) => /\bid="([^"]+)"/.exec(tag)?.[1]);
  expect(updates.map((update: Json) => decodeURIComponent(update.url.split('#')[1]))).toEqual(secondIds);
  for (const update of updates) expect(new URL(update.url.split('#')[0]).href).toBe(older);
  expect(secondIds.some((id) => ids.includes(id))).toBe(false);
});

test('home, section and sister-brand heads: absolute canonical on their own host, RSS alternate, structured data', async ({ request }) => {
  for (const site of [bn, en, ...SISTERS]) {
    const home = await head(request, `${site.origin}/`);
    // Next writes the root URL without its slash; as a URL it is the same.
    expect(new URL(home.canonical!).href).toBe(`${site.origin}/`);
    expect(home.feeds).toEqual([`${site.origin}/feed.xml`]);
    expect(home.meta.get('og:url')?.map((url) => new URL(url).href)).toEqual([`${site.origin}/`]);
    const types = home.jsonLd.flatMap((block) => block['@graph']).map((node: Json) => node['@type']);
    expect(types).toEqual(expect.arrayContaining(['NewsMediaOrganization', 'WebSite']));
    const website = home.jsonLd.flatMap((block) => block['@graph']).find((node: Json) => node['@type'] === 'WebSite');
    expect(website.potentialAction.target.urlTemplate).toBe(`${site.origin}/search?q={search_term_string}`);
    if (site.brand.languages.length > 1) expect(new URL(home.hreflang.get('x-default')!).href).toBe(`${bn.origin}/`);
    else expect(home.hreflang.size).toBe(0);

    const sections = locs(await xml(request, `${site.origin}/sitemaps/sections.xml`)).filter((url) => url !== `${site.origin}/`);
    if (!sections.length) continue;
    const section = await head(request, sections[0]);
    expect(section.canonical).toBe(sections[0]);
    expect(section.feeds).toHaveLength(1);
    const feed = await xml(request, section.feeds[0]);
    expect(feed.rss.channel.link).toBe(sections[0]);
    expect(section.jsonLd.flatMap((block) => block['@graph']).map((node: Json) => node['@type'])).toEqual(['CollectionPage', 'BreadcrumbList']);
  }
});

test('a registered-only story is in the feed and the news sitemap at once, its text in neither', async ({ request }) => {
  const marker = `SECRET-GATED-TEXT-${Date.now()}`;
  const slug = `seo-gated-${Date.now()}`;
  const sectionPath = locs(await xml(request, `${bn.origin}/sitemaps/sections.xml`)).find((url) => url !== `${bn.origin}/`)!;
  const sectionSlug = decodeURIComponent(sectionPath.split('/').pop()!);
  const write = await request.put(`${bn.origin}/api/ingest/v1/stories/${slug}`, {
    headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
    data: JSON.stringify({
      brand: 'main',
      lang: 'bn',
      headline: `নিবন্ধিতদের খবর ${slug}`,
      access: 'login',
      sections: [{ slug: sectionSlug }],
      metadata: { excerpt: 'শুধু সারাংশ' },
      cards: [{ id: 'c1', elements: [{ type: 'text', text: `<p>${marker}</p>` }] }],
    }),
  });
  expect(write.status()).toBe(201);
  const { story } = await write.json();
  try {
    // The ingest API answers the story's address on its edition's host, as the feeds link it.
    const storyUrl = story.url;
    for (const feedUrl of [`${bn.origin}/feed.xml`, `${bn.origin}/feeds/section/${encodeURIComponent(sectionSlug)}.xml`]) {
      const response = await get(request, feedUrl);
      const text = await response.text();
      expect(XMLValidator.validate(text)).toBe(true);
      const item = parser.parse(text).rss.channel.item.find((entry: Json) => entry.link === storyUrl);
      expect(item, feedUrl).toBeDefined();
      expect(item.description).toBe('শুধু সারাংশ');
      expect(text).not.toContain(marker);
    }
    expect(locs(await xml(request, `${bn.origin}/sitemaps/news.xml`))).toContain(storyUrl);
    const page = await head(request, storyUrl);
    const article = page.jsonLd.flatMap((block) => block['@graph']).find((node: Json) => node['@type'] === 'NewsArticle');
    expect(article.isAccessibleForFree).toBe(false);
    expect(article.hasPart).toMatchObject({ isAccessibleForFree: false, cssSelector: '.paywall' });
    // Its bare slug is one more address of it: a 301 to its own path.
    const bare = await get(request, `${bn.origin}/${slug}`, { maxRedirects: 0 });
    expect(bare.status()).toBe(301);
    // Next writes the Location twice (as pages.spec.ts reads it: the first one).
    expect(new URL(bare.headers().location.split(', ')[0], bn.origin).href).toBe(storyUrl);
  } finally {
    expect((await request.delete(`${bn.origin}/api/ingest/v1/stories/${story.id}`, { headers: { authorization: `Bearer ${KEY}` } })).status()).toBe(200);
  }
  // Retracted: gone from the news sitemap at the next request.
  expect(locs(await xml(request, `${bn.origin}/sitemaps/news.xml`))).not.toContain(story.url);
});

test('every host is installable: manifest, icons, favicon.ico; and answers ads.txt', async ({ request }) => {
  for (const site of EDITION_CASES) {
    const response = await get(request, `${site.origin}/manifest.webmanifest`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({ name: site.brand.name[site.lang], theme_color: site.brand.theme.accent, start_url: '/', display: 'standalone' });
    expect(manifest.icons.some((icon: Json) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
    for (const icon of [...manifest.icons.map((entry: Json) => entry.src), '/icons/apple-touch-icon.png']) {
      const file = await get(request, `${site.origin}${icon}`);
      expect(file.status(), `${site.host}${icon}`).toBe(200);
      expect(file.headers()['content-type']).toMatch(icon.endsWith('.svg') ? /^image\/svg\+xml/ : /^image\/png/);
    }
    const favicon = await get(request, `${site.origin}/favicon.ico`);
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toBe('image/x-icon');
    expect([...(await favicon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    const ads = await get(request, `${site.origin}/ads.txt`);
    expect(ads.status()).toBe(200);
    expect(ads.headers()['content-type']).toContain('text/plain');
    // No ad network in the e2e configuration: a valid file that authorises no seller.
    for (const line of (await ads.text()).split('\n').filter(Boolean)) expect(line.startsWith('#')).toBe(true);

    const home = await get(request, `${site.origin}/`);
    const html = await home.text();
    expect(html).toContain('rel="manifest" href="/manifest.webmanifest"');
    expect(html).toContain('rel="apple-touch-icon" href="/icons/apple-touch-icon.png"');
    // The tab's icon is a picture: an SVG one is drawn by the page's own main thread.
    expect(html).toContain('rel="icon" href="/favicon.ico" sizes="32x32"');
    expect(html).toContain('rel="icon" href="/icons/icon-192.png" sizes="192x192" type="image/png"');
    expect(html).not.toMatch(/rel="icon"[^>]*svg/);
  }
});
