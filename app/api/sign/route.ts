/** GET /api/sign: where a signed-in member uploads an avatar. */
import { auth } from '@/lib/auth/http';

export const dynamic = 'force-dynamic';
export const GET = auth.sign;
