import type { NextRequest } from 'next/server';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { routeData } from '@/lib/content/page-data';

/** GET /route-data.json?path=/…: the page data of a path, for client navigation (docs/product.md, "Calls"). */
export async function GET(request: NextRequest, { params }: { params: Promise<EditionParams> }): Promise<Response> {
  const { brand, lang } = await editionFromParams(params);
  const path = request.nextUrl.searchParams.get('path');
  if (path === null || path === '') {
    return Response.json(
      { error: { code: 'invalid-parameter', parameter: 'path', message: 'The path parameter is required, e.g. ?path=/' } },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  try {
    const data = await routeData(brand, lang, path);
    return Response.json(data, {
      status: data.httpStatusCode === 301 ? 200 : data.httpStatusCode,
      headers: { 'Cache-Control': 'public, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400' },
    });
  } catch (error) {
    console.error('route-data failed:', (error as Error).message);
    return Response.json({ error: { code: 'unavailable', message: 'Something went wrong. Please try again.' } }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
}
