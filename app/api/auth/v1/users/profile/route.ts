/** POST users/profile: name and avatar of the signed-in member. */
import { auth } from '@/lib/auth/http';

export const dynamic = 'force-dynamic';
export const POST = auth.profile;
