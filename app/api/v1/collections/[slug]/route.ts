import { serveHostApi } from '@/lib/api/serve';

export const dynamic = 'force-dynamic';

/** A collection of the host's edition: { id, slug, name, items, total-count, … }. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  return serveHostApi(request, 'collection', await params);
}
