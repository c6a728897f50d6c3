/** GET oauth/token: a brand site redeems the main site's code for a session. */
import { auth } from '@/lib/auth/http';

export const dynamic = 'force-dynamic';
export const GET = auth.oauthToken;
