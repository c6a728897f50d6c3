import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ADS_CONFIG, adsRuntimeConfig, type AdsConfig } from '@/lib/ads/config';
import { decideAdSlot, decidePlacements, inPageAfter, reservedHeights, type AdPage } from '@/lib/ads/decide';
import { adsTable, analyticsTable, consentMode } from '@/lib/config/third-parties';
import { thirdPartiesAllowed } from '@/lib/consent/consent';

const story: AdPage = { brand: 'main', lang: 'bn', type: 'story', key: '42', section: 'bangladesh', storyId: 42 };

describe('decidePlacements', () => {
  it('runs nothing without a network', () => {
    expect(decidePlacements(null, 'story', 'bn')).toEqual([]);
    expect(decidePlacements({ ...DEMO_ADS_CONFIG, network_id: '' }, 'story', 'bn')).toEqual([]);
    expect(decidePlacements({ ...DEMO_ADS_CONFIG, dfp_ads: false }, 'home', 'en')).toEqual([]);
  });

  it('follows the table per page type and language, and drops placements without an ad unit', () => {
    expect(decidePlacements(DEMO_ADS_CONFIG, 'story', 'bn')).toEqual(['top', 'in-page', 'anchor', 'interstitial', 'web-interstitial']);
    expect(decidePlacements(DEMO_ADS_CONFIG, 'section', 'en')).toEqual(['top', 'in-page', 'anchor']);
    const config: AdsConfig = { ...DEMO_ADS_CONFIG, placements: { story: { en: ['top', 'anchor'] } }, slots: { top: DEMO_ADS_CONFIG.slots.top } };
    expect(decidePlacements(config, 'story', 'en')).toEqual(['top']);
    expect(decidePlacements(config, 'story', 'bn')).toEqual([]);
    expect(decidePlacements(config, 'home', 'en')).toEqual([]);
  });
});

describe('reservedHeights', () => {
  it('keeps the tallest creative the size mapping allows at each breakpoint', () => {
    expect(reservedHeights(DEMO_ADS_CONFIG.slots.top!)).toEqual({ mobile: 100, tablet: 90, desktop: 250 });
    expect(reservedHeights(DEMO_ADS_CONFIG.slots['in-page']!)).toEqual({ mobile: 250, tablet: 280, desktop: 280 });
  });

  it('counts a mapping row that starts inside a breakpoint, uses all sizes without a mapping, and nothing out of the page', () => {
    const slot = { adUnit: 'x', sizes: [[300, 600]] as const, viewPortSizeMapping: [{ viewport: [0, 0] as const, sizes: [[320, 50]] as const }, { viewport: [600, 0] as const, sizes: [[468, 60]] as const }] };
    expect(reservedHeights(slot)).toEqual({ mobile: 60, tablet: 60, desktop: 60 });
    expect(reservedHeights({ adUnit: 'x', sizes: [[300, 250], [300, 600]] })).toEqual({ mobile: 600, tablet: 600, desktop: 600 });
    expect(reservedHeights(DEMO_ADS_CONFIG.slots.interstitial!)).toEqual({ mobile: 0, tablet: 0, desktop: 0 });
  });
});

describe('decideAdSlot', () => {
  it('gives a slot an id unique to the page, its full unit and the page targeting', () => {
    expect(decideAdSlot(DEMO_ADS_CONFIG, story, 'in-page', 3)).toEqual({
      id: 'ad-in-page-42-3',
      type: 'in-page',
      unit: '/6355419/Travel/Asia',
      targeting: { page_type: 'story', brand: 'main', lang: 'bn', section: 'bangladesh', story_id: '42' },
      reserve: { mobile: 250, tablet: 280, desktop: 280 },
    });
  });

  it('renders no slot where the page type does not run the placement or no network is configured', () => {
    expect(decideAdSlot(DEMO_ADS_CONFIG, { ...story, type: 'section', key: 'section-1' }, 'interstitial')).toBeNull();
    expect(decideAdSlot(null, story, 'top')).toBeNull();
  });

  it('keeps ids to letters, digits, dashes and underscores, and tells apart keys in Bengali', () => {
    const id = (key: string) => decideAdSlot(DEMO_ADS_CONFIG, { ...story, type: 'tag', key }, 'top')?.id ?? '';
    expect(id('topic-ঢাকা shop')).toMatch(/^ad-top-topic-[A-Za-z0-9_-]+shop-0$/);
    expect(id('topic-ঢাকা')).not.toBe(id('topic-খুলনা'));
  });
});

