import { serveHostApi } from '@/lib/api/serve';

export const dynamic = 'force-dynamic';

/** A published story of the host's edition by the newsroom system's id for it: { story }. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return serveHostApi(request, 'story-by-external-id', await params);
}
