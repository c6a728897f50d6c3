/** GET, POST, DELETE bookmarks/page?url=: the bookmark of one page: find, save, remove. */
import { saves } from '@/lib/members/saves-http';

export const dynamic = 'force-dynamic';
export const GET = saves.findPage;
export const POST = saves.savePage;
export const DELETE = saves.deletePage;
