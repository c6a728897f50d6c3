/** POST /api/counts/v1/stories/{id}: a page view of a story, from the story page's beacon (docs/reading-counts.md). */
import { viewCounter } from '@/lib/reading-counts/deps';
import { handleStoryView } from '@/lib/reading-counts/http';

export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return handleStoryView(request, (await params).id, viewCounter());
}
