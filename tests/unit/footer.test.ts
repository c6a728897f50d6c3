import { describe, expect, it } from 'vitest';
import { BRANDS, getBrand, MAIN_BRAND, type BrandKey } from '@/lib/brands/brands';
import { parseSiteHosts } from '@/lib/config/hosts';
import { menuItemHref, type MenuItemData } from '@/lib/content/listing-queries';
import type { MenuItemType } from '@/lib/db/schema';
import { copyrightLine } from '@/lib/footer/copyright';
import { decideFooter } from '@/lib/footer/decide-footer';
import { editionHosts, footerMenuItems, splitFooterLinks, toFooterLink, type FooterLink } from '@/lib/footer/footer-links';

const brand = (key: BrandKey) => getBrand(key);

describe('decideFooter', () => {
  it('gives the main site the main footer: 18 links on top, up to 8 below', () => {
    expect(decideFooter(MAIN_BRAND, null)).toMatchObject({ variant: 'main', brand: { key: 'main' }, linkLimit: 18, bottomLinkLimit: 8 });
  });

  it('gives each sister brand with a footer of its own that footer by its domain slug, with its link limit', () => {
    expect(decideFooter(brand('torun'), null)).toMatchObject({ variant: 'torun', brand: { key: 'torun' } });
    expect(decideFooter(brand('bondhu'), null)).toMatchObject({ variant: 'bondhu', linkLimit: 10 });
    expect(decideFooter(brand('chinta'), null)).toMatchObject({ variant: 'chinta', linkLimit: 10 });
    expect(decideFooter(brand('bigyan'), null)).toMatchObject({ variant: 'bigyan', linkLimit: 20 });
    expect(decideFooter(brand('trust'), null)).toMatchObject({ variant: 'trust', linkLimit: 16 });
  });

  it('gives the citizen-news brand the main footer with its own menu and lines', () => {
    expect(decideFooter(brand('nagorik'), null)).toMatchObject({ variant: 'main', brand: { key: 'nagorik' }, linkLimit: 18, bottomLinkLimit: 8 });
  });

  it('picks a sister footer by the first path segment on the main site', () => {
    for (const key of ['torun', 'bondhu', 'chinta', 'bigyan', 'trust'] as const) {
      expect(decideFooter(MAIN_BRAND, key)).toMatchObject({ variant: key, brand: { key } });
    }
    expect(decideFooter(MAIN_BRAND, 'Trust').variant).toBe('trust');
  });

  it('keeps the main footer for any other first segment', () => {
    for (const segment of ['bangladesh', 'nagorik', 'topic', 'main', '']) {
      expect(decideFooter(MAIN_BRAND, segment)).toMatchObject({ variant: 'main', brand: { key: 'main' } });
    }
  });

  it('lets the domain win over the path on a sister site', () => {
    expect(decideFooter(brand('trust'), 'bondhu')).toMatchObject({ variant: 'trust', brand: { key: 'trust' } });
  });

  it('reads every limit from the brand table', () => {
    for (const row of BRANDS) {
      const { linkLimit, bottomLinkLimit } = decideFooter(row, null);
      expect({ linkLimit, bottomLinkLimit }).toEqual({ linkLimit: row.footer.linkLimit, bottomLinkLimit: row.footer.bottomLinkLimit });
    }
  });
});

let nextId = 1;
function menuItem(title: string, itemType: MenuItemType, fields: { url?: string; sectionSlug?: string; tagSlug?: string; entitySlug?: string } = {}, children: MenuItemData[] = []): MenuItemData {
  const href = menuItemHref({ itemType, url: fields.url ?? null, sectionSlug: fields.sectionSlug ?? null, tagSlug: fields.tagSlug ?? null, entitySlug: fields.entitySlug ?? null });
  return { id: nextId++, title, type: itemType, ...href, children };
}

const hosts = editionHosts(parseSiteHosts('alokpat.com.bd=main:bn,en.alokpat.com.bd=main:en,trust.alokpat.org=trust'), 'main', 'bn');
const link = (item: MenuItemData) => {
  const { id: _id, ...rest } = toFooterLink(item, hosts);
  return rest;
};

