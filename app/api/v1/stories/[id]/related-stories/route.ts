import { serveHostApi } from '@/lib/api/serve';

export const dynamic = 'force-dynamic';

/** The stories related to a published story of the host's edition: { related-stories }. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return serveHostApi(request, 'related-stories', await params);
}
