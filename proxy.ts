/**
 * Host routing (docs/decisions/0009-host-map-is-the-only-origin.md): every page request is
 * rewritten to /{brand}/{lang}{path}, so a path on one brand's host can never reach another
 * brand's pages, and the cache key always carries the edition.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { getBrand } from './lib/brands/brands';
import { pageSurrogateKeys } from './lib/cache/surrogate';
import { misdirectedPage } from './lib/http/boundary';
import { requestEdition } from './lib/http/client';
import { onOrigin } from './lib/routes/absolute';
import { isGone } from './lib/routing/gone';
import { gonePageHtml } from './lib/routing/gone-page';


/** A page path that never matches content: malformed addresses get the edition's 404 page there. */
const MALFORMED_PAGE = '/__malformed-address';

/** No real page is longer; longer paths are answered as malformed rather than rendered and cached one by one. */
const MAX_PATH_LENGTH = 1_024;

function isMalformed(pathname: string): boolean {
  if (pathname.length > MAX_PATH_LENGTH) return true;
  if (!pathname.includes('%')) return false;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * The NFC spelling of a path whose segments are spelt otherwise (a Bengali slug typed or
 * copied in NFD), or null when it is already NFC. Each segment is decoded and encoded
 * again, so an encoded `/` or `%` inside a segment stays one.
 */
export function nfcPath(pathname: string): string | null {
  if (!/[%\u0080-\uffff]/.test(pathname)) return null;
  const segments = pathname.split('/').map((segment) => {
    const decoded = decodeURIComponent(segment);
    const nfc = decoded.normalize('NFC');
    return nfc === decoded ? segment : encodeURIComponent(nfc);
  });
  const path = segments.join('/');
  return path === pathname ? null : path;
}

export function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  const malformed = isMalformed(pathname);
  const edition = requestEdition(request.headers);
  if (!edition) {
    // The server refuses such hosts before Next (lib/http/boundary.ts); this keeps them out however the app is run.
    const refusal = misdirectedPage();
    return new NextResponse(refusal.body, { status: refusal.status, headers: refusal.headers });
  }
  const { brand, lang } = edition;
  // One page per slug: any other Unicode spelling of it is sent to the NFC path, on the same host, with a 301 (SPEC §2).
  const nfc = malformed ? null : nfcPath(pathname);
  if (nfc) {
    // The origin comes from the host map's row, never from the Host header (docs/security.md).
    return new NextResponse(null, { status: 301, headers: { Location: onOrigin(edition.origin, `${nfc}${request.nextUrl.search}`), 'Cache-Control': 'public, s-maxage=86400' } });
  }
  const page = malformed ? MALFORMED_PAGE : pathname;
  const responseHeaders = { 'Surrogate-Key': pageSurrogateKeys(brand, lang, page) };
  if (!malformed && isGone(brand, lang, pathname)) {
    return new NextResponse(gonePageHtml(getBrand(brand), lang), {
      status: 410,
      headers: { ...responseHeaders, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, s-maxage=300, stale-while-revalidate=3600' },
    });
  }
  const url = request.nextUrl.clone();
  url.pathname = `/${brand}/${lang}${page}`;
  // An outside x-middleware-subrequest header must never reach the app (CVE-2025-29927);
  // copying the headers costs a few microseconds, so only when it is there.
  if (!request.headers.has('x-middleware-subrequest')) return NextResponse.rewrite(url, { headers: responseHeaders });
  const headers = new Headers(request.headers);
  headers.delete('x-middleware-subrequest');
  return NextResponse.rewrite(url, { request: { headers }, headers: responseHeaders });
}

export const config = {
  // Pages only. APIs resolve the host themselves, and a matched request's body is buffered
  // (up to 10 MB) before any route runs, so uploads must not pass here. Static assets,
  // pictures, media and the icon sprite are brand-neutral and skip it too.
  matcher: ['/((?!api/|_next/|img/|media/|brands/|fonts/|ui-icons\\.svg|sw\\.js|offline\\.html).*)'],
};
