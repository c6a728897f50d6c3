/** POST: keep a push message sent to the readers of the body's edition; the notifications page lists it. See docs/ingest.md. */
import { answerWrite, handleIngest } from '@/lib/ingest/http';
import { addPushMessage } from '@/lib/push/messages';

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return handleIngest(request, async (db, body) => {
    const write = await addPushMessage(db, body);
    return answerWrite(write, { message: write.value });
  });
}
