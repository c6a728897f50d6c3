import { BRANDS, isBrandKey, isLang, type Brand } from '../brands/brands';
import { localHostMap, normaliseHost, type Edition, type HostMap } from '../brands/resolve-host';

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses SITE_HOSTS: comma-separated `host=brand[:lang]` entries, for example
 * `alokpat.com.bd=main:bn,en.alokpat.com.bd=main:en,trust.alokpat.org=trust`.
 * Entries are added to (and override) the local host map.
 */
export function parseSiteHosts(value: string | undefined): HostMap {
  const hosts = localHostMap();
  if (!value?.trim()) return hosts;
  for (const entry of value.split(',')) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    const [rawHost, target] = trimmed.split('=');
    const host = normaliseHost(rawHost);
    if (!host || !target) throw new ConfigError('SITE_HOSTS', `has an entry without host=brand: "${trimmed}"`);
    const [brandKey, lang] = target.split(':');
    if (!isBrandKey(brandKey)) {
      throw new ConfigError('SITE_HOSTS', `names an unknown brand "${brandKey}" (known: ${BRANDS.map((b) => b.key).join(', ')})`);
    }
    const brand = BRANDS.find((b) => b.key === brandKey) as Brand;
    const edition: Edition = { brand: brand.key, lang: lang ?? brand.defaultLang } as Edition;
    if (!isLang(edition.lang) || !(brand.languages as readonly string[]).includes(edition.lang)) {
      throw new ConfigError('SITE_HOSTS', `gives brand "${brand.key}" a language it does not publish: "${lang}"`);
    }
    hosts.set(host, edition);
  }
  return hosts;
}
