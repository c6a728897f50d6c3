/**
 * Every absolute URL the site writes (mail links, sign-in redirects, canonical and Open
 * Graph URLs, feeds, JSON-LD) is built here, from the host map's row of the edition it
 * belongs to: never from the request's Host or X-Forwarded-* headers, which an attacker
 * chooses (docs/decisions/0009-host-map-is-the-only-origin.md: a poisoned Host header once
 * put evil.example into reset links).
 */
import type { BrandKey, Lang } from '../brands/brands';
import type { HostEntry, HostMap } from '../brands/resolve-host';

interface Target {
  readonly brand: BrandKey;
  readonly lang: Lang;
}

/**
 * The map row that serves `target`: the row of the request (`near`) when it serves it, else
 * a production host first, a local one otherwise; when the request came in on a local
 * name, a local one first, so that the demo's links stay on the demo. 127.0.0.1 is an address, never a name to write into a link.
 */
export function editionEntry(hosts: HostMap, target: Target, near?: HostEntry): HostEntry | null {
  if (near && near.brand === target.brand && near.lang === target.lang && near.host !== '127.0.0.1') return near;
  let fallback: HostEntry | null = null;
  for (const entry of hosts.values()) {
    if (entry.brand !== target.brand || entry.lang !== target.lang || entry.host === '127.0.0.1') continue;
    if (entry.local === (near?.local ?? false)) return entry;
    fallback ??= entry;
  }
  return fallback;
}

/** The origin of `target`'s pages, e.g. https://alokpat.com.bd (null when no host serves it). */
export function editionOrigin(hosts: HostMap, target: Target, near?: HostEntry): string | null {
  return editionEntry(hosts, target, near)?.origin ?? null;
}

/** A site path (`/…`, never `//…`) on `origin`; anything else becomes the home page. */
export function onOrigin(origin: string, path: string): string {
  const safePath = path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/';
  return `${origin}${safePath}`;
}

/** The absolute URL of `path` in `target`'s edition, or null when no host serves it. */
export function absoluteUrl(hosts: HostMap, target: Target, path: string, near?: HostEntry): string | null {
  const origin = editionOrigin(hosts, target, near);
  return origin ? onOrigin(origin, path) : null;
}

/**
 * The row whose origin is exactly that of `url` (scheme, host and port): how redirect and
 * callback addresses given by a client are checked. A trailing dot, another port or
 * user info is no match.
 */
export function entryOfUrl(hosts: HostMap, url: string): HostEntry | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.username || parsed.password) return null;
  const entry = hosts.get(parsed.hostname);
  return entry && entry.origin === parsed.origin ? entry : null;
}
