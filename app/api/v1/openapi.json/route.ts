import { CONTENT_CACHE, toResponse } from '@/lib/api/http';
import { openApiDocument } from '@/lib/api/openapi';
import { ok } from '@/lib/api/result';

export const dynamic = 'force-dynamic';

/** GET /api/v1/openapi.json: the content API's OpenAPI 3.1 document (the same on every host). */
export function GET(request: Request): Response {
  return toResponse(ok(openApiDocument() as unknown as Record<string, unknown>, []), CONTENT_CACHE, request);
}
