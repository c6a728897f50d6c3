/**
 * The comment thread's words in each language (messages/comments.json, a file of its own so
 * that it is all the thread's chunk loads), with the thread's code (./comment-thread.client.tsx).
 */
import comments from '@/messages/comments.json';
import type { Lang } from '@/lib/brands/brands';
import type { Messages } from '@/lib/i18n/messages';

export const COMMENT_LABELS: Record<Lang, Messages['comments']> = comments;
