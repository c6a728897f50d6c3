/** GET, DELETE bookmarks/{id}: one bookmark by id. */
import { saves } from '@/lib/members/saves-http';

export const dynamic = 'force-dynamic';
export const GET = saves.byId;
export const DELETE = saves.deleteById;
