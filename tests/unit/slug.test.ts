import { describe, expect, it } from 'vitest';
import { decodeSlug, slugify } from '@/lib/content/slug';
import { localiseDigits } from '@/lib/i18n/digits';

describe('slugs', () => {
  it('keeps Bengali letters and makes Latin text kebab-case', () => {
    expect(slugify('ঢাকায় নতুন মেট্রো লাইন!')).toBe('ঢাকায়-নতুন-মেট্রো-লাইন');
    expect(slugify('  Dhaka Metro: Line 6 opens ')).toBe('dhaka-metro-line-6-opens');
  });

  it('decodes a percent-encoded Bengali segment once and normalises NFD to NFC', () => {
    // ো (U+09CB) decomposes to ে + া in NFD.
    const nfc = 'শিক্ষা-বোর্ড'.normalize('NFC');
    const nfd = nfc.normalize('NFD');
    expect(nfd).not.toBe(nfc);
    expect(decodeSlug(encodeURIComponent(nfd))).toBe(nfc);
  });

  it('rejects malformed percent-encoding and over-long segments', () => {
    expect(decodeSlug('%E0%A6')).toBeNull();
    expect(decodeSlug('%zz')).toBeNull();
    expect(decodeSlug('a'.repeat(1001))).toBeNull();
  });

  it('writes Bengali digits in the Bengali edition only', () => {
    expect(localiseDigits('1998–2026', 'bn')).toBe('১৯৯৮–২০২৬');
    expect(localiseDigits(2026, 'en')).toBe('2026');
  });
});

describe('decodeSlug refuses what no slug holds (issue 14)', () => {
  it('answers null for control characters, so no query sees a NUL', () => {
    expect(decodeSlug('a%00b')).toBeNull();
    expect(decodeSlug('%0a')).toBeNull();
    expect(decodeSlug('a%7f')).toBeNull();
    expect(decodeSlug('%E0%A6%B2%E0%A7%87%E0%A6%BE%E0%A6%95')).toBe('\u09B2\u09CB\u0995');
  });
});
