/**
 * The third parties an operator switches on (docs/ads-and-analytics.md): the ad network
 * (ADS_CONFIG), Google Tag Manager and GA4 (ANALYTICS_CONFIG), per brand and edition, and
 * whether consent is asked first (CONSENT_MODE). Nothing set: no third party at all.
 */
import fs from 'node:fs';
import { BRAND_KEYS, LANGS, type BrandKey, type Lang } from '../brands/brands';
import { DEMO_ADS_CONFIG, PLACEMENTS, type AdsConfig, type AnalyticsIds } from '../ads/config';
import type { ConsentMode } from '../consent/consent';
import { ConfigError } from './hosts';

type Env = Readonly<Record<string, string | undefined>>;

/** Per brand (or `*`) and edition language (or `*`), as both JSON variables are written. */
type PerEdition<T> = Readonly<Record<string, Readonly<Record<string, T>>>>;

/** CONSENT_MODE: before the reader answers the banner, `explicit` (default) loads nothing, `implied` loads the configured tags. */
export function consentMode(env: Env = process.env): ConsentMode {
  const raw = env.CONSENT_MODE;
  if (!raw || raw === 'explicit') return 'explicit';
  if (raw === 'implied') return 'implied';
  throw new ConfigError('CONSENT_MODE', `must be explicit or implied, got "${raw}"`);
}

