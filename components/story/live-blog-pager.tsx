import type { Lang } from '@/lib/brands/brands';
import { liveBlogPageLabel, type LiveBlogPage } from '@/lib/content/live-blog-pages';
import { getT } from '@/lib/i18n/messages';
import { liveBlogPagePath, readablePath } from '@/lib/routes/paths';
import styles from './story-page.module.css';

/** Links to a live blog's newer and older pages of updates (lib/content/live-blog-pages.ts): plain links, which work without JavaScript. */
export function LiveBlogPager({ storyPath, page, pages, lang }: LiveBlogPage & { storyPath: string; lang: Lang }) {
  const t = getT(lang, 'story');
  const href = (to: number) => readablePath(liveBlogPagePath(storyPath, to));
  return (
    <nav className={styles.pager} aria-label={t('updatesPages')} data-component="live-blog-pager">
      {page > 1 && (
        <a href={href(page - 1)} rel="prev">
          {t('newerUpdates')}
        </a>
      )}
      <span>{liveBlogPageLabel(lang, { page, pages })}</span>
      {page < pages && (
        <a href={href(page + 1)} rel="next">
          {t('olderUpdates')}
        </a>
      )}
    </nav>
  );
}
