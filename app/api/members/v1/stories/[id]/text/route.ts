/** GET stories/{id}/text: the text of a registered-only story, for members or within the meter. */
import { comments } from '@/lib/comments/http';

export const dynamic = 'force-dynamic';
export const GET = comments.storyText;