describe('footer links', () => {
  it('are the children of the item titled Footer', () => {
    const menu = [menuItem('Other', 'placeholder', {}, [menuItem('Not this', 'link', { url: '/x' })]), menuItem('Footer', 'placeholder', {}, [menuItem('About', 'link', { url: '/about' }), menuItem('Sports', 'section', { sectionSlug: 'sports' })])];
    expect(footerMenuItems(menu).map((item) => item.title)).toEqual(['About', 'Sports']);
    expect(footerMenuItems([menuItem('Other', 'placeholder')])).toEqual([]);
  });

  it('send a section to /{slug} and a tag or entity to /topic/{slug}, inside the app', () => {
    expect(link(menuItem('খেলা', 'section', { sectionSlug: 'sports' }))).toEqual({ title: 'খেলা', kind: 'internal', href: '/sports' });
    expect(link(menuItem('Cricket', 'tag', { tagSlug: 'cricket' }))).toEqual({ title: 'Cricket', kind: 'internal', href: '/topic/cricket' });
    expect(link(menuItem('Padma Bridge', 'entity', { entitySlug: 'padma-bridge' }))).toEqual({ title: 'Padma Bridge', kind: 'internal', href: '/topic/padma-bridge' });
  });

  it('render a placeholder, a hash-only link and an unsafe address as plain text', () => {
    expect(link(menuItem('Sections', 'placeholder'))).toEqual({ title: 'Sections', kind: 'text' });
    expect(link(menuItem('Top', 'link', { url: '#' }))).toEqual({ title: 'Top', kind: 'text' });
    expect(link(menuItem('Bad', 'link', { url: 'javascript:alert(1)' }))).toEqual({ title: 'Bad', kind: 'text' });
  });

  it('keep a site path and an address on the current host inside the app', () => {
    expect(link(menuItem('Privacy', 'link', { url: '/privacy-policy' }))).toEqual({ title: 'Privacy', kind: 'internal', href: '/privacy-policy' });
    expect(link(menuItem('About', 'link', { url: 'https://alokpat.com.bd/about?ref=footer#team' }))).toEqual({ title: 'About', kind: 'internal', href: '/about?ref=footer#team' });
    expect(link(menuItem('About', 'link', { url: 'http://LOCALHOST:3000/about' }))).toEqual({ title: 'About', kind: 'internal', href: '/about' });
  });

  it('make an address on any other host, even a sister edition, external', () => {
    expect(link(menuItem('E-paper', 'link', { url: 'https://epaper.alokpat.example' }))).toEqual({ title: 'E-paper', kind: 'external', href: 'https://epaper.alokpat.example' });
    expect(link(menuItem('English', 'link', { url: 'https://en.alokpat.com.bd/' }))).toMatchObject({ kind: 'external' });
    expect(link(menuItem('Trust', 'link', { url: '//trust.alokpat.org/donate' }))).toEqual({ title: 'Trust', kind: 'external', href: '//trust.alokpat.org/donate' });
    expect(link(menuItem('Write to us', 'link', { url: 'mailto:desk@alokpat.example' }))).toEqual({ title: 'Write to us', kind: 'external', href: 'mailto:desk@alokpat.example' });
  });
});

describe('footer rows', () => {
  const links = (count: number): FooterLink[] => Array.from({ length: count }, (_, i) => ({ id: i + 1, title: `Link ${i + 1}`, kind: 'text' }));
  const ids = (row: readonly FooterLink[]) => row.map((entry) => entry.id);

  it('put the first 18 links on top and the next 8 below on the main footer', () => {
    const { top, bottom } = splitFooterLinks(links(30), { linkLimit: 18, bottomLinkLimit: 8 });
    expect(ids(top)).toEqual(ids(links(18)));
    expect(ids(bottom)).toEqual([19, 20, 21, 22, 23, 24, 25, 26]);
  });

  it('show a bottom row only when it has more than one link', () => {
    expect(splitFooterLinks(links(19), { linkLimit: 18, bottomLinkLimit: 8 }).bottom).toEqual([]);
    expect(ids(splitFooterLinks(links(20), { linkLimit: 18, bottomLinkLimit: 8 }).bottom)).toEqual([19, 20]);
  });

  it('cut a sister footer to its limit with no bottom row', () => {
    const { top, bottom } = splitFooterLinks(links(25), { linkLimit: 10, bottomLinkLimit: 0 });
    expect(top).toHaveLength(10);
    expect(bottom).toEqual([]);
    expect(splitFooterLinks(links(4), { linkLimit: 10, bottomLinkLimit: 0 }).top).toHaveLength(4);
  });
});

describe('copyrightLine', () => {
  const midYear = new Date('2026-06-15T12:00:00Z');

  it('reads 1998 to this year in Bengali digits and wording in bn', () => {
    expect(copyrightLine('bn', 'আলোকপাত', midYear)).toBe('স্বত্ব © ১৯৯৮–২০২৬ আলোকপাত');
  });

  it('reads Copyright with the range in en', () => {
    expect(copyrightLine('en', 'Alokpat', midYear)).toBe('Copyright © 1998–2026 Alokpat');
  });

  it('turns the year at midnight in Dhaka, not in UTC', () => {
    expect(copyrightLine('en', 'Alokpat', new Date('2026-12-31T17:59:59Z'))).toBe('Copyright © 1998–2026 Alokpat');
    expect(copyrightLine('en', 'Alokpat', new Date('2026-12-31T18:00:00Z'))).toBe('Copyright © 1998–2027 Alokpat');
  });
});
