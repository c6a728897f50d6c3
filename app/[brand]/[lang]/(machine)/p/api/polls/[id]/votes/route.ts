import { polls } from '@/lib/polls/http';

export const dynamic = 'force-dynamic';

/** A reader's vote in a poll of the edition (lib/polls/http.ts). */
export const POST = polls.vote;
