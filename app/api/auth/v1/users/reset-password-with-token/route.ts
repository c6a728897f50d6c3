/** POST users/reset-password-with-token: a new password with a mailed link's token. */
import { auth } from '@/lib/auth/http';

export const dynamic = 'force-dynamic';
export const POST = auth.resetPasswordWithToken;
