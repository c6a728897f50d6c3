/** POST users/reset-password: a new password with a mailed code. */
import { auth } from '@/lib/auth/http';

export const dynamic = 'force-dynamic';
export const POST = auth.resetPassword;
