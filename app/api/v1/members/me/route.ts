/** GET /api/v1/members/me: the signed-in member, { member } (personal: never cached). */
import { auth } from '@/lib/auth/http';

export const dynamic = 'force-dynamic';
export const GET = auth.member;
