/** POST users/send-otp: mails a sign-in code. */
import { auth } from '@/lib/auth/http';

export const dynamic = 'force-dynamic';
export const POST = auth.sendOtp;
