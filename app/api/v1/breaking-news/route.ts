import { serveHostApi } from '@/lib/api/serve';

export const dynamic = 'force-dynamic';

/** The live breaking news of the host's edition (the ticker's breaking_api): { items }. */
export function GET(request: Request): Promise<Response> {
  return serveHostApi(request, 'breaking-news');
}
