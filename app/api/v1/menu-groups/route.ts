import { serveHostApi } from '@/lib/api/serve';

export const dynamic = 'force-dynamic';

/** The menu groups of the host's edition: { menu-groups: { [slug]: … } }. */
export function GET(request: Request): Promise<Response> {
  return serveHostApi(request, 'menu-groups');
}
