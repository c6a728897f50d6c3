/** GET oauth/start: a brand site sends the reader to the main site to sign in. */
import { auth } from '@/lib/auth/http';

export const dynamic = 'force-dynamic';
export const GET = auth.oauthStart;
