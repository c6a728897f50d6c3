/** POST users/sign-up: a new account, its address to be proven. */
import { auth } from '@/lib/auth/http';

export const dynamic = 'force-dynamic';
export const POST = auth.signUp;
