import type { Lang } from '@/lib/brands/brands';
import { getT } from '@/lib/i18n/messages';
import { SharePanel } from '../story/story-islands.client';

/** The share panel of a story: its button's word in the edition's language; the panel's come with its chunk. */
export function Share({ lang, path, headline }: { lang: Lang; path: string; headline: string }) {
  return <SharePanel path={path} headline={headline} lang={lang} toggle={getT(lang, 'share')('toggle')} />;
}
