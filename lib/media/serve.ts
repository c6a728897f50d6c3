import 'server-only';
import type { MediaStore } from './store';

const TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** GET /media/{key…}: a file of the media store, by a known extension only, with nosniff and a year of caching (names are never reused). */
export async function serveMedia(store: MediaStore, key: readonly string[]): Promise<Response> {
  const extension = /\.([a-z0-9]+)$/i.exec(key[key.length - 1] ?? '')?.[1].toLowerCase() ?? '';
  const type = TYPES[extension];
  if (!type || key.length > 4 || !key.every((segment) => SAFE_SEGMENT.test(segment))) return new Response('Not found', { status: 404 });
  const body = await store.get(`media/${key.join('/')}`).catch((error: unknown) => {
    console.error('media store read failed:', error instanceof Error ? error.message : error);
    return undefined;
  });
  if (body === undefined) return new Response('Media store unavailable', { status: 503, headers: { 'Retry-After': '30' } });
  if (!body) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(body), {
    headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' },
  });
}
