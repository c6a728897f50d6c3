/** POST /register-fcm-topic with `{ token }`: stores a push messaging token (docs/product.md, "Calls", docs/members.md). */
import { authDeps } from '@/lib/auth/deps';
import { handleSaves } from '@/lib/members/saves-http';

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return (await handleSaves(request, 'push', [], authDeps())) ?? Response.json({ error: 'not found' }, { status: 404 });
}
