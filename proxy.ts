/**
 * Host routing (DESIGN.md section 2): every page request is rewritten to
 * /{brand}/{lang}{path}, so a path on one brand's host can never reach another
 * brand's pages, and the cache key always carries the edition.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { getBrand } from './lib/brands/brands';
import { resolveHost } from './lib/brands/resolve-host';
import { pageSurrogateKeys } from './lib/cache/surrogate';
import { parseSiteHosts } from './lib/config/hosts';
import { isGone } from './lib/routing/gone';
import { gonePageHtml } from './lib/routing/gone-page';

const HOSTS = parseSiteHosts(process.env.SITE_HOSTS);

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

export function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  const malformed = isMalformed(pathname);
  if (pathname.startsWith('/api/')) {
    // APIs resolve the host themselves; only a malformed address is answered here (Next would answer 500).
    return malformed
      ? NextResponse.json({ error: { code: 'invalid-parameter', parameter: 'path', message: 'The address has malformed percent-encoding.' } }, { status: 400 })
      : NextResponse.next();
  }
  const { brand, lang } = resolveHost(request.headers.get('host'), HOSTS);
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
  // Pages and APIs; static assets, images and media are brand-neutral and skip the proxy.
  matcher: ['/((?!_next/|media/|brands/|fonts/|favicon\\.ico|robots\\.txt|sw\\.js).*)'],
};
