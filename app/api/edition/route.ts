import { NextResponse, type NextRequest } from 'next/server';
import { MAIN_BRAND, getBrand, isBrandKey, isLang } from '@/lib/brands/brands';
import { siteHosts } from '@/lib/config/hosts';
import { equivalentPath } from '@/lib/content/equivalent-path';
import { requestEdition } from '@/lib/http/client';
import { absoluteUrl } from '@/lib/routes/absolute';
import { encodedPath } from '@/lib/routes/paths';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * Eng/Bangla switch (`?to=en&path=/…`): redirects to the equivalent page of the other edition (a story's
 * translation, the same section, or home), on that edition's host, never off the host map.
 */
export async function GET(request: NextRequest): Promise<NextResponse> {
  const current = requestEdition(request.headers);
  if (!current) return NextResponse.json({ error: { code: 'misdirected', message: 'No edition is served on this host.' } }, { status: 421, headers: NO_STORE });
  const brandParam = request.nextUrl.searchParams.get('brand');
  if (brandParam !== null) {
    // ?brand=trust: the home page of a sister brand (the hamburger menu's initiatives), on its own host.
    const brand = isBrandKey(brandParam) ? getBrand(brandParam) : MAIN_BRAND;
    return redirect(absoluteUrl(siteHosts(), { brand: brand.key, lang: brand.defaultLang }, '/', current));
  }
  const to = request.nextUrl.searchParams.get('to') ?? '';
  // In letters or percent-encoded (links written before), as the site's paths are written.
  const path = encodedPath(request.nextUrl.searchParams.get('path') ?? '/');
  const lang = isLang(to) ? to : MAIN_BRAND.defaultLang;
  const target = lang === current.lang ? path : await equivalentPath(current.brand, current.lang, path).catch(() => '/');
  return redirect(absoluteUrl(siteHosts(), { brand: current.brand, lang }, target, current));
}

/** To an absolute URL of the host map, or this host's home page when no host serves the target. */
function redirect(url: string | null): NextResponse {
  return new NextResponse(null, { status: 302, headers: { ...NO_STORE, Location: url ?? '/' } });
}
