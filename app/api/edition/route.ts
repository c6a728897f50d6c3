import { NextResponse, type NextRequest } from 'next/server';
import { MAIN_BRAND, getBrand, isBrandKey, isLang } from '@/lib/brands/brands';
import { crossEditionUrl } from '@/lib/brands/hosts-public';
import { resolveHost } from '@/lib/brands/resolve-host';
import { parseSiteHosts } from '@/lib/config/hosts';
import { equivalentPath } from '@/lib/content/equivalent-path';

const HOSTS = parseSiteHosts(process.env.SITE_HOSTS);

/**
 * Eng/Bangla switch (`?to=en&path=/…`): redirects to the equivalent page of the other edition (a story's
 * translation, the same section, or home), on that edition's host, never off the host map.
 */
export async function GET(request: NextRequest): Promise<NextResponse> {
  const brandParam = request.nextUrl.searchParams.get('brand');
  if (brandParam !== null) return toBrand(request, brandParam);
  const to = request.nextUrl.searchParams.get('to') ?? '';
  const path = request.nextUrl.searchParams.get('path') ?? '/';
  const host = request.headers.get('host');
  const current = resolveHost(host, HOSTS);
  const lang = isLang(to) ? to : MAIN_BRAND.defaultLang;
  const target = lang === current.lang ? path : await equivalentPath(current.brand, current.lang, path).catch(() => '/');
  const protocol = request.headers.get('x-forwarded-proto') === 'http' ? 'http' : 'https';
  const url = crossEditionUrl(HOSTS, host, protocol, { brand: current.brand, lang }, target) ?? '/';
  return NextResponse.redirect(new URL(url, request.nextUrl), { status: 302, headers: { 'Cache-Control': 'no-store' } });
}

/** ?brand=trust: the home page of a sister brand (the hamburger menu's initiatives), on its own host. */
function toBrand(request: NextRequest, key: string): NextResponse {
  const host = request.headers.get('host');
  const brand = isBrandKey(key) ? getBrand(key) : MAIN_BRAND;
  const protocol = request.headers.get('x-forwarded-proto') === 'http' ? 'http' : 'https';
  const url = crossEditionUrl(HOSTS, host, protocol, { brand: brand.key, lang: brand.defaultLang }, '/') ?? '/';
  return NextResponse.redirect(new URL(url, request.nextUrl), { status: 302, headers: { 'Cache-Control': 'no-store' } });
}
