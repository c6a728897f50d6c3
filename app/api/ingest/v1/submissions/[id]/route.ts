/** POST `{ "action": "accept" | "reject" }`: decides a reader's report (lib/submissions/queue.ts, docs/ingest.md). */
import { submissionQueue } from '@/lib/submissions/queue';

export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return submissionQueue.decide(request, (await params).id);
}
