/** POST signup: the publisher platform's sign-up, the same call as users/sign-up. */
import { auth } from '@/lib/auth/http';

export const dynamic = 'force-dynamic';
export const POST = auth.platformSignUp;
