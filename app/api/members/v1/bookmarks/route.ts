/** GET bookmarks: the member's saved stories, paged. */
import { saves } from '@/lib/members/saves-http';

export const dynamic = 'force-dynamic';
export const GET = saves.list;
