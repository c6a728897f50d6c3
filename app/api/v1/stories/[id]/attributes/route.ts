import { serveHostApi } from '@/lib/api/serve';

export const dynamic = 'force-dynamic';

/** A published story's attributes: { story-attributes: { [name]: [values] } }. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return serveHostApi(request, 'story-attributes', await params);
}
