import { BRANDS, MAIN_BRAND, type BrandKey, type Lang } from './brands';

export interface Edition {
  readonly brand: BrandKey;
  readonly lang: Lang;
}

/**
 * One row of the host map: the edition a host serves and the origin every absolute URL
 * of that host is written with (scheme, host and port, from configuration, never from a
 * request). Local rows are the `*.localhost` names of the demo.
 */
export interface HostEntry extends Edition {
  readonly host: string;
  readonly origin: string;
  readonly local: boolean;
}

export type HostMap = ReadonlyMap<string, HostEntry>;

const MAIN_EDITION: Edition = { brand: MAIN_BRAND.key, lang: MAIN_BRAND.defaultLang };

function localOrigin(host: string, port: number): string {
  return `http://${host}${port === 80 ? '' : `:${port}`}`;
}

/** The local host map of the README: localhost, en.localhost and {slug}.localhost, served on `port`. */
export function localHostMap(port: number): Map<string, HostEntry> {
  const editions: [string, Edition][] = [
    ['localhost', MAIN_EDITION],
    ['127.0.0.1', MAIN_EDITION],
    ['en.localhost', { brand: MAIN_BRAND.key, lang: 'en' }],
  ];
  for (const brand of BRANDS) {
    if (brand.domainSlug) editions.push([`${brand.domainSlug}.localhost`, { brand: brand.key, lang: brand.defaultLang }]);
  }
  return new Map(editions.map(([host, edition]) => [host, { ...edition, host, origin: localOrigin(host, port), local: true }]));
}

/** A DNS name (labels of letters, digits and hyphens, an optional final dot) or an IP literal, and an optional port. */
const HOST_HEADER = /^(?:([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)\.?|(\[[0-9a-f:.]+\]))(?::\d{1,5})?$/;

/**
 * The bare lower-case host name of a Host header (no port, no trailing dot; IPv6 literals
 * keep their brackets), or '' when the header is missing or is not a plain host[:port]
 * (`localhost:3000@evil.example`, spaces, paths, user info).
 */
export function normaliseHost(hostHeader: string | null | undefined): string {
  if (!hostHeader || hostHeader.length > 260) return '';
  const match = HOST_HEADER.exec(hostHeader.trim().toLowerCase());
  return match ? (match[1] ?? match[2]) : '';
}

/** Host header → its row of the host map; null for a host the map does not list (the request is refused). */
export function resolveHost(hostHeader: string | null | undefined, hosts: HostMap): HostEntry | null {
  return hosts.get(normaliseHost(hostHeader)) ?? null;
}