describe('inPageAfter', () => {
  it('places a slot after every few items, never after the last', () => {
    expect([...Array(10).keys()].filter((index) => inPageAfter(index, 10, 4))).toEqual([3, 7]);
    expect([...Array(8).keys()].filter((index) => inPageAfter(index, 8, 4))).toEqual([3]);
    expect(inPageAfter(0, 10, 0)).toBe(false);
  });
});

describe('third-party configuration', () => {
  it('has no ads, no analytics and explicit consent when nothing is set', () => {
    expect(adsTable({})).toEqual({});
    expect(analyticsTable({})).toEqual({});
    expect(consentMode({})).toBe('explicit');
    expect(adsRuntimeConfig(null)).toBeNull();
  });

  it('takes the demo config, inline JSON or a JSON file per brand and edition', () => {
    expect(adsTable({ ADS_CONFIG: 'demo' })).toEqual({ '*': { '*': DEMO_ADS_CONFIG } });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ads-')), 'ads.json');
    const entry = { network_id: '123', slots: { top: { adUnit: 'home/top', sizes: [[728, 90]] } }, placements: { home: { bn: ['top'] } } };
    fs.writeFileSync(file, JSON.stringify({ main: { bn: entry } }));
    expect(adsTable({ ADS_CONFIG: file }).main.bn).toMatchObject({ ...entry, dfp_ads: true, everyCards: 4, afterParagraphs: 3 });
    expect(analyticsTable({ ANALYTICS_CONFIG: '{"*":{"*":{"gtm":"GTM-AB12","ga4":"G-XY34"}}}' })).toEqual({ '*': { '*': { gtm: 'GTM-AB12', ga4: 'G-XY34' } } });
  });

  it('refuses a malformed value and names the variable', () => {
    expect(() => adsTable({ ADS_CONFIG: '{"nowhere":{}}' })).toThrow(/ADS_CONFIG names an unknown brand "nowhere"/);
    expect(() => adsTable({ ADS_CONFIG: '{"main":{"bn":{"network_id":"abc","slots":{},"placements":{}}}}' })).toThrow(/ADS_CONFIG main.bn: network_id/);
    expect(() => adsTable({ ADS_CONFIG: '{"main":{"bn":{"network_id":"1","slots":{"side":{}},"placements":{}}}}' })).toThrow(/unknown placement "side"/);
    expect(() => adsTable({ ADS_CONFIG: '/no/such/file.json' })).toThrow(/ADS_CONFIG is neither JSON/);
    expect(() => analyticsTable({ ANALYTICS_CONFIG: '{"main":{"fr":{"gtm":"GTM-1"}}}' })).toThrow(/unknown language "fr"/);
    expect(() => analyticsTable({ ANALYTICS_CONFIG: '{"main":{"bn":{"gtm":"UA-1"}}}' })).toThrow(/gtm must look like GTM-/);
    expect(() => consentMode({ CONSENT_MODE: 'opt-out' })).toThrow(/CONSENT_MODE must be explicit or implied/);
  });
});

describe('thirdPartiesAllowed', () => {
  it('allows third parties after acceptance, or in implied mode until the reader refuses', () => {
    expect(thirdPartiesAllowed(null, 'explicit')).toBe(false);
    expect(thirdPartiesAllowed('granted', 'explicit')).toBe(true);
    expect(thirdPartiesAllowed('denied', 'explicit')).toBe(false);
    expect(thirdPartiesAllowed(null, 'implied')).toBe(true);
    expect(thirdPartiesAllowed('denied', 'implied')).toBe(false);
  });
});
