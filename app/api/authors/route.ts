import { serveHostApi } from '@/lib/api/serve';

export const dynamic = 'force-dynamic';

/** The publisher platform's author list: the authors of /api/v1/authors as a bare array. */
export function GET(request: Request): Promise<Response> {
  return serveHostApi(request, 'authors', {}, (body) => body.authors);
}
