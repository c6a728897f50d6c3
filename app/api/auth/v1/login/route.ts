/** POST login: sign-in with an address and a password. */
import { auth } from '@/lib/auth/http';

export const dynamic = 'force-dynamic';
export const POST = auth.login;