/** A JSON variable: inline (starting with `{`) or the path of a JSON file. */
function readJson(name: string, raw: string): unknown {
  let text = raw;
  if (!raw.trimStart().startsWith('{')) {
    try {
      text = fs.readFileSync(raw, 'utf8');
    } catch {
      throw new ConfigError(name, `is neither JSON nor a readable JSON file: "${raw}"`);
    }
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ConfigError(name, 'is not valid JSON');
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function perEdition<T>(name: string, value: unknown, check: (entry: unknown, where: string) => T): PerEdition<T> {
  if (!isObject(value)) throw new ConfigError(name, 'must be an object of brands');
  const result: Record<string, Record<string, T>> = {};
  for (const [brand, langs] of Object.entries(value)) {
    if (brand !== '*' && !(BRAND_KEYS as readonly string[]).includes(brand)) throw new ConfigError(name, `names an unknown brand "${brand}"`);
    if (!isObject(langs)) throw new ConfigError(name, `brand "${brand}" must be an object of languages`);
    result[brand] = {};
    for (const [lang, entry] of Object.entries(langs)) {
      if (lang !== '*' && !(LANGS as readonly string[]).includes(lang)) throw new ConfigError(name, `names an unknown language "${lang}"`);
      result[brand][lang] = check(entry, `${brand}.${lang}`);
    }
  }
  return result;
}

function pick<T>(table: PerEdition<T>, brand: BrandKey, lang: Lang): T | null {
  return table[brand]?.[lang] ?? table[brand]?.['*'] ?? table['*']?.[lang] ?? table['*']?.['*'] ?? null;
}

const isSize = (value: unknown) => Array.isArray(value) && value.length === 2 && value.every((n) => Number.isInteger(n) && n >= 0);

function checkAds(name: string) {
  return (entry: unknown, where: string): AdsConfig => {
    const fail = (problem: string) => new ConfigError(name, `${where}: ${problem}`);
    if (!isObject(entry)) throw fail('must be an ads-config object');
    if (typeof entry.network_id !== 'string' || !/^\d+$/.test(entry.network_id)) throw fail('network_id must be the network code, digits');
    if (!isObject(entry.slots)) throw fail('slots must be an object');
    for (const [placement, slot] of Object.entries(entry.slots)) {
      if (!(PLACEMENTS as readonly string[]).includes(placement)) throw fail(`slots has an unknown placement "${placement}"`);
      if (!isObject(slot) || typeof slot.adUnit !== 'string' || !Array.isArray(slot.sizes) || !slot.sizes.every(isSize)) throw fail(`slot ${placement} needs adUnit and sizes ([width, height] pairs)`);
      const mapping = slot.viewPortSizeMapping;
      if (mapping !== undefined && !(Array.isArray(mapping) && mapping.every((row) => isObject(row) && isSize(row.viewport) && Array.isArray(row.sizes) && row.sizes.every(isSize)))) {
        throw fail(`slot ${placement}: viewPortSizeMapping rows need viewport and sizes`);
      }
    }
    if (!isObject(entry.placements)) throw fail('placements must be an object of page types');
    const everyCards = entry.everyCards ?? DEMO_ADS_CONFIG.everyCards;
    const afterParagraphs = entry.afterParagraphs ?? DEMO_ADS_CONFIG.afterParagraphs;
    if (!Number.isInteger(everyCards) || !Number.isInteger(afterParagraphs)) throw fail('everyCards and afterParagraphs must be whole numbers');
    return { dfp_ads: entry.dfp_ads !== false, ...(entry as object), everyCards, afterParagraphs } as AdsConfig;
  };
}

function checkAnalytics(name: string) {
  return (entry: unknown, where: string): AnalyticsIds => {
    if (!isObject(entry)) throw new ConfigError(name, `${where}: must be an object with gtm and/or ga4`);
    const { gtm, ga4 } = entry;
    if (gtm !== undefined && (typeof gtm !== 'string' || !/^GTM-[A-Z0-9]+$/.test(gtm))) throw new ConfigError(name, `${where}: gtm must look like GTM-XXXXXXX`);
    if (ga4 !== undefined && (typeof ga4 !== 'string' || !/^G-[A-Z0-9]+$/.test(ga4))) throw new ConfigError(name, `${where}: ga4 must look like G-XXXXXXXXXX`);
    return { ...(gtm ? { gtm } : {}), ...(ga4 ? { ga4 } : {}) } as AnalyticsIds;
  };
}

/** ADS_CONFIG parsed: unset, no ads; `demo`, the demo config on Google's test network everywhere; else JSON per brand and edition. */
export function adsTable(env: Env = process.env): PerEdition<AdsConfig> {
  const raw = env.ADS_CONFIG;
  if (!raw || raw === 'off') return {};
  if (raw === 'demo') return { '*': { '*': DEMO_ADS_CONFIG } };
  return perEdition('ADS_CONFIG', readJson('ADS_CONFIG', raw), checkAds('ADS_CONFIG'));
}

/** ANALYTICS_CONFIG parsed: unset, no analytics; else JSON per brand and edition. */
export function analyticsTable(env: Env = process.env): PerEdition<AnalyticsIds> {
  const raw = env.ANALYTICS_CONFIG;
  if (!raw) return {};
  return perEdition('ANALYTICS_CONFIG', readJson('ANALYTICS_CONFIG', raw), checkAnalytics('ANALYTICS_CONFIG'));
}

let ads: PerEdition<AdsConfig> | undefined;
let analytics: PerEdition<AnalyticsIds> | undefined;

/** The edition's ads-config, or null when it runs no ads (no network configured). */
export function adsConfigFor(brand: BrandKey, lang: Lang): AdsConfig | null {
  ads ??= adsTable();
  const config = pick(ads, brand, lang);
  return config && config.dfp_ads && config.network_id ? config : null;
}

/** The edition's analytics ids, or null when it has none. */
export function analyticsFor(brand: BrandKey, lang: Lang): AnalyticsIds | null {
  analytics ??= analyticsTable();
  const ids = pick(analytics, brand, lang);
  return ids && (ids.gtm || ids.ga4) ? ids : null;
}

/** What the Content-Security-Policy must allow for these: whether any edition runs ads, and the analytics ids in use. */
export function thirdPartyCsp(env: Env = process.env): { ads: boolean; gtm: boolean; ga4Ids: string[] } {
  const adEntries = Object.values(adsTable(env)).flatMap((langs) => Object.values(langs));
  const ids = Object.values(analyticsTable(env)).flatMap((langs) => Object.values(langs));
  return {
    ads: adEntries.some((config) => config.dfp_ads && Boolean(config.network_id)),
    gtm: ids.some((entry) => Boolean(entry.gtm)),
    ga4Ids: [...new Set(ids.flatMap((entry) => (entry.ga4 ? [entry.ga4] : [])))].sort(),
  };
}
