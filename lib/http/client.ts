/**
 * Who sent a request and how, as the app's own server (scripts/serve.ts, lib/http/boundary.ts)
 * established it: it replaces X-Forwarded-For with the one client address it derived (the
 * socket's peer, or the address a trusted proxy in TRUSTED_PROXIES reported) and
 * X-Forwarded-Proto with the scheme, after dropping whatever the client sent. Every
 * per-client limit keys on this address.
 */
import { resolveHost, type HostEntry, type HostMap } from '../brands/resolve-host';
import { siteHosts } from '../config/hosts';

export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',').map((entry) => entry.trim()).filter(Boolean);
  return forwarded?.length ? forwarded[forwarded.length - 1].slice(0, 64) : 'unknown';
}

/** The scheme the reader used: https only when a trusted proxy or FORCE_HTTPS said so. */
export function requestProtocol(headers: Headers): 'http' | 'https' {
  return headers.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
}

/**
 * The host-map row the request's Host header selects, or null for a host we do not serve.
 * The only reading of Host that decides anything: absolute URLs come from the row, never
 * from the header (lib/routes/absolute.ts).
 */
export function requestEdition(headers: Headers, hosts: HostMap = siteHosts()): HostEntry | null {
  return resolveHost(headers.get('host'), hosts);
}
