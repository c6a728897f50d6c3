import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@/lib/api/countries';
import { BREAKING_NEWS_CACHE, CONTENT_CACHE, apiHeaders, surrogateKey, toResponse } from '@/lib/api/http';
import type { MenuItemRecord } from '@/lib/content/records';
import type { StoryRecord } from '@/lib/content/stories/shapes';
import { notFound, ok } from '@/lib/api/result';
import { serialiseMenuItems, serialisePoll, serialiseStory, storyPartsFor } from '@/lib/api/serialise';
import { keyArrayLiteral } from '@/lib/content/stories/search';
import { readTime } from '@/lib/api/story-elements';
import { termKey } from '@/lib/search/term-key';

const published = new Date('2026-11-20T08:30:00Z');
const EDITION = { brand: 'main', lang: 'bn' } as const;

function story(overrides: Partial<StoryRecord> = {}): StoryRecord {
  return {
    id: 7,
    slug: 'metro-line-opens',
    externalId: null,
    headline: 'Metro line opens',
    subheadline: null,
    template: 'text',
    access: 'public',
    excerpt: 'The new line opens on Friday.',
    summary: null,
    metadata: {},
    heroImageS3Key: 'demo/1.jpg',
    heroImageMetadata: { width: 1200, height: 675, alt: 'A train' },
    heroImageCaption: null,
    heroImageAttribution: null,
    firstPublishedAt: published,
    lastPublishedAt: published,
    publishedAt: published,
    updatedAt: published,
    authorName: 'Rafiq Islam',
    cards: [{ id: 'c1', elements: [{ type: 'text', text: '<p>Full text</p>' }] }],
    alternative: {},
    seo: { 'meta-title': 'Metro line opens', 'meta-keywords': ['metro'] },
    primarySection: { id: 3, name: 'Dhaka', slug: 'dhaka' },
    authors: [{ id: 11, slug: 'rafiq-islam', name: 'Rafiq Islam', bio: '', role: 'staff', avatarS3Key: null, avatarUrl: null, metadata: {} }],
    sections: [{ id: 3, name: 'Dhaka', slug: 'dhaka' }],
    tags: [{ id: 5, name: 'Metro rail', slug: 'metro-rail' }],
    entities: [{ id: 9, name: 'Dhaka', slug: 'dhaka', type: 'place' }],
    ...overrides,
  };
}

