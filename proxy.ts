/**
 * Host routing (DESIGN.md section 2): every page request is rewritten to
 * /{brand}/{lang}{path}, so a path on one brand's host can never reach another
 * brand's pages, and the cache key always carries the edition.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { resolveHost } from './lib/brands/resolve-host';
import { pageSurrogateKeys } from './lib/cache/surrogate';
import { parseSiteHosts } from './lib/config/hosts';

const HOSTS = parseSiteHosts(process.env.SITE_HOSTS);

export function proxy(request: NextRequest): NextResponse {
  const { brand, lang } = resolveHost(request.headers.get('host'), HOSTS);
  const url = request.nextUrl.clone();
  const responseHeaders = { 'Surrogate-Key': pageSurrogateKeys(brand, lang, url.pathname) };
  url.pathname = `/${brand}/${lang}${url.pathname}`;
  // An outside x-middleware-subrequest header must never reach the app (CVE-2025-29927);
  // copying the headers costs a few microseconds, so only when it is there.
  if (!request.headers.has('x-middleware-subrequest')) return NextResponse.rewrite(url, { headers: responseHeaders });
  const headers = new Headers(request.headers);
  headers.delete('x-middleware-subrequest');
  return NextResponse.rewrite(url, { request: { headers }, headers: responseHeaders });
}

export const config = {
  // Pages only: assets, images, media and APIs are brand-neutral or resolve the host themselves.
  matcher: ['/((?!_next/|api/|media/|brands/|fonts/|favicon\\.ico|robots\\.txt).*)'],
};
