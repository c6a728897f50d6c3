/** POST submissions/send-otp: mails the code that lets a reader without an account send a report. */
import { auth } from '@/lib/auth/http';

export const dynamic = 'force-dynamic';
export const POST = auth.submissionCode;
