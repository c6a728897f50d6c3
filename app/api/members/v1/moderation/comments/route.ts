/** GET moderation/comments: the moderation queue. */
import { comments } from '@/lib/comments/http';

export const dynamic = 'force-dynamic';
export const GET = comments.queue;
