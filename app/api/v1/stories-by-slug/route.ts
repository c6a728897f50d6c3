import { serveHostApi } from '@/lib/api/serve';

export const dynamic = 'force-dynamic';

/** A published story of the host's edition by ?slug=: { story }. */
export function GET(request: Request): Promise<Response> {
  return serveHostApi(request, 'story-by-slug');
}
