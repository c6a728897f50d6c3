/** POST users/send-verification-link: mails a sign-in link. */
import { auth } from '@/lib/auth/http';

export const dynamic = 'force-dynamic';
export const POST = auth.sendVerificationLink;
