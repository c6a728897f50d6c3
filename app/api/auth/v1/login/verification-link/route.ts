/** POST login/verification-link: sign-in with a mailed link's token. */
import { auth } from '@/lib/auth/http';

export const dynamic = 'force-dynamic';
export const POST = auth.loginWithVerificationLink;
