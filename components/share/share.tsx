import type { Lang } from '@/lib/brands/brands';
import { getT } from '@/lib/i18n/messages';
import type { ShareLabels } from './share-panel.client';
import { SharePanel } from '../story/story-islands.client';

const LABELS = ['toggle', 'panel', 'facebook', 'x', 'linkedin', 'whatsapp', 'reddit', 'email', 'native', 'copy', 'copied', 'newTab'] as const satisfies readonly (keyof ShareLabels)[];

/** The share panel of a story with its words in the edition's language. */
export function Share({ lang, path, headline }: { lang: Lang; path: string; headline: string }) {
  const t = getT(lang, 'share');
  const labels = Object.fromEntries(LABELS.map((key) => [key, t(key)])) as ShareLabels;
  return <SharePanel path={path} headline={headline} labels={labels} />;
}
