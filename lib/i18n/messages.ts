import { createTranslator } from 'next-intl';
import type { Lang } from '../brands/brands';
import bn from '../../messages/bn.json';
import comments from '../../messages/comments.json';
import en from '../../messages/en.json';
import share from '../../messages/share.json';
import statusPopups from '../../messages/status-popups.json';

/*
 * The comment thread's, the share panel's and the email status popups' words are files of
 * their own: their chunks import them (components/comments/comment-thread.client.tsx,
 * components/share/share-links.client.tsx, components/navigation/status-popup.tsx) instead
 * of every page carrying them.
 */
const bnMessages = { ...bn, comments: comments.bn, share: share.bn, statusPopups: statusPopups.bn };

export type Messages = typeof bnMessages;

export const MESSAGES: Record<Lang, Messages> = { bn: bnMessages, en: { ...en, comments: comments.en, share: share.en, statusPopups: statusPopups.en } };

/** A translator for one edition; pure, so it works in cached server components. */
export function getT<N extends keyof Messages>(lang: Lang, namespace: N) {
  return createTranslator({ locale: lang, messages: MESSAGES[lang], namespace });
}
