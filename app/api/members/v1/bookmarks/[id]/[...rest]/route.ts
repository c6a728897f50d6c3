/** Any deeper address under bookmarks/: the saves API's 404 for a member. */
import { saves } from '@/lib/members/saves-http';

export const dynamic = 'force-dynamic';
export const GET = saves.unknownBookmark;
export const POST = saves.unknownBookmark;
export const DELETE = saves.unknownBookmark;
