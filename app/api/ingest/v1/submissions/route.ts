/** GET: the moderation queue of readers' reports (lib/submissions/queue.ts, docs/ingest.md). */
import { submissionQueue } from '@/lib/submissions/queue';

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  return submissionQueue.list(request);
}
