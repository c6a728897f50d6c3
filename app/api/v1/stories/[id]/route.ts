import { serveHostApi } from '@/lib/api/serve';

export const dynamic = 'force-dynamic';

/** A published story of the host's edition by id: { story }. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return serveHostApi(request, 'story', await params);
}
