import { serveEditionApi } from '@/lib/api/serve';

export const dynamic = 'force-dynamic';

/** The 64 districts with sehri and iftar offsets: { districts }. */
export function GET(request: Request, { params }: { params: Promise<{ brand: string; lang: string }> }): Promise<Response> {
  return serveEditionApi(request, 'district-topics', params);
}
