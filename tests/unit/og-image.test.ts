import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRANDS } from '@/lib/brands/brands';
import { brandInitial } from '@/lib/seo/installable';
import { drawCard, drawIcon } from '@/lib/seo/og-image';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

describe('generated icons and cards', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draw every brand’s icon and a card in both scripts from the bundled faces, with no network call', async () => {
    const fetched: string[] = [];
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!url.startsWith('data:')) fetched.push(url);
      return realFetch(input, init);
    });
    for (const brand of BRANDS) {
      for (const lang of brand.languages) {
        const icon = await drawIcon(brand, brandInitial(brand, lang), 32, false);
        expect(icon.subarray(0, 4).equals(PNG_SIGNATURE), `${brand.key}/${lang}`).toBe(true);
      }
    }
    const card = await drawCard(BRANDS[0], 'en', 'Padma Bridge toll: a record day (পদ্মা সেতু)', 1200, 630);
    expect(card.subarray(0, 4).equals(PNG_SIGNATURE)).toBe(true);
    expect(fetched).toEqual([]);
  }, 30_000);
});
