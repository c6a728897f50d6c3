/** GET csrf: sets the XSRF-TOKEN cookie and answers it (docs/accounts.md). */
import { auth } from '@/lib/auth/http';

export const dynamic = 'force-dynamic';
export const GET = auth.csrf;
