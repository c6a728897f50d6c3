import { serveHostApi } from '@/lib/api/serve';

export const dynamic = 'force-dynamic';

/** The publisher platform's singular path of /api/v1/entities/{id}: { entity }. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return serveHostApi(request, 'entity', await params);
}
