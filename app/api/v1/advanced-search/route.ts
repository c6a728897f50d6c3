import { serveHostApi } from '@/lib/api/serve';

export const dynamic = 'force-dynamic';

/** Story search in the host's edition: { results: { total, from, size, stories } }. */
export function GET(request: Request): Promise<Response> {
  return serveHostApi(request, 'advanced-search');
}
