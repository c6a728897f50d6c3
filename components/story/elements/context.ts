import type { Lang } from '@/lib/brands/brands';
import type { Messages } from '@/lib/i18n/messages';
import { fill } from '@/lib/i18n/fill';

/** The story namespace of the edition's messages, as plain strings (they also reach the browser). */
export type StoryLabels = Messages['story'];

/** What every element is rendered with, on the page and in the registered-only text alike. */
export interface ElementContext {
  readonly lang: Lang;
  readonly labels: StoryLabels;
  /** Shorts: the video is upright (9:16). */
  readonly verticalVideo: boolean;
}

export { fill };
