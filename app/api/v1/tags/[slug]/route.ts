import { serveHostApi } from '@/lib/api/serve';

export const dynamic = 'force-dynamic';

/** A tag of the host's edition language by slug: { tag: { id, name, slug } }. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  return serveHostApi(request, 'tag', await params);
}
