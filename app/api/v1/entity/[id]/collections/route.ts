import { serveHostApi } from '@/lib/api/serve';

export const dynamic = 'force-dynamic';

/** An entity's collections (its linked stories, newest first): { entity, collections }. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return serveHostApi(request, 'entity-collections', await params);
}
