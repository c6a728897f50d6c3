/** POST users/forgot-password: mails a reset code and link. */
import { auth } from '@/lib/auth/http';

export const dynamic = 'force-dynamic';
export const POST = auth.forgotPassword;
