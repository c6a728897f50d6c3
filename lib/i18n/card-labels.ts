import type { StoryCardLabels } from '@/components/story/story-card';
import type { Lang } from '../brands/brands';
import { MESSAGES } from './messages';

export function cardLabels(lang: Lang): StoryCardLabels {
  return { ...MESSAGES[lang].templates, save: true };
}