describe('story JSON', () => {
  it("uses the spec field names, epoch-millisecond times and the story's address on its edition's host as url", () => {
    const json = serialiseStory(story(), EDITION, null);
    expect(json).toMatchObject({
      id: 7,
      slug: 'metro-line-opens',
      url: 'http://localhost:3000/dhaka/metro-line-opens',
      'story-template': 'text',
      'published-at': published.getTime(),
      'author-id': 11,
      'author-name': 'Rafiq Islam',
      authors: [{ id: 11, name: 'Rafiq Islam', slug: 'rafiq-islam', 'avatar-url': null, 'avatar-s3-key': null }],
      sections: [{ id: 3, name: 'Dhaka', slug: 'dhaka' }],
      tags: [{ id: 5, name: 'Metro rail', slug: 'metro-rail' }],
      'linked-entities': [{ id: 9, name: 'Dhaka', slug: 'dhaka', type: 'place' }],
      metadata: { 'is-closed': false, excerpt: 'The new line opens on Friday.', section: { id: 3, name: 'Dhaka', slug: 'dhaka' } },
      seo: { 'meta-title': 'Metro line opens', 'meta-keywords': ['metro'] },
    });
    // Each edition's stories live on its own host of the host map (the local one here: SITE_HOSTS is unset).
    expect(serialiseStory(story(), { brand: 'main', lang: 'en' }, ['url']).url).toBe('http://en.localhost:3000/dhaka/metro-line-opens');
    expect(serialiseStory(story(), { brand: 'torun', lang: 'bn' }, ['url']).url).toBe('http://torun.localhost:3000/dhaka/metro-line-opens');
    expect(json.cards).toEqual([{ id: 'c1', 'story-elements': [{ id: 'c1-0', type: 'text', subtype: null, text: '<p>Full text</p>' }] }]);
    expect(json).toMatchObject({ 'access-level-value': null, 'read-time': 1, 'story-content-id': '7' });
    expect(serialiseStory(story({ access: 'login' }), EDITION, null)['access-level-value']).toBe(1);
  });

  it("answers cards in the platform's story-elements shape, every element with an id, a type and a subtype", () => {
    const image = { 's3-key': 'photos/a.jpg', width: 1200, height: 800, alt: 'The platform', caption: 'Opening day', attribution: 'Staff' };
    const json = serialiseStory(
      story({
        cards: [
          {
            id: 'k',
            publishedAt: '2026-11-20T10:00:00.000Z',
            elements: [
              { type: 'image', ...image },
              { type: 'gallery', images: [image] },
              { type: 'youtube-video', videoId: 'dQw4w9WgXcQ', title: 'Video' },
              { type: 'poll', pollId: 4 },
              { type: 'also-read', text: 'More', storySlug: 'more' },
            ],
          },
        ],
      }),
      EDITION,
      ['cards'],
    );
    const [card] = json.cards!;
    expect(card['card-added-at']).toBe(Date.parse('2026-11-20T10:00:00.000Z'));
    const [photo, gallery, video, poll, alsoRead] = card['story-elements'];
    expect(photo).toEqual({ id: 'k-0', type: 'image', subtype: null, title: 'Opening day', alt: 'The platform', hyperlink: null, 'image-s3-key': 'photos/a.jpg', 'image-metadata': { width: 1200, height: 800 }, 'image-attribution': 'Staff' });
    expect(gallery).toMatchObject({ id: 'k-1', type: 'composite', subtype: 'image-gallery', 'story-elements': [{ id: 'k-1-0', type: 'image', 'image-s3-key': 'photos/a.jpg' }] });
    expect(video).toMatchObject({ type: 'youtube-video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(poll).toMatchObject({ type: 'polltype', metadata: { 'polltype-id': 4 } });
    expect(alsoRead).toMatchObject({ type: 'text', subtype: 'also-read', metadata: { 'linked-story-slug': 'more' } });
  });

  it('gives the minutes to read the text, at least one', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'শব্দ').join(' ');
    expect(readTime([{ id: 'a', elements: [{ type: 'text', text: `<p>${words(450)}</p>` }] }])).toBe(3);
    expect(readTime([], 'a short excerpt')).toBe(1);
  });

  it('never carries the text of a registered-only story', () => {
    expect(serialiseStory(story({ access: 'login' }), EDITION, null).cards).toEqual([]);
    expect(serialiseStory(story({ access: 'login' }), EDITION, ['cards']).cards).toEqual([]);
  });

  it('answers only id and the requested fields', () => {
    expect(serialiseStory(story(), EDITION, ['headline', 'slug'])).toEqual({ id: 7, headline: 'Metro line opens', slug: 'metro-line-opens' });
  });

  it('reads only the parts the requested fields need', () => {
    expect(storyPartsFor(['headline'])).toEqual({ cards: false, authors: false, sections: false, tags: false, entities: false });
    expect(storyPartsFor(['read-time']).cards).toBe(true);
    expect(storyPartsFor(['author-id', 'cards'])).toMatchObject({ cards: true, authors: true, tags: false });
    expect(storyPartsFor(null)).toEqual({ cards: true, authors: true, sections: true, tags: true, entities: true });
  });
});

describe('menu items', () => {
  const item = (values: Partial<MenuItemRecord> & Pick<MenuItemRecord, 'id' | 'title' | 'itemType'>): MenuItemRecord => ({
    menuGroupId: 1,
    parentId: null,
    url: null,
    tagSlug: null,
    entitySlug: null,
    sectionSlug: null,
    itemId: null,
    data: {},
    sectionName: null,
    rank: 0,
    ...values,
  });

  it('nests children under their parent and links sections by their full path', () => {
    const tree = serialiseMenuItems(
      [
        item({ id: 1, title: 'Footer', itemType: 'placeholder' }),
        item({ id: 2, parentId: 1, title: 'Privacy', itemType: 'link', url: '/privacy-policy' }),
        item({ id: 3, parentId: 1, title: 'Cricket', itemType: 'section', sectionSlug: 'cricket', sectionName: 'Cricket news', rank: 1 }),
        item({ id: 4, title: 'Metro', itemType: 'tag', tagSlug: 'metro-rail' }),
      ],
      'footer',
      new Map([['cricket', '/sports/cricket']]),
    );
    expect(tree.map((entry) => entry.title)).toEqual(['Footer', 'Metro']);
    const [footer, metro] = tree;
    expect(footer.completeUrl).toBeNull();
    expect(footer.children.map((child) => [child.title, child.completeUrl, child['parent-id'], child['menu-group-slug']])).toEqual([
      ['Privacy', '/privacy-policy', 1, 'footer'],
      ['Cricket', '/sports/cricket', 1, 'footer'],
    ]);
    expect(footer.children[0].data.link).toBe('/privacy-policy');
    expect(footer.children[1]).toMatchObject({ 'section-name': 'Cricket news', rank: 1 });
    expect(metro.completeUrl).toBe('/topic/metro-rail');
  });
});

describe('polls', () => {
  it('adds up the votes', () => {
    const poll = serialisePoll({ id: 1, question: 'Q?', isClosed: false, options: [{ id: 1, text: 'Yes', votes: 3 }, { id: 2, text: 'No', votes: 4 }] });
    expect(poll['total-votes']).toBe(7);
  });
});

