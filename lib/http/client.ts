/**
 * Who sent a request and how, as the app's own server (scripts/serve.ts, lib/http/boundary.ts)
 * established it: it replaces X-Forwarded-For with the one client address it derived (the
 * socket's peer, or the address a trusted proxy in TRUSTED_PROXIES reported) and
 * X-Forwarded-Proto with the scheme, after dropping whatever the client sent. Every
 * per-client limit keys on this address through `rateLimitKey` (an IPv6 address by its /64).
 */
import { resolveHost, type HostEntry, type HostMap } from '../brands/resolve-host';
import { siteHosts } from '../config/hosts';

export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',').map((entry) => entry.trim()).filter(Boolean);
  return forwarded?.length ? forwarded[forwarded.length - 1].slice(0, 64) : 'unknown';
}

/**
 * The subject of every per-address rate limit: an IPv4 address as it is (an IPv4-mapped IPv6
 * address, ::ffff:a.b.c.d, as its IPv4 address), an IPv6 address as its /64, the smallest
 * block a host is usually given, so one host cannot get fresh counters by rotating through
 * the addresses of its own prefix. Anything else (e.g. "unknown") is returned unchanged.
 */
export function rateLimitKey(address: string): string {
  const value = address.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (!value.includes(':')) return value;
  const groups = ipv6Groups(value);
  if (!groups) return value;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/** The address of the request as a rate-limit subject (`rateLimitKey` of `clientAddress`). */
export function clientRateLimitKey(headers: Headers): string {
  return rateLimitKey(clientAddress(headers));
}

/** The eight 16-bit groups of an IPv6 address (with "::" and a trailing dotted IPv4), or null if it is not one. */
function ipv6Groups(value: string): number[] | null {
  let text = value;
  const dotted = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const bytes = dotted.slice(2).map(Number);
    if (bytes.some((byte) => byte > 255)) return null;
    text = `${dotted[1]}${((bytes[0] << 8) | bytes[1]).toString(16)}:${((bytes[2] << 8) | bytes[3]).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const parts = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!parts.every((part) => /^[0-9a-f]{1,4}$/.test(part))) return null;
  return parts.map((part) => parseInt(part, 16));
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
