/**
 * Cross-site request checks for every state-changing call: the XSRF-TOKEN cookie must be
 * echoed in the X-XSRF-TOKEN header (a page on another site can neither read our cookie
 * nor send a custom header without a CORS preflight we never grant), and the request's
 * Origin (or Referer) must be exactly the host map's origin of the host it was sent to
 * (scheme, host and port, from configuration): never the request's own Host header, which
 * a client writes. The APIs that authorise with a bearer token instead of a cookie
 * (comments, saves, reading counts) check only the Origin (`foreignOrigin`).
 */
import 'server-only';
import { readCookie } from './cookies';
import { keyMatches } from './keys';

/** docs/product.md, "Business constants": the cross-site token pair. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

export type CsrfFailure = 'origin' | 'token';

/** The origin (scheme, host and port) of an absolute URL, or null. */
export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * An Origin header, when a browser sends one, must be exactly `origin`: the host map's
 * origin of the host the request was sent to (`requestEdition(headers).origin`).
 * `Origin: null` (a sandboxed frame, a privacy-stripped post) is foreign.
 */
export function foreignOrigin(headers: Headers, origin: string): boolean {
  const sent = headers.get('origin');
  return sent !== null && sent !== origin;
}

/** The cross-site check of a cookie-authorised call to the host whose host-map origin is `origin`. */
export function checkCsrf(headers: Headers, origin: string): CsrfFailure | null {
  const referer = headers.get('referer');
  if (headers.get('origin') !== null) {
    if (foreignOrigin(headers, origin)) return 'origin';
  } else if (referer !== null) {
    if (originOf(referer) !== origin) return 'origin';
  } else {
    const site = headers.get('sec-fetch-site');
    if (site && site !== 'same-origin' && site !== 'none') return 'origin';
  }
  const cookie = readCookie(headers.get('cookie'), XSRF_COOKIE);
  if (!cookie || cookie.length < 20 || !keyMatches(headers.get(XSRF_HEADER), cookie)) return 'token';
  return null;
}
