/** GET comments/activity: a member's own comments (/my-comments). */
import { comments } from '@/lib/comments/http';

export const dynamic = 'force-dynamic';
export const GET = comments.activity;
