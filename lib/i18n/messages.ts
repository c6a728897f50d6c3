import { createTranslator } from 'next-intl';
import type { Lang } from '../brands/brands';
import bn from '../../messages/bn.json';
import comments from '../../messages/comments.json';
import en from '../../messages/en.json';

/*
 * The comment thread's words are a file of their own: the thread's chunk loads them
 * (components/comments/comment-labels.ts) instead of every story's page carrying them.
 */
const bnMessages = { ...bn, comments: comments.bn };

export type Messages = typeof bnMessages;

export const MESSAGES: Record<Lang, Messages> = { bn: bnMessages, en: { ...en, comments: comments.en } };

/** A translator for one edition; pure, so it works in cached server components. */
export function getT<N extends keyof Messages>(lang: Lang, namespace: N) {
  return createTranslator({ locale: lang, messages: MESSAGES[lang], namespace });
}
