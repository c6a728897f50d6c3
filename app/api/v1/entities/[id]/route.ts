import { serveHostApi } from '@/lib/api/serve';

export const dynamic = 'force-dynamic';

/** An entity of the host's edition language: { entity }. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return serveHostApi(request, 'entity', await params);
}
