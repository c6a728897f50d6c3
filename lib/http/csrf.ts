/**
 * Cross-site request checks for every state-changing call: the XSRF-TOKEN cookie must be
 * echoed in the X-XSRF-TOKEN header (a page on another site can neither read our cookie
 * nor send a custom header without a CORS preflight we never grant), and the request's
 * Origin (or Referer) must be the host it was sent to. The APIs that authorise with a
 * bearer token instead of a cookie (comments, saves) check only the Origin (`foreignOrigin`).
 */
import 'server-only';
import { readCookie } from './cookies';
import { keyMatches } from './keys';

/** docs/product.md, "Business constants": the cross-site token pair. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

export type CsrfFailure = 'origin' | 'token';

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

function requestHost(headers: Headers): string {
  return headers.get('host')?.toLowerCase() ?? '';
}

/** An Origin header, when a browser sends one, must name the host the request was sent to. */
export function foreignOrigin(headers: Headers): boolean {
  const origin = headers.get('origin');
  return origin !== null && (origin === 'null' || hostOf(origin) !== requestHost(headers));
}

export function checkCsrf(headers: Headers): CsrfFailure | null {
  const referer = headers.get('referer');
  if (headers.get('origin') !== null) {
    if (foreignOrigin(headers)) return 'origin';
  } else if (referer !== null) {
    if (hostOf(referer) !== requestHost(headers)) return 'origin';
  } else {
    const site = headers.get('sec-fetch-site');
    if (site && site !== 'same-origin' && site !== 'none') return 'origin';
  }
  const cookie = readCookie(headers.get('cookie'), XSRF_COOKIE);
  if (!cookie || cookie.length < 20 || !keyMatches(headers.get(XSRF_HEADER), cookie)) return 'token';
  return null;
}
