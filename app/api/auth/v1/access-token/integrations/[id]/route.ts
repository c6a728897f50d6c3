/** GET access-token/integrations/{id}: the comments service's member token. */
import { auth } from '@/lib/auth/http';

export const dynamic = 'force-dynamic';
export const GET = auth.integrationToken;
