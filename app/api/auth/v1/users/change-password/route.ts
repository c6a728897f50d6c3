/** POST users/change-password: a signed-in member changes their password. */
import { auth } from '@/lib/auth/http';

export const dynamic = 'force-dynamic';
export const POST = auth.changePassword;
