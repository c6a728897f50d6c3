import { serveHostApi } from '@/lib/api/serve';

export const dynamic = 'force-dynamic';

/** The publisher config of the host's brand and edition (sections, menu, CDN, ads, public integrations). */
export function GET(request: Request): Promise<Response> {
  return serveHostApi(request, 'config');
}
