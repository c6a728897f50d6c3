import { serveHostApi } from '@/lib/api/serve';

export const dynamic = 'force-dynamic';

/** The authors of the host's edition language: { authors, page }. */
export function GET(request: Request): Promise<Response> {
  return serveHostApi(request, 'authors');
}
