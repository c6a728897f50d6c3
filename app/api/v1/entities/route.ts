import { serveHostApi } from '@/lib/api/serve';

export const dynamic = 'force-dynamic';

/** Entities of the host's edition language, optionally of one ?type=: { entities, page }. */
export function GET(request: Request): Promise<Response> {
  return serveHostApi(request, 'entities');
}
