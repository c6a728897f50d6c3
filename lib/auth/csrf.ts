/**
 * Cross-site request checks for every state-changing call: the XSRF-TOKEN cookie must be
 * echoed in the X-XSRF-TOKEN header (a page on another site can neither read our cookie
 * nor send a custom header without a CORS preflight we never grant), and the request's
 * Origin (or Referer) must be the host it was sent to.
 */
import 'server-only';
import { safeEqual } from './crypto';
import { readCookie, XSRF_COOKIE, XSRF_HEADER } from './cookies';

export type CsrfFailure = 'origin' | 'token';

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

export function checkCsrf(headers: Headers): CsrfFailure | null {
  const host = headers.get('host')?.toLowerCase() ?? '';
  const origin = headers.get('origin');
  const referer = headers.get('referer');
  if (origin !== null) {
    if (origin === 'null' || hostOf(origin) !== host) return 'origin';
  } else if (referer !== null) {
    if (hostOf(referer) !== host) return 'origin';
  } else {
    const site = headers.get('sec-fetch-site');
    if (site && site !== 'same-origin' && site !== 'none') return 'origin';
  }
  const cookie = readCookie(headers.get('cookie'), XSRF_COOKIE);
  const header = headers.get(XSRF_HEADER);
  if (!cookie || !header || cookie.length < 20 || !safeEqual(cookie, header)) return 'token';
  return null;
}
