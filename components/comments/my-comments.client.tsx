'use client';

/**
 * The member's comments (docs/product.md, "Calls" comments activity): story link, status, date
 * and text, paged 20 at a time. Each page after the first is asked for by the cursor the page
 * before it answered (kept, so Previous goes back), not by its number's offset.
 */
import { useEffect, useState } from 'react';
import type { Lang } from '@/lib/brands/brands';
import { fetchActivity, type CommentPage } from '@/lib/comments/client';
import { localiseDigits } from '@/lib/i18n/digits';
import { fill } from '@/lib/i18n/fill';
import { formatDateTime } from '@/lib/i18n/format';
import type { Messages } from '@/lib/i18n/messages';
import { COMMENTS_PER_PAGE } from '@/lib/comments/page-size';
import styles from './my-comments.module.css';

interface Props {
  readonly lang: Lang;
  readonly labels: Messages['myComments'];
  readonly status: Messages['comments']['status'];
}

export function MyComments({ lang, labels, status }: Props) {
  // The cursor of each page shown so far, the first's null: the last is this page's.
  const [cursors, setCursors] = useState<readonly (string | null)[]>([null]);
  const page = cursors.length;
  const before = cursors[page - 1];
  const [answer, setAnswer] = useState<CommentPage | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    fetchActivity(page, before, COMMENTS_PER_PAGE, labels.loadFailed).then(
      (next) => {
        if (live) {
          setAnswer(next);
          setFailed(false);
        }
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [page, before, labels.loadFailed]);

  if (failed) {
    return (
      <p className={styles.error} role="alert">
        {labels.loadFailed}
      </p>
    );
  }
  if (!answer) return <p aria-busy="true" />;
  if (answer.total === 0) return <p>{labels.empty}</p>;
  const pages = Math.max(1, Math.ceil(answer.total / answer.per_page));
  return (
    <div data-component="my-comments">
      <ol className={styles.list} role="list">
        {answer.data.map((comment) => (
          <li key={comment.id} className={styles.item} data-component="my-comment">
            <p className={styles.story}>
              <a href={comment.attributes.page.url}>{comment.attributes.page.headline}</a>
            </p>
            <p className={styles.text}>
              {comment.attributes.body.ops.map((op) => (typeof op.insert === 'string' ? op.insert : `@${op.insert.mention.name}`)).join('')}
            </p>
            <p className={styles.meta}>
              <span data-status={comment.attributes.status}>
                {labels.status}: {status[comment.attributes.status]}
              </span>{' '}
              <span>
                {labels.date}: <time dateTime={comment.attributes.created_at}>{formatDateTime(comment.attributes.created_at, lang)}</time>
              </span>
            </p>
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav className={styles.pages} aria-label={labels.title}>
          <button type="button" className={styles.page} disabled={page <= 1} onClick={() => setCursors(cursors.slice(0, -1))}>
            {labels.previous}
          </button>
          <span>{fill(labels.page, { page: localiseDigits(page, lang), pages: localiseDigits(pages, lang) })}</span>
          <button type="button" className={styles.page} disabled={answer.next === null || answer.page !== page} onClick={() => answer.next !== null && setCursors([...cursors, answer.next])}>
            {labels.next}
          </button>
        </nav>
      )}
    </div>
  );
}
