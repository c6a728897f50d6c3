import { serveHostApi } from '@/lib/api/serve';

export const dynamic = 'force-dynamic';

/** An author of the host's edition language: { author }. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return serveHostApi(request, 'author', await params);
}
