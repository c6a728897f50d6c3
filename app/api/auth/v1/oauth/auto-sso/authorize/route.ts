/** GET oauth/auto-sso/authorize: a brand site asks the main site, silently, who the reader is. */
import { auth } from '@/lib/auth/http';

export const dynamic = 'force-dynamic';
export const GET = auth.oauthAutoSso;
