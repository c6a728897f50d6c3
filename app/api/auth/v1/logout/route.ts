/** GET and POST logout: ends the session (GET needs the X-XSRF-TOKEN header too). */
import { auth } from '@/lib/auth/http';

export const dynamic = 'force-dynamic';
export const GET = auth.logoutByGet;
export const POST = auth.logout;
