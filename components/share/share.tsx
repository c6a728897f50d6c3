import type { Lang } from '@/lib/brands/brands';
import { getT } from '@/lib/i18n/messages';
import styles from './share-panel.module.css';
import { SharePanel } from '../story/story-islands.client';

/**
 * The share panel of a story: its button's word in the edition's language; the panel's come with its chunk.
 * Its wrapper is drawn here, on the server, so that its styles are among the page's own stylesheets: a lazy
 * island's CSS otherwise arrives with its script, and the server's button was drawn unstyled until then.
 */
export function Share({ lang, path, headline }: { lang: Lang; path: string; headline: string }) {
  return (
    <div className={styles.share} data-component="share-panel">
      <SharePanel path={path} headline={headline} lang={lang} toggle={getT(lang, 'share')('toggle')} />
    </div>
  );
}
