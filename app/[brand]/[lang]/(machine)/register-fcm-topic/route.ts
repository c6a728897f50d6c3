/** POST /register-fcm-topic with `{ token }`: stores a push messaging token (docs/product.md, "Calls", docs/members.md). */
import { saves } from '@/lib/members/saves-http';

export const dynamic = 'force-dynamic';
export const POST = saves.push;
