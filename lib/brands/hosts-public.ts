import type { BrandKey, Lang } from './brands';
import { normaliseHost, type HostMap } from './resolve-host';

function isLocal(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1';
}

/**
 * The absolute URL of `path` on another edition's host, built from the host map and
 * the current request's Host (a local request stays local and keeps its port).
 * Returns null when no host serves that edition.
 */
export function crossEditionUrl(hosts: HostMap, requestHost: string | null, protocol: string, target: { brand: BrandKey; lang: Lang }, path: string): string | null {
  const current = normaliseHost(requestHost);
  const local = isLocal(current);
  const port = requestHost?.match(/:(\d+)$/)?.[1];
  let chosen: string | null = null;
  for (const [host, edition] of hosts) {
    if (edition.brand !== target.brand || edition.lang !== target.lang || host === '127.0.0.1') continue;
    if (isLocal(host) === local) {
      chosen = host;
      if (!local) break;
    }
  }
  if (!chosen) return null;
  const safePath = path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/';
  return `${local ? 'http' : protocol}://${chosen}${local && port ? `:${port}` : ''}${safePath}`;
}

/** The in-site link that switches edition (answered by /api/edition with a redirect). */
export function editionHref(lang: Lang, path: string): string {
  return `/api/edition?to=${lang}&path=${encodeURIComponent(path)}`;
}

/**
 * The origin that absolute URLs of an edition's pages (canonical links, Open Graph) start
 * with: its first production host from the host map (https), else its local host on
 * `port`. It depends on the edition only, never on the request, because pages are cached.
 */
export function editionOrigin(hosts: HostMap, target: { brand: BrandKey; lang: Lang }, port: string | undefined): string {
  let local: string | null = null;
  for (const [host, edition] of hosts) {
    if (edition.brand !== target.brand || edition.lang !== target.lang || host === '127.0.0.1') continue;
    if (!isLocal(host)) return `https://${host}`;
    local ??= host;
  }
  return `http://${local ?? 'localhost'}${port ? `:${port}` : ''}`;
}
