/** GET bookmarks/urls: the paths the member saved (the save buttons' state). */
import { saves } from '@/lib/members/saves-http';

export const dynamic = 'force-dynamic';
export const GET = saves.urls;
