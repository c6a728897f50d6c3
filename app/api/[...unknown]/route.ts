import { CONTENT_CACHE, toResponse } from '@/lib/api/http';
import { notFound } from '@/lib/api/result';

/**
 * Any /api address no route serves, by any method: the API's own JSON 404 with
 * `no-store` (lib/api/http.ts), never the HTML 404 page a CDN would keep for a year.
 */
function unknownAddress(): Response {
  return toResponse(notFound('There is no API at this address.'), CONTENT_CACHE);
}

export const dynamic = 'force-dynamic';
export const GET = unknownAddress;
export const HEAD = unknownAddress;
export const POST = unknownAddress;
export const PUT = unknownAddress;
export const PATCH = unknownAddress;
export const DELETE = unknownAddress;
export const OPTIONS = unknownAddress;
