/** Any other address under /api/members/v1/ (GET, POST, PATCH, DELETE, as before the calls had their own files): the members API's JSON 404. */
import { comments } from '@/lib/comments/http';

export const dynamic = 'force-dynamic';
export const GET = comments.unknown;
export const POST = comments.unknown;
export const PATCH = comments.unknown;
export const DELETE = comments.unknown;
