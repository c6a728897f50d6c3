import type { SaveLabels } from '@/components/saves/save-button.client';
import type { Lang } from '../brands/brands';
import { MESSAGES } from './messages';

/** The words of a Save button, passed down to the island. */
export function saveLabels(lang: Lang): SaveLabels {
  const { save, saved, savedNotice, removedNotice, failed, verifyFirst } = MESSAGES[lang].saves;
  return { save, saved, savedNotice, removedNotice, failed, verifyFirst };
}