describe('cache headers', () => {
  it('lets a CDN keep successes and purge them by their tags', () => {
    const headers = apiHeaders(ok({}, ['brand:main:bn', 'story:7', 'story:7']), CONTENT_CACHE);
    expect(headers.get('Cache-Control')).toBe('public, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400');
    expect(headers.get('Surrogate-Key')).toBe('brand:main:bn story:7');
    expect(apiHeaders(ok({}, []), BREAKING_NEWS_CACHE).get('Cache-Control')).toContain('s-maxage=30,');
  });

  it('never lets an error be stored', async () => {
    const response = toResponse(notFound('No such story.', ['story:1']), CONTENT_CACHE);
    expect(response.status).toBe(404);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Surrogate-Key')).toBeNull();
    expect(await response.json()).toEqual({ error: { code: 'not-found', message: 'No such story.' } });
  });

  it('answers 304 with no body to a client that sends back the ETag of an unchanged answer', async () => {
    const result = ok({ story: { id: 7, headline: 'ঢাকা' } }, ['story:7']);
    const first = toResponse(result, CONTENT_CACHE, new Request('http://localhost/api/v1/stories/7'));
    expect(first.status).toBe(200);
    const tag = first.headers.get('ETag')!;
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(await first.json()).toEqual(result.body);
    for (const ifNoneMatch of [tag, tag.slice(2), `W/"other", ${tag}`, '*']) {
      const again = toResponse(result, CONTENT_CACHE, new Request('http://localhost/api/v1/stories/7', { headers: { 'If-None-Match': ifNoneMatch } }));
      expect(again.status, ifNoneMatch).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('ETag')).toBe(tag);
      expect(again.headers.get('Cache-Control')).toBe(first.headers.get('Cache-Control'));
      expect(again.headers.get('Surrogate-Key')).toBe('story:7');
    }
    // A changed answer has another tag, so the old one gets the whole answer again.
    const changed = toResponse(ok({ story: { id: 7, headline: 'খুলনা' } }, ['story:7']), CONTENT_CACHE, new Request('http://localhost/', { headers: { 'If-None-Match': tag } }));
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(tag);
    // Errors carry no validator, whatever the client sends.
    const missing = toResponse(notFound('No such story.'), CONTENT_CACHE, new Request('http://localhost/', { headers: { 'If-None-Match': '*' } }));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('ETag')).toBeNull();
  });

  it("sends Last-Modified where the answer knows when it last changed (a story's updated-at), on 200 and 304", () => {
    const updated = Date.parse('2026-11-20T08:30:00Z');
    const result = { ...ok({ story: { id: 7 } }, ['story:7']), lastModified: updated };
    const first = toResponse(result, CONTENT_CACHE);
    expect(first.headers.get('Last-Modified')).toBe('Fri, 20 Nov 2026 08:30:00 GMT');
    const again = toResponse(result, CONTENT_CACHE, new Request('http://localhost/', { headers: { 'If-None-Match': first.headers.get('ETag')! } }));
    expect(again.status).toBe(304);
    expect(again.headers.get('Last-Modified')).toBe('Fri, 20 Nov 2026 08:30:00 GMT');
    expect(toResponse(ok({ stories: [] }, []), CONTENT_CACHE).headers.get('Last-Modified')).toBeNull();
  });

  it('percent-encodes Bengali and spaces in surrogate keys so the header stays valid', () => {
    const key = surrogateKey('story-slug:main:bn:ঢাকা মেট্রো');
    expect(key).toMatch(/^[\x21-\x7e]+$/);
    expect(decodeURIComponent(key)).toBe('story-slug:main:bn:ঢাকা মেট্রো');
    expect(() => new Headers({ 'Surrogate-Key': key })).not.toThrow();
  });
});

describe('search matching', () => {
  it('looks terms up by their stored keys: distinct terms, distinct keys, the same key every time', () => {
    expect(keyArrayLiteral(['ঢাকা', 'ঢাকা', '~ঢাকা', 'dhaka'])).toBe(`{${termKey('ঢাকা')},${termKey('~ঢাকা')},${termKey('dhaka')}}`);
    expect(keyArrayLiteral([])).toBe('{}');
  });
});

describe('countries list', () => {
  it('starts with Bangladesh, then goes by English name, with unique codes and NFC Bengali names', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(30);
    expect(COUNTRIES[0]).toEqual({ code: 'BD', name: { bn: 'বাংলাদেশ', en: 'Bangladesh' } });
    const rest = COUNTRIES.slice(1).map((country) => country.name.en);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.name.bn).toMatch(/^[\u0980-\u09ff ]+$/);
      expect(country.name.bn).toBe(country.name.bn.normalize('NFC'));
    }
  });
});
