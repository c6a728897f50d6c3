import type { StaticPageData } from '@/lib/content/resolve-path';
import { sanitiseStoryHtml } from '@/lib/content/sanitise';
import styles from './static-page.module.css';

/** Privacy policy, about, terms: the newsroom's own pages. */
export function StaticPage({ page }: { page: StaticPageData }) {
  return (
    <article className={styles.page} data-component="static-page">
      <h1 className={styles.title}>{page.title}</h1>
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: sanitiseStoryHtml(page.body) }} />
    </article>
  );
}
