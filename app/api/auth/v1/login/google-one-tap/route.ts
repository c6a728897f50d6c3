/** POST login/google-one-tap: sign-in with a Google credential (404 when one-tap is off). */
import { auth } from '@/lib/auth/http';

export const dynamic = 'force-dynamic';
export const POST = auth.googleOneTap;
