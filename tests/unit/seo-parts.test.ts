import { describe, expect, it } from 'vitest';
import { getBrand } from '../../lib/brands/brands';
import { parseAdsTxt, adsTxtLines } from '../../lib/config/ads-txt';
import { permanentStatus } from '../../lib/http/boundary';
import { adsTxt } from '../../lib/seo/ads-txt';
import { hreflangSet } from '../../lib/seo/alternates';
import { brandInitial, icoFromPng, iconSvg, webManifest } from '../../lib/seo/installable';
import { parseStoryImageFile, storyImagePath } from '../../lib/seo/og';
import type { EditionSite } from '../../lib/seo/site';

const site = (lang: 'bn' | 'en', origin: string): EditionSite => ({ brand: getBrand('main'), lang, origin, url: (path) => `${origin}${path}` });
const bn = site('bn', 'https://alokpat.com.bd');
const en = site('en', 'https://en.alokpat.com.bd');

describe('hreflang', () => {
  it('names both editions and x-default (the brand default, Bengali), the same set from either side', () => {
    const fromBn = hreflangSet(bn, '/a', en, '/b');
    const fromEn = hreflangSet(en, '/b', bn, '/a');
    const expected = [
      { hreflang: 'bn', href: 'https://alokpat.com.bd/a' },
      { hreflang: 'en', href: 'https://en.alokpat.com.bd/b' },
      { hreflang: 'x-default', href: 'https://alokpat.com.bd/a' },
    ];
    expect(fromBn).toEqual(expected);
    expect([...fromEn].sort((a, b) => a.hreflang.localeCompare(b.hreflang))).toEqual(expected);
  });

  it('is empty without a twin or another edition', () => {
    expect(hreflangSet(bn, '/a', en, null)).toEqual([]);
    expect(hreflangSet(bn, '/a', null, '/a')).toEqual([]);
  });
});

describe('story pictures', () => {
  it('names the ratio files by story id and reads them back, and still reads the slug names pages wrote before', () => {
    const path = storyImagePath(142, '4x3');
    expect(path).toBe('/og/story/142-4x3.jpg');
    expect(parseStoryImageFile(path.split('/').pop()!)).toEqual({ id: 142, ratio: '4x3' });
    expect(parseStoryImageFile(`${encodeURIComponent('ঢাকা-খবর')}-og.jpg`)).toEqual({ slug: encodeURIComponent('ঢাকা-খবর'), ratio: 'og' });
    // Not ids: a leading zero, or more than a PostgreSQL integer holds, are read as slugs (and found by none).
    expect(parseStoryImageFile('0142-1x1.jpg')).toEqual({ slug: '0142', ratio: '1x1' });
    expect(parseStoryImageFile('12345678901-1x1.jpg')).toEqual({ slug: '12345678901', ratio: '1x1' });
    expect(parseStoryImageFile('2147483647-1x1.jpg')).toEqual({ id: 2_147_483_647, ratio: '1x1' });
    expect(parseStoryImageFile('2147483648-1x1.jpg')).toEqual({ slug: '2147483648', ratio: '1x1' });
    expect(parseStoryImageFile('x-2x1.jpg')).toBeNull();
    expect(parseStoryImageFile('x-16x9.png')).toBeNull();
  });
});

describe('installable brands', () => {
  it('a manifest with the brand name in the edition language, its theme colour, start_url, standalone and maskable icons', () => {
    const brand = getBrand('torun');
    const manifest = webManifest(brand, 'bn');
    expect(manifest).toMatchObject({ name: 'তরুণ তরী', theme_color: brand.theme.accent, start_url: '/', display: 'standalone', lang: 'bn' });
    expect(manifest.icons?.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['any', 'any'],
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    expect(webManifest(getBrand('main'), 'en').name).toBe('Alokpat');
  });

  it('the icon mark is the first whole letter of the name', () => {
    expect(brandInitial(getBrand('main'), 'bn')).toBe('আ');
    expect(brandInitial(getBrand('main'), 'en')).toBe('A');
    expect(iconSvg(getBrand('main'), 'bn')).toContain(`fill="${getBrand('main').theme.accent}"`);
  });

  it('wraps a PNG into an ICO file a reader can parse', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const ico = icoFromPng(png, 32);
    const view = new DataView(ico.buffer);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7]]).toEqual([32, 32]);
    expect(view.getUint32(14, true)).toBe(png.length);
    expect(view.getUint32(18, true)).toBe(22);
    expect([...ico.slice(22)]).toEqual([...png]);
  });
});

describe('ads.txt', () => {
  it('is a comment only when nothing is configured, the records otherwise', () => {
    expect(adsTxt([])).toMatch(/^#[^\n]*\n$/);
    expect(adsTxt(parseAdsTxt('google.com, pub-1, DIRECT, f08c47fec0942fa0; example.net,22,RESELLER\ncontact=ads@alokpat.com.bd'))).toBe(
      'google.com, pub-1, DIRECT, f08c47fec0942fa0\nexample.net, 22, RESELLER\ncontact=ads@alokpat.com.bd\n',
    );
  });

  it('a brand variable replaces the shared one; a malformed record is a configuration error', () => {
    const env = { ADS_TXT: 'google.com, pub-1, DIRECT', ADS_TXT_TRUST: '' };
    expect(adsTxtLines('main', env)).toEqual(['google.com, pub-1, DIRECT']);
    expect(adsTxtLines('trust', env)).toEqual([]);
    expect(() => parseAdsTxt('google.com pub-1 DIRECT')).toThrow(/ADS_TXT/);
    expect(() => adsTxtLines('torun', { ADS_TXT_TORUN: '<script>' })).toThrow(/ADS_TXT_TORUN/);
  });
});

describe('permanent redirects', () => {
  it('a page answers 301 where Next writes 308; APIs and other methods keep their status', () => {
    expect(permanentStatus({ method: 'GET', url: '/dhaka' }, 308)).toBe(301);
    expect(permanentStatus({ method: 'HEAD', url: '/old-archive/1?x=1' }, 308)).toBe(301);
    expect(permanentStatus({ method: 'POST', url: '/dhaka' }, 308)).toBe(308);
    expect(permanentStatus({ method: 'GET', url: '/api/v1/x' }, 308)).toBe(308);
    expect(permanentStatus({ method: 'GET', url: '/dhaka' }, 307)).toBe(307);
  });
});
