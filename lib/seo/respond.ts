/** The answers of the crawler routes (robots.txt, sitemaps, feeds, manifest, ads.txt): public, short-lived at the edge, refreshed by tag. */
import 'server-only';

export const CRAWLER_CACHE = 'public, s-maxage=300, stale-while-revalidate=3600, stale-if-error=86400';

export function textResponse(body: string | Uint8Array<ArrayBuffer>, contentType: string, cacheControl = CRAWLER_CACHE): Response {
  return new Response(body, { status: 200, headers: { 'Content-Type': contentType, 'Cache-Control': cacheControl, 'X-Content-Type-Options': 'nosniff' } });
}

export const xmlResponse = (body: string) => textResponse(body, 'application/xml; charset=utf-8');

/** A plain 404 for a crawler file that does not exist (never cached long: the file may appear with the next story). */
export function missing(): Response {
  return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, s-maxage=60' } });
}

/** Storage down: 503 with Retry-After, never cached, so a crawler comes back instead of dropping the URLs. */
export function unavailable(error: unknown): Response {
  console.error('crawler file failed:', error instanceof Error ? error.message : error);
  return new Response('Service unavailable\n', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '120' } });
}
