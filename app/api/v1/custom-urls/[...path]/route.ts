import { serveHostApi } from '@/lib/api/serve';

export const dynamic = 'force-dynamic';

/** Whether a path of the host's edition redirects: { page: { type: 'redirect', status-code, source-path, destination-path } }, or 404. */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  // Next hands the segments over decoded; they are encoded again so the parser decodes each once, as for every path segment.
  const { path } = await params;
  return serveHostApi(request, 'custom-url', { path: path.map(encodeURIComponent).join('/') });
}
