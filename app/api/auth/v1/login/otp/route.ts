/** POST login/otp: sign-in with a mailed code. */
import { auth } from '@/lib/auth/http';

export const dynamic = 'force-dynamic';
export const POST = auth.loginWithOtp;
