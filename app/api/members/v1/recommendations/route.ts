/** POST recommendations: for-you picks of a member, the latest stories for anyone else. */
import { saves } from '@/lib/members/saves-http';

export const dynamic = 'force-dynamic';
export const POST = saves.recommendations;
