import { servePreviewStory } from '@/lib/api/preview';

export const dynamic = 'force-dynamic';

/** A story's public preview by its preview key: { story }, never cached. */
export async function GET(request: Request, { params }: { params: Promise<{ key: string }> }): Promise<Response> {
  return servePreviewStory(request, (await params).key);
}
