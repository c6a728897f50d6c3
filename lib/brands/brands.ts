/**
 * The brand table: the single source of truth for the main newspaper and its six sister
 * brands (docs/product.md, "Readers and brands"; docs/architecture.md, "Brands and
 * editions"). Components ask a row for its variant; nothing else in the code branches on a
 * brand's name.
 */

export const LANGS = ['bn', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'bn';

export interface LocalisedText {
  readonly bn: string;
  readonly en: string;
}

export interface SocialLinks {
  readonly 'facebook-url': string;
  readonly 'twitter-url': string;
  readonly 'instagram-url': string;
  readonly 'youtube-url': string;
  /** Only the youth magazine lists LinkedIn (docs/product.md, "Entities"). */
  readonly 'linkedin-url'?: string;
}

export interface FooterSpec {
  /** The citizen-news brand has no footer of its own: docs/product.md, "Footer" gives it the main footer. */
  readonly variant: 'main' | 'torun' | 'bondhu' | 'chinta' | 'bigyan' | 'trust';
  /** Most links in the top row of the footer. */
  readonly linkLimit: number;
  /** Most bottom-row links (main footer only; shown only when more than one exists). */
  readonly bottomLinkLimit: number;
}

/**
 * How a brand looks, as data (docs/design-system.md): the edition layout turns it into
 * design-token values on <html> (lib/brands/theme.ts), and components choose among shared
 * variants by these fields, never by the brand's name.
 */
export interface BrandTheme {
  /** The brand colour: rules, links on hover, buttons. White text on it passes 4.5:1. */
  readonly accent: string;
  /** A darker shade: hovered buttons, text on the wash. */
  readonly accentDeep: string;
  /** A pale wash of the accent: header bands, footers, highlighted blocks. */
  readonly wash: string;
  /** Headlines in the sans face of the body or in the serif face (opinion and science). */
  readonly headlineFace: 'sans' | 'serif';
  /** Corners of cards, pictures and buttons. */
  readonly corners: 'square' | 'soft' | 'round';
  /**
   * The header's look: the daily's white masthead with a brand rule; a solid band of the
   * brand colour; or a centred nameplate between rules, as a magazine's cover has it.
   */
  readonly masthead: 'rule' | 'band' | 'nameplate';
  /**
   * What the home page puts first: the day's news; pictures (youth); readers' reports
   * (citizen news); features (science); ideas, by author (opinion); the community's
   * gatherings (forum); the appeal and its work (trust).
   */
  readonly homeEmphasis: 'news' | 'pictures' | 'reports' | 'features' | 'ideas' | 'community' | 'appeal';
}

export interface BrandRow {
  /** Internal key, also the first path segment after the proxy's rewrite. */
  readonly key: string;
  /** The spec's domain slug; null for the publisher itself. */
  readonly domainSlug: string | null;
  readonly name: LocalisedText;
  readonly tagline: LocalisedText;
  readonly languages: readonly Lang[];
  readonly defaultLang: Lang;
  readonly theme: BrandTheme;
  readonly logo: { readonly src: string; readonly width: number; readonly height: number };
  readonly header: 'main' | 'brand';
  readonly navLimit: number;
  readonly footer: FooterSpec;
  readonly hasSideMenu: boolean;
  readonly social: SocialLinks;
  readonly appStore: { readonly android: string; readonly ios: string };
  /** Printed statically in sub-brand footers. */
  readonly editorLine: LocalisedText | null;
  readonly publisherLine: LocalisedText | null;
  readonly epaperUrl: string | null;
  readonly headerCollectionSlug: string;
  /** Only the trust brand has a Donate link (docs/product.md, "Roles"). */
  readonly donateUrl: string | null;
  /** The breaking-news ticker is not shown for some brands (docs/product.md, "Other screen elements"). */
  readonly showBreakingNews: boolean;
}

const APP_STORE = {
  android: 'https://play.google.com/store/apps/details?id=com.alokpat.news',
  ios: 'https://apps.apple.com/app/alokpat/id0000000000',
} as const;

const PUBLISHER_LINE: LocalisedText = {
  bn: 'প্রকাশক: আলোকপাত মিডিয়া লিমিটেড, ৫২ কারওয়ান বাজার, ঢাকা ১২১৫',
  en: 'Publisher: Alokpat Media Limited, 52 Karwan Bazar, Dhaka 1215',
};

function socialFor(handle: string, linkedin = false): SocialLinks {
  return {
    'facebook-url': `https://www.facebook.com/${handle}`,
    'twitter-url': `https://x.com/${handle}`,
    'instagram-url': `https://www.instagram.com/${handle}`,
    'youtube-url': `https://www.youtube.com/@${handle}`,
    ...(linkedin ? { 'linkedin-url': `https://www.linkedin.com/company/${handle}` } : {}),
  };
}

export const BRANDS = [
  {
    key: 'main',
    domainSlug: null,
    name: { bn: 'আলোকপাত', en: 'Alokpat' },
    tagline: { bn: 'সত্যের পাশে, সবার আগে', en: 'Beside the truth, ahead of the news' },
    languages: ['bn', 'en'],
    defaultLang: 'bn',
    theme: { accent: '#b3171d', accentDeep: '#8c1217', wash: '#fbf1f1', headlineFace: 'sans', corners: 'soft', masthead: 'rule', homeEmphasis: 'news' },
    logo: { src: '/brands/main.svg', width: 200, height: 27 },
    header: 'main',
    navLimit: 11,
    footer: { variant: 'main', linkLimit: 18, bottomLinkLimit: 8 },
    hasSideMenu: false,
    social: socialFor('alokpat'),
    appStore: APP_STORE,
    editorLine: null,
    publisherLine: null,
    epaperUrl: 'https://epaper.alokpat.example',
    headerCollectionSlug: 'header-stories',
    donateUrl: null,
    showBreakingNews: true,
  },
  {
    key: 'torun',
    domainSlug: 'torun',
    name: { bn: 'তরুণ তরী', en: 'Torun Tori' },
    tagline: { bn: 'কিশোর-তরুণদের মাসিক', en: 'The youth monthly' },
    languages: ['bn'],
    defaultLang: 'bn',
    theme: { accent: '#0b6e4f', accentDeep: '#07523a', wash: '#e9f6f0', headlineFace: 'sans', corners: 'round', masthead: 'band', homeEmphasis: 'pictures' },
    logo: { src: '/brands/torun.svg', width: 200, height: 27 },
    header: 'brand',
    navLimit: 12,
    footer: { variant: 'torun', linkLimit: 12, bottomLinkLimit: 0 },
    hasSideMenu: true,
    social: socialFor('toruntori', true),
    appStore: APP_STORE,
    editorLine: { bn: 'সম্পাদক: নাসরিন সুলতানা', en: 'Editor: Nasrin Sultana' },
    publisherLine: PUBLISHER_LINE,
    epaperUrl: null,
    headerCollectionSlug: 'header-stories',
    donateUrl: null,
    showBreakingNews: true,
  },
  {
    key: 'nagorik',
    domainSlug: 'nagorik',
    name: { bn: 'নাগরিক কথা', en: 'Nagorik Kotha' },
    tagline: { bn: 'পাঠকের চোখে দেশ', en: 'The country through its readers' },
    languages: ['bn'],
    defaultLang: 'bn',
    theme: { accent: '#1d4e89', accentDeep: '#143a66', wash: '#edf3fa', headlineFace: 'sans', corners: 'square', masthead: 'rule', homeEmphasis: 'reports' },
    logo: { src: '/brands/nagorik.svg', width: 200, height: 27 },
    header: 'brand',
    navLimit: 12,
    footer: { variant: 'main', linkLimit: 18, bottomLinkLimit: 8 },
    hasSideMenu: true,
    social: socialFor('nagorikkotha'),
    appStore: APP_STORE,
    editorLine: { bn: 'সম্পাদক: মাহমুদুল হাসান', en: 'Editor: Mahmudul Hasan' },
    publisherLine: PUBLISHER_LINE,
    epaperUrl: null,
    headerCollectionSlug: 'header-stories',
    donateUrl: null,
    showBreakingNews: true,
  },
  {
    key: 'bigyan',
    domainSlug: 'bigyan',
    name: { bn: 'বিজ্ঞানচক্র', en: 'Bigyan Chakra' },
    tagline: { bn: 'বিজ্ঞানের আনন্দ', en: 'The joy of science' },
    languages: ['bn'],
    defaultLang: 'bn',
    theme: { accent: '#5b2a86', accentDeep: '#431f63', wash: '#f4eefa', headlineFace: 'serif', corners: 'round', masthead: 'band', homeEmphasis: 'features' },
    logo: { src: '/brands/bigyan.svg', width: 200, height: 27 },
    header: 'brand',
    navLimit: 12,
    footer: { variant: 'bigyan', linkLimit: 20, bottomLinkLimit: 0 },
    hasSideMenu: true,
    social: socialFor('bigyanchakra'),
    appStore: APP_STORE,
    editorLine: { bn: 'সম্পাদক: অরিন্দম চক্রবর্তী', en: 'Editor: Arindam Chakraborty' },
    publisherLine: PUBLISHER_LINE,
    epaperUrl: null,
    headerCollectionSlug: 'header-stories',
    donateUrl: null,
    showBreakingNews: true,
  },
  {
    key: 'chinta',
    domainSlug: 'chinta',
    name: { bn: 'চিন্তাসূত্র', en: 'Chintasutra' },
    tagline: { bn: 'ভাবনার খোলা জানালা', en: 'An open window for ideas' },
    languages: ['bn'],
    defaultLang: 'bn',
    theme: { accent: '#7a3b00', accentDeep: '#5a2c00', wash: '#faf4ec', headlineFace: 'serif', corners: 'square', masthead: 'nameplate', homeEmphasis: 'ideas' },
    logo: { src: '/brands/chinta.svg', width: 200, height: 27 },
    header: 'brand',
    navLimit: 12,
    footer: { variant: 'chinta', linkLimit: 10, bottomLinkLimit: 0 },
    hasSideMenu: true,
    social: socialFor('chintasutra'),
    appStore: APP_STORE,
    editorLine: { bn: 'সম্পাদক: সেলিনা পারভীন', en: 'Editor: Selina Parvin' },
    publisherLine: PUBLISHER_LINE,
    epaperUrl: null,
    headerCollectionSlug: 'header-stories',
    donateUrl: null,
    showBreakingNews: true,
  },
  {
    key: 'bondhu',
    domainSlug: 'bondhu',
    name: { bn: 'বন্ধুমহল', en: 'Bondhu Mohol' },
    tagline: { bn: 'পাঠক-বন্ধুদের সংগঠন', en: "The readers' friendship forum" },
    languages: ['bn'],
    defaultLang: 'bn',
    theme: { accent: '#a4161a', accentDeep: '#7d1014', wash: '#fdf0ef', headlineFace: 'sans', corners: 'round', masthead: 'band', homeEmphasis: 'community' },
    logo: { src: '/brands/bondhu.svg', width: 200, height: 27 },
    header: 'brand',
    navLimit: 12,
    footer: { variant: 'bondhu', linkLimit: 10, bottomLinkLimit: 0 },
    hasSideMenu: true,
    social: socialFor('bondhumohol'),
    appStore: APP_STORE,
    editorLine: { bn: 'সমন্বয়ক: তানভীর আহমেদ', en: 'Coordinator: Tanvir Ahmed' },
    publisherLine: PUBLISHER_LINE,
    epaperUrl: null,
    headerCollectionSlug: 'header-stories',
    donateUrl: null,
    showBreakingNews: true,
  },
  {
    key: 'trust',
    domainSlug: 'trust',
    name: { bn: 'আলোকপাত ট্রাস্ট', en: 'Alokpat Trust' },
    tagline: { bn: 'মানুষের পাশে মানুষ', en: 'People standing by people' },
    languages: ['bn'],
    defaultLang: 'bn',
    theme: { accent: '#006d77', accentDeep: '#00525a', wash: '#e8f4f5', headlineFace: 'serif', corners: 'soft', masthead: 'nameplate', homeEmphasis: 'appeal' },
    logo: { src: '/brands/trust.svg', width: 200, height: 27 },
    header: 'brand',
    navLimit: 12,
    footer: { variant: 'trust', linkLimit: 16, bottomLinkLimit: 0 },
    hasSideMenu: true,
    social: socialFor('alokpattrust'),
    appStore: APP_STORE,
    editorLine: { bn: 'নির্বাহী পরিচালক: রাশেদা খানম', en: 'Executive director: Rasheda Khanam' },
    publisherLine: PUBLISHER_LINE,
    epaperUrl: null,
    headerCollectionSlug: 'header-stories',
    donateUrl: '/donate',
    showBreakingNews: false,
  },
] as const satisfies readonly BrandRow[];

export type BrandKey = (typeof BRANDS)[number]['key'];
export type Brand = (typeof BRANDS)[number];
export type SisterBrandKey = Exclude<BrandKey, 'main'>;

export const BRAND_KEYS: readonly BrandKey[] = BRANDS.map((brand) => brand.key);
export const MAIN_BRAND: Brand = BRANDS[0];

const BY_KEY = new Map<string, Brand>(BRANDS.map((brand) => [brand.key, brand]));

export function isBrandKey(value: string): value is BrandKey {
  return BY_KEY.has(value);
}

export function isLang(value: string): value is Lang {
  return (LANGS as readonly string[]).includes(value);
}

export function getBrand(key: BrandKey): Brand {
  return BY_KEY.get(key) ?? MAIN_BRAND;
}

/** Every (brand, language) pair the site serves: 8 editions. */
export const EDITIONS: readonly { brand: BrandKey; lang: Lang }[] = BRANDS.flatMap((brand) =>
  brand.languages.map((lang) => ({ brand: brand.key as BrandKey, lang })),
);

export function brandServesLang(brand: Brand, lang: string): lang is Lang {
  return (brand.languages as readonly string[]).includes(lang);
}
