import { createTranslator } from 'next-intl';
import type { Lang } from '../brands/brands';
import bn from '../../messages/bn.json';
import en from '../../messages/en.json';

export type Messages = typeof bn;

export const MESSAGES: Record<Lang, Messages> = { bn, en };

/** A translator for one edition; pure, so it works in cached server components. */
export function getT<N extends keyof Messages>(lang: Lang, namespace: N) {
  return createTranslator({ locale: lang, messages: MESSAGES[lang], namespace });
}
