/** POST users/update-with-otp: the signed-in member proves a mailbox with a mailed code and takes or verifies that address. */
import { auth } from '@/lib/auth/http';

export const dynamic = 'force-dynamic';
export const POST = auth.updateWithOtp;
