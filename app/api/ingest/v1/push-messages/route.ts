/** POST: keep a push message sent to the readers of the body's edition; the notifications page lists it. See docs/ingest.md. */
import { postPushMessage } from '@/lib/push/messages';

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return postPushMessage(request);
}
