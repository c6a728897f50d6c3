/** GET comments?story-id=: a story's thread; POST comments: a comment or a reply. */
import { comments } from '@/lib/comments/http';

export const dynamic = 'force-dynamic';
export const GET = comments.thread;
export const POST = comments.post;
