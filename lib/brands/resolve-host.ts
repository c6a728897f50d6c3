import { BRANDS, MAIN_BRAND, type BrandKey, type Lang } from './brands';

export interface Edition {
  readonly brand: BrandKey;
  readonly lang: Lang;
}

export type HostMap = ReadonlyMap<string, Edition>;

const MAIN_EDITION: Edition = { brand: MAIN_BRAND.key, lang: MAIN_BRAND.defaultLang };

/** The local host map of the README: localhost, en.localhost and {slug}.localhost. */
export function localHostMap(): Map<string, Edition> {
  const hosts = new Map<string, Edition>([
    ['localhost', MAIN_EDITION],
    ['127.0.0.1', MAIN_EDITION],
    ['en.localhost', { brand: MAIN_BRAND.key, lang: 'en' }],
  ]);
  for (const brand of BRANDS) {
    if (brand.domainSlug) hosts.set(`${brand.domainSlug}.localhost`, { brand: brand.key, lang: brand.defaultLang });
  }
  return hosts;
}

/**
 * Reduces a Host header to a bare lower-case host name: no port, no trailing dot.
 * IPv6 literals keep their brackets.
 */
export function normaliseHost(hostHeader: string | null | undefined): string {
  if (!hostHeader) return '';
  let host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end === -1 ? host : host.slice(0, end + 1);
  }
  const colon = host.indexOf(':');
  if (colon !== -1) host = host.slice(0, colon);
  return host.endsWith('.') ? host.slice(0, -1) : host;
}

/** Host → brand and edition language. Unknown hosts get the main brand's default edition. */
export function resolveHost(hostHeader: string | null | undefined, hosts: HostMap): Edition {
  return hosts.get(normaliseHost(hostHeader)) ?? MAIN_EDITION;
}
