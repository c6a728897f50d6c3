/** Any other address under /api/auth/v1/ (GET, POST, PUT, as before the calls had their own files): the accounts API's JSON 404. */
import { auth } from '@/lib/auth/http';

export const dynamic = 'force-dynamic';
export const GET = auth.unknown;
export const POST = auth.unknown;
export const PUT = auth.unknown;
