/**
 * Where the accounts API may send a browser (redirect-url, callback_uri, redirect_uri):
 * a path on the current host, or an absolute http(s) URL on the exact origin of a host-map row.
 * Everything a browser might read as another host is refused: `//evil`, `/\evil`,
 * `%2f%2fevil`, `https:evil`, `javascript:`, control characters (CR/LF, tab).
 */
import 'server-only';
import type { HostMap } from '../brands/resolve-host';
import { entryOfUrl } from '../routes/absolute';
import { plainDecoded, sameSitePath } from '../routes/paths';

const MAX_LENGTH = 2_048;

/** The URL to go to, or null when `value` is not one of ours. */
export function safeRedirect(value: unknown, hosts: HostMap): string | null {
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return null;
  const decoded = plainDecoded(value);
  if (decoded === null) return null;
  if (decoded.startsWith('/')) return sameSitePath(value);
  if (!/^https?:\/\/[^/]/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  // Exactly one of our origins: scheme, host and port (not another port, not `host.`).
  return entryOfUrl(hosts, url.toString()) ? url.toString() : null;
}
