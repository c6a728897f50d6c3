import { serveHostApi } from '@/lib/api/serve';

export const dynamic = 'force-dynamic';

/** An author's stories in the host's edition, as a collection. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return serveHostApi(request, 'author-collection', await params);
}
