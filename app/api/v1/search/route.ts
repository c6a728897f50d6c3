import { serveHostApi } from '@/lib/api/serve';

export const dynamic = 'force-dynamic';

/** The publisher platform's search call (q, fields, limit, offset): the same answer as advanced-search, { results: { total, from, size, stories } }. */
export function GET(request: Request): Promise<Response> {
  return serveHostApi(request, 'advanced-search');
}
