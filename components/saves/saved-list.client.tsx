'use client';

import { useEffect, useState } from 'react';
import type { Lang } from '@/lib/brands/brands';
import { fill } from '@/lib/i18n/fill';
import { formatDateTime } from '@/lib/i18n/format';
import { memberFetch } from '@/lib/members/client';
import { BOOKMARKS_API } from '@/lib/members/saves-client';
import { useSiteStore } from '@/lib/store/site-store';
import type { BookmarkRecord } from '@/lib/members/bookmarks';
import { signInPath } from '@/lib/routes/paths';
import styles from './saved-list.module.css';

export interface SavedListLabels {
  readonly savedEmpty: string;
  readonly removeStory: string;
  readonly remove: string;
  readonly previous: string;
  readonly next: string;
  readonly page: string;
  readonly loading: string;
  readonly loadFailed: string;
  readonly signInToSee: string;
  readonly signIn: string;
  readonly verifyFirst: string;
  readonly removedNotice: string;
  readonly failed: string;
}

interface ListAnswer {
  readonly data: BookmarkRecord[];
  readonly meta: { readonly page: number; readonly total_pages: number; readonly total: number };
}

type State = { kind: 'waiting' } | { kind: 'anonymous' } | { kind: 'failed' } | { kind: 'ready'; answer: ListAnswer };

async function fetchSaved(page: number): Promise<State> {
  const response = await memberFetch(`${BOOKMARKS_API}?page=${page}`).catch(() => null);
  if (!response) return { kind: 'anonymous' };
  if (!response.ok) return { kind: 'failed' };
  return { kind: 'ready', answer: (await response.json()) as ListAnswer };
}

/** Whether an item of the list is a page of the edition it is shown on (its href a path, not another host's URL). */
const sameEdition = (record: BookmarkRecord) => (record.attributes.href ?? record.attributes.url).startsWith('/');

/** An item's headline: a client-side link on this edition, a link to its own host on another, text when no host serves it. */
function SavedLink({ record }: { readonly record: BookmarkRecord }) {
  const { href, url, metadata } = record.attributes;
  if (href === null) return <span className={styles.headline}>{metadata.headline}</span>;
  if (sameEdition(record)) {
    return (
      <a className={styles.headline} href={href ?? url}>
        {metadata.headline}
      </a>
    );
  }
  return (
    <a className={styles.headline} href={href}>
      {metadata.headline}
    </a>
  );
}

/**
 * The /saved list (docs/product.md, "Page types and paths": saved-page): personal, so the
 * cached page is a shell and the member's saved stories, from every brand and edition, are
 * fetched here, a page of ten at a time, each with Remove.
 */
export function SavedList({ lang, labels }: { readonly lang: Lang; readonly labels: SavedListLabels }) {
  const member = useSiteStore((state) => state.member);
  const token = useSiteStore((state) => state.user.jwt_token);
  const tokenLoading = useSiteStore((state) => state.user.loading);
  const [page, setPage] = useState(1);
  const [state, setState] = useState<State>({ kind: 'waiting' });
  const [notice, setNotice] = useState('');

  const [version, setVersion] = useState(0);
  const signedOut = !member.loading && (!member.value || (!token && !tokenLoading));

  useEffect(() => {
    if (member.loading || !member.value || !token) return;
    let live = true;
    void fetchSaved(page).then((next) => {
      if (!live) return;
      // The last item of the last page was removed: show the page before it.
      if (next.kind === 'ready' && next.answer.data.length === 0 && page > 1) setPage(page - 1);
      else setState(next);
    });
    return () => {
      live = false;
    };
  }, [member, token, page, version]);

  async function remove(record: BookmarkRecord) {
    const response = await memberFetch(`${BOOKMARKS_API}/${encodeURIComponent(record.id)}`, { method: 'DELETE' }).catch(() => null);
    const ok = Boolean(response && (response.ok || response.status === 404));
    setNotice(ok ? labels.removedNotice : labels.failed);
    if (!ok) return;
    // The page's Save buttons know this edition's paths only.
    if (sameEdition(record)) {
      const store = useSiteStore.getState();
      store.setBookmarks(store.user.bookmark.filter((url) => url !== record.attributes.url));
    }
    setVersion((value) => value + 1);
  }

  const status = (
    <p className="visually-hidden" role="status">
      {notice}
    </p>
  );
  if (member.value && member.value['verification-status'] !== 'verified') return <p className={styles.message}>{labels.verifyFirst}</p>;
  if (signedOut || state.kind === 'anonymous') {
    return (
      <p className={styles.message}>
        {labels.signInToSee} <a href={signInPath('/saved')}>{labels.signIn}</a>
      </p>
    );
  }
  if (state.kind === 'waiting') return <p className={styles.message}>{labels.loading}</p>;
  if (state.kind === 'failed') return <p className={styles.message} role="alert">{labels.loadFailed}</p>;
  const { data, meta } = state.answer;
  if (data.length === 0) {
    return (
      <>
        {status}
        <p className={styles.message}>{labels.savedEmpty}</p>
      </>
    );
  }
  return (
    <>
      {status}
      <ul className={styles.list} role="list" data-testid="saved-list" data-component="saved-list">
        {data.map((record) => (
          <li key={record.id} className={styles.item}>
            <div>
              {record.attributes.metadata.section && <p className={styles.small}>{record.attributes.metadata.section}</p>}
              <SavedLink record={record} />
              <p className={styles.small}>
                <time dateTime={record.attributes.created_at}>{formatDateTime(record.attributes.created_at, lang)}</time>
              </p>
            </div>
            <button type="button" className={styles.button} onClick={() => void remove(record)} aria-label={fill(labels.removeStory, { headline: record.attributes.metadata.headline })}>
              {labels.remove}
            </button>
          </li>
        ))}
      </ul>
      {meta.total_pages > 1 && (
        <nav className={styles.pager} aria-label={fill(labels.page, { page: meta.page, pages: meta.total_pages })}>
          <button type="button" className={styles.button} disabled={meta.page <= 1} onClick={() => setPage(meta.page - 1)}>
            {labels.previous}
          </button>
          <span>{fill(labels.page, { page: meta.page, pages: meta.total_pages })}</span>
          <button type="button" className={styles.button} disabled={meta.page >= meta.total_pages} onClick={() => setPage(meta.page + 1)}>
            {labels.next}
          </button>
        </nav>
      )}
    </>
  );
}
