/** GET: photo n (from 1) of a reader's report in the moderation queue (lib/submissions/queue.ts). */
import { submissionQueue } from '@/lib/submissions/queue';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ id: string; n: string }> }): Promise<Response> {
  const { id, n } = await params;
  return submissionQueue.photo(request, id, n);
}
