import { serveHostApi } from '@/lib/api/serve';

export const dynamic = 'force-dynamic';

/** A story group of the host's edition (story-group, section-id, template, limit, offset): { stories }. */
export function GET(request: Request): Promise<Response> {
  return serveHostApi(request, 'stories');
}
