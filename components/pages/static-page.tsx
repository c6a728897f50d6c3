import type { StaticPageData } from '@/lib/content/resolve-path';
import { sanitiseStoryHtml } from '@/lib/content/sanitise';

/** Privacy policy, about, terms: the newsroom's own pages. */
export function StaticPage({ page }: { page: StaticPageData }) {
  return (
    <article className="static-page">
      <h1>{page.title}</h1>
      <div className="static-page__body" dangerouslySetInnerHTML={{ __html: sanitiseStoryHtml(page.body) }} />
    </article>
  );
}
