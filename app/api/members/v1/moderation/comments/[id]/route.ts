/** POST moderation/comments/{id}: approve or reject a held comment. */
import { comments } from '@/lib/comments/http';

export const dynamic = 'force-dynamic';
export const POST = comments.decide;
