import { describe, expect, it } from 'vitest';
import {
  InvalidParameterError,
  MAX_OFFSET,
  parseAuthorsParams,
  parseCollectionParams,
  parseEntitiesParams,
  parseFields,
  parseId,
  parseLimit,
  parseOffset,
  parseSearchParams,
  parseSlugSegment,
  parseStorySlugParams,
} from '@/lib/api/params';

const query = (text: string) => new URLSearchParams(text);

/** The parameter an input is rejected for, or null when it is accepted. */
function rejected(parse: () => unknown): string | null {
  try {
    parse();
    return null;
  } catch (error) {
    if (error instanceof InvalidParameterError) return error.parameter;
    throw error;
  }
}

describe('limit and offset', () => {
  it('defaults when absent or empty and caps a limit above the maximum instead of refusing it', () => {
    expect(parseLimit(null, 10, 100)).toBe(10);
    expect(parseLimit('', 10, 100)).toBe(10);
    expect(parseLimit('25', 10, 100)).toBe(25);
    expect(parseLimit('0', 10, 100)).toBe(0);
    expect(parseLimit('500', 10, 100)).toBe(100);
    expect(parseLimit('9'.repeat(40), 10, 100)).toBe(100);
  });

  it('refuses negative, fractional, signed, spaced and non-numeric limits', () => {
    for (const value of ['-1', '1.5', '+3', ' 3', '1e2', 'ten', '0x10', '١٢']) {
      expect(rejected(() => parseLimit(value, 10, 100)), value).toBe('limit');
    }
  });

  it('accepts offsets up to the maximum and refuses deeper or malformed ones', () => {
    expect(parseOffset(null)).toBe(0);
    expect(parseOffset('40')).toBe(40);
    expect(parseOffset(String(MAX_OFFSET))).toBe(MAX_OFFSET);
    expect(rejected(() => parseOffset(String(MAX_OFFSET + 1)))).toBe('offset');
    expect(rejected(() => parseOffset('-10'))).toBe('offset');
    expect(rejected(() => parseOffset('abc'))).toBe('offset');
  });

  it('gives the authors list 20 a page and at most 100', () => {
    expect(parseAuthorsParams(query(''))).toEqual({ limit: 20, offset: 0 });
    expect(parseAuthorsParams(query('limit=1'))).toEqual({ limit: 1, offset: 0 });
    expect(parseAuthorsParams(query('limit=1000&offset=20'))).toEqual({ limit: 100, offset: 20 });
  });
});

describe('ids and slugs', () => {
  it('accepts positive database ids only', () => {
    expect(parseId('42')).toBe(42);
    for (const value of ['0', '-4', 'abc', '4.0', '2147483648', '', undefined]) {
      expect(rejected(() => parseId(value)), String(value)).toBe('id');
    }
  });

  it('decodes a percent-encoded Bengali path segment once, to NFC', () => {
    const slug = 'শিক্ষা-বোর্ড';
    expect(parseSlugSegment(encodeURIComponent(slug.normalize('NFD')))).toBe(slug.normalize('NFC'));
    expect(rejected(() => parseSlugSegment('%E0%A6'))).toBe('slug');
  });

  it('requires a slug for stories-by-slug and refuses control characters', () => {
    expect(parseStorySlugParams(query('slug=dhaka-metro'))).toEqual({ slug: 'dhaka-metro', fields: null });
    expect(parseStorySlugParams(query('slug=dhaka-metro&story-fields=headline'))).toEqual({ slug: 'dhaka-metro', fields: ['headline'] });
    expect(rejected(() => parseStorySlugParams(query('')))).toBe('slug');
    expect(rejected(() => parseStorySlugParams(query('slug=%20%20')))).toBe('slug');
    expect(rejected(() => parseStorySlugParams(query('slug=a%00b')))).toBe('slug');
  });
});

