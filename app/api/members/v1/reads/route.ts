/** POST reads: a member read a story (for-you learns from it). */
import { saves } from '@/lib/members/saves-http';

export const dynamic = 'force-dynamic';
export const POST = saves.reads;
