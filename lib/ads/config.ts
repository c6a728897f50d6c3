/**
 * The publisher config's `ads-config` (docs/product.md, "Entities") for one brand and edition: the
 * ad network, the Google Publisher Tag slot of each placement (ad unit, sizes, viewport
 * size mapping, out-of-page) and the table of which placements run on which page type.
 * Data only: the server decides the slots of a page from it (./decide.ts), the browser's
 * ad runtime (components/ads/gpt-runtime.ts) defines them.
 */
import type { Lang } from '../brands/brands';

/** The ad placements of docs/product.md, "Readers and brands". */
export const PLACEMENTS = ['top', 'in-page', 'anchor', 'interstitial', 'web-interstitial'] as const;
export type Placement = (typeof PLACEMENTS)[number];

/**
 * The page types that may carry ads. Pages not listed (not found, gone, account, sign-in,
 * preview, search) never do: nothing renders a slot there.
 */
export const AD_PAGE_TYPES = ['home', 'section', 'collection', 'tag', 'author', 'story'] as const;
export type AdPageType = (typeof AD_PAGE_TYPES)[number];

export type AdSize = readonly [width: number, height: number];

/** One row of GPT's size mapping: from this viewport size up, these sizes. */
export interface ViewportSizes {
  readonly viewport: AdSize;
  readonly sizes: readonly AdSize[];
}

export interface AdSlotConfig {
  /** The ad unit path below the network, e.g. `news/top`; the slot's unit is `/{network_id}/{adUnit}`. */
  readonly adUnit: string;
  readonly sizes: readonly AdSize[];
  readonly viewPortSizeMapping?: readonly ViewportSizes[];
  /** Defined with defineOutOfPageSlot (no box on the page). */
  readonly renderOutOfThePage?: boolean;
}

export interface AdsConfig {
  readonly network_id: string;
  /** Whether the edition runs Google Ad Manager (DFP) ads at all. */
  readonly dfp_ads: boolean;
  readonly slots: { readonly [P in Placement]?: AdSlotConfig };
  /** Which placements run on which page type, per language. */
  readonly placements: { readonly [T in AdPageType]?: { readonly [L in Lang]?: readonly Placement[] } };
  /** An in-page slot after every this many cards of a listing (and after every this many home blocks). */
  readonly everyCards: number;
  /** An in-page slot in a story body after this many paragraphs (public text only). */
  readonly afterParagraphs: number;
}

/** What the browser's ad runtime is given: the network and the slot of each placement. */
export interface AdsRuntimeConfig {
  readonly networkId: string;
  readonly slots: AdsConfig['slots'];
}

/** Google's public test network: its units always fill with sample creatives. */
const DEMO_NETWORK = '6355419';
const ALL: readonly Placement[] = PLACEMENTS;
const LISTING: readonly Placement[] = ['top', 'in-page', 'anchor'];

/** The demo config (ADS_CONFIG=demo): every placement on a test network, for every brand and edition. */
export const DEMO_ADS_CONFIG: AdsConfig = {
  network_id: DEMO_NETWORK,
  dfp_ads: true,
  slots: {
    top: {
      adUnit: 'Travel/Europe',
      sizes: [[970, 250], [728, 90], [320, 100], [320, 50]],
      viewPortSizeMapping: [
        { viewport: [1264, 0], sizes: [[970, 250], [728, 90]] },
        { viewport: [876, 0], sizes: [[728, 90]] },
        { viewport: [0, 0], sizes: [[320, 100], [320, 50]] },
      ],
    },
    'in-page': {
      adUnit: 'Travel/Asia',
      sizes: [[300, 250], [336, 280]],
      viewPortSizeMapping: [
        { viewport: [876, 0], sizes: [[336, 280], [300, 250]] },
        { viewport: [0, 0], sizes: [[300, 250]] },
      ],
    },
    anchor: { adUnit: 'Travel', sizes: [[320, 50]] },
    interstitial: { adUnit: 'Travel/Europe/France', sizes: [], renderOutOfThePage: true },
    'web-interstitial': { adUnit: 'Travel/Europe/France/Paris', sizes: [], renderOutOfThePage: true },
  },
  placements: {
    home: { bn: ['top', 'in-page', 'anchor', 'web-interstitial'], en: ['top', 'in-page', 'anchor', 'web-interstitial'] },
    section: { bn: LISTING, en: LISTING },
    collection: { bn: LISTING, en: LISTING },
    tag: { bn: LISTING, en: LISTING },
    author: { bn: LISTING, en: LISTING },
    story: { bn: ALL, en: ALL },
  },
  everyCards: 4,
  afterParagraphs: 3,
};

/** The runtime part of a config, or null when the edition runs no ads. */
export function adsRuntimeConfig(config: AdsConfig | null): AdsRuntimeConfig | null {
  return config && config.dfp_ads ? { networkId: config.network_id, slots: config.slots } : null;
}

/** An edition's analytics (ANALYTICS_CONFIG, lib/config/third-parties.ts): a Tag Manager container and/or a GA4 measurement id. */
export interface AnalyticsIds {
  /** Google Tag Manager container id, `GTM-…`. */
  readonly gtm?: string;
  /** GA4 measurement id, `G-…`. */
  readonly ga4?: string;
}