describe('fields', () => {
  it('reads a comma list of story fields, trimming and dropping repeats', () => {
    expect(parseFields('headline, slug,,headline ,story-template')).toEqual(['headline', 'slug', 'story-template']);
    expect(parseFields(null)).toBeNull();
    expect(parseFields('  ')).toBeNull();
  });

  it('refuses an unknown field, naming it in the message', () => {
    let error: unknown;
    try {
      parseFields('headline,body-html');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InvalidParameterError);
    expect((error as InvalidParameterError).parameter).toBe('fields');
    expect((error as InvalidParameterError).message).toContain('"body-html"');
  });
});

describe('collection parameters', () => {
  it('pages by 10 by default and filters to stories only with item-type=story', () => {
    expect(parseCollectionParams(query(''), { slug: 'home' })).toEqual({ slug: 'home', limit: 10, offset: 0, fields: null, storiesOnly: false });
    expect(parseCollectionParams(query('item-type=story&limit=3&offset=6&fields=headline'), { slug: 'home' })).toEqual({
      slug: 'home',
      limit: 3,
      offset: 6,
      fields: ['headline'],
      storiesOnly: true,
    });
  });

  it('refuses an unknown item-type', () => {
    expect(rejected(() => parseCollectionParams(query('item-type=video'), { slug: 'home' }))).toBe('item-type');
  });
});

describe('advanced-search parameters', () => {
  it('sorts by relevance when there is a query and by latest-published when there is none', () => {
    expect(parseSearchParams(query('q=metro')).sort).toBe('relevance');
    expect(parseSearchParams(query('')).sort).toBe('latest-published');
    expect(parseSearchParams(query('q=%20')).sort).toBe('latest-published');
    expect(parseSearchParams(query('q=metro&sort=published-at:asc')).sort).toBe('published-at:asc');
  });

  it('trims the query, keeps it NFC, and refuses one longer than 200 characters', () => {
    expect(parseSearchParams(query(`q=${encodeURIComponent('  মেট্রো '.normalize('NFD'))}`)).q).toBe('মেট্রো'.normalize('NFC'));
    expect(parseSearchParams(query(`q=${'ক'.repeat(200)}`)).q).toHaveLength(200);
    expect(rejected(() => parseSearchParams(query(`q=${'a'.repeat(201)}`)))).toBe('q');
  });

  it('maps the gallery type to photo stories and all to no filter', () => {
    expect(parseSearchParams(query('type=gallery')).template).toBe('photo');
    expect(parseSearchParams(query('type=live-blog')).template).toBe('live-blog');
    expect(parseSearchParams(query('type=all')).template).toBeNull();
  });

  it('names the parameter of each bad value', () => {
    expect(rejected(() => parseSearchParams(query('sort=oldest')))).toBe('sort');
    expect(rejected(() => parseSearchParams(query('type=podcast')))).toBe('type');
    expect(rejected(() => parseSearchParams(query('section-id=news')))).toBe('section-id');
    expect(rejected(() => parseSearchParams(query(`tag-name=${'x'.repeat(201)}`)))).toBe('tag-name');
    expect(rejected(() => parseSearchParams(query('limit=-5')))).toBe('limit');
    expect(rejected(() => parseSearchParams(query('fields=headline,nope')))).toBe('fields');
  });

  it('reads the filters', () => {
    const params = parseSearchParams(query('q=Dhaka&section-id=7&tag-name=Metro%20rail&limit=250&offset=10&fields=headline,slug'));
    expect(params).toMatchObject({ q: 'Dhaka', sectionId: 7, tagName: 'Metro rail', limit: 100, offset: 10, fields: ['headline', 'slug'] });
  });
});

describe('entity parameters', () => {
  it('accepts the entity types and refuses others', () => {
    expect(parseEntitiesParams(query('type=person')).type).toBe('person');
    expect(parseEntitiesParams(query('')).type).toBeNull();
    expect(rejected(() => parseEntitiesParams(query('type=planet')))).toBe('type');
  });
});
