/** PATCH comments/{id}: edit one's own comment; DELETE: delete it (within the edit window). */
import { comments } from '@/lib/comments/http';

export const dynamic = 'force-dynamic';
export const PATCH = comments.edit;
export const DELETE = comments.remove;
