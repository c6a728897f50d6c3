import { serveEditionApi } from '@/lib/api/serve';

export const dynamic = 'force-dynamic';

/** A poll of the edition with its options and votes: { poll }. */
export function GET(request: Request, { params }: { params: Promise<{ brand: string; lang: string; id: string }> }): Promise<Response> {
  return serveEditionApi(request, 'poll', params);
}
