/** DELETE: remove one breaking-news item by id (its edition is the item's own). See docs/ingest.md. */
import { deleteBreakingNewsRoute } from '@/lib/ingest/endpoints';

export const dynamic = 'force-dynamic';

export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return deleteBreakingNewsRoute(request, (await params).id);
}
