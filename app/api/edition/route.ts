import { NextResponse, type NextRequest } from 'next/server';
import { MAIN_BRAND, isLang } from '@/lib/brands/brands';
import { crossEditionUrl } from '@/lib/brands/hosts-public';
import { resolveHost } from '@/lib/brands/resolve-host';
import { parseSiteHosts } from '@/lib/config/hosts';

const HOSTS = parseSiteHosts(process.env.SITE_HOSTS);

/** Eng/Bangla switch: redirects to the same path on the other edition's host (never off the host map). */
export function GET(request: NextRequest): NextResponse {
  const to = request.nextUrl.searchParams.get('to') ?? '';
  const path = request.nextUrl.searchParams.get('path') ?? '/';
  const host = request.headers.get('host');
  const current = resolveHost(host, HOSTS);
  const lang = isLang(to) ? to : MAIN_BRAND.defaultLang;
  const protocol = request.headers.get('x-forwarded-proto') === 'http' ? 'http' : 'https';
  const target = crossEditionUrl(HOSTS, host, protocol, { brand: current.brand, lang }, path) ?? '/';
  return NextResponse.redirect(new URL(target, request.nextUrl), { status: 302 });
}
