'use client';

/**
 * Where a story's comment thread goes. The thread's code loads only when the reader
 * scrolls near it, so the story's first load carries just this small island; until then
 * two lines of the thread's height stand in for it.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Lang } from '@/lib/brands/brands';
import type { Messages } from '@/lib/i18n/messages';
import { FORM_ACTIONS } from '@/lib/routes/paths';
import { useSiteStore } from '@/lib/store/site-store';
import styles from './comments-slot.module.css';
import { SectionTitle } from '@/components/listing/section-title';

/**
 * The thread's first lines (its count and the sign-in prompt), held open before its code
 * has loaded so that the page below does not move when it arrives (CLS). The words are
 * the thread's own "loading" line.
 */
function ThreadPlaceholder({ loading }: { loading: string }) {
  return (
    <div className={styles.pending} aria-hidden="true">
      <p className={styles.placeholder}>{loading}</p>
      <p className={styles.placeholder}>&nbsp;</p>
    </div>
  );
}

/** What the slot itself writes: the title, the placeholder and the form without JavaScript. */
export type SlotLabels = Pick<Messages['comments'], 'title' | 'loading' | 'label' | 'hint' | 'submit'>;

// Rendered only after the reader has scrolled near (never on the server), behind the placeholder
// while its code loads; the thread's words (about 40 of them) come with its code, not in every story's page.
const CommentThread = lazy(() => import('./comment-thread.client').then((module) => ({ default: module.CommentThread })));

/**
 * With JavaScript off the thread never loads: a plain form posts a comment natively instead
 * (lib/comments/http.ts `postForm`), as the signed-in member its session cookie names; a
 * reader who is not signed in is sent to sign-in, coming back here.
 */
function NoScriptForm({ storyId, path, labels }: { storyId: number; path: string; labels: SlotLabels }) {
  return (
    <noscript>
      <form className={styles.form} action={FORM_ACTIONS.comment} method="post">
        <input type="hidden" name="story-id" value={storyId} />
        <input type="hidden" name="redirect-url" value={`${path}#comments`} />
        <label htmlFor="comment-form-body">{labels.label}</label>
        <textarea id="comment-form-body" name="body" rows={4} maxLength={2_000} required aria-describedby="comment-form-hint" />
        <p id="comment-form-hint" className={styles.hint}>
          {labels.hint}
        </p>
        <button type="submit" className={styles.submit}>
          {labels.submit}
        </button>
      </form>
    </noscript>
  );
}

interface Props {
  readonly storyId: number;
  /** The story's path, where a reader signing in to comment without JavaScript comes back to. */
  readonly path: string;
  readonly gated: boolean;
  readonly lang: Lang;
  readonly labels: SlotLabels;
}

export function CommentsSlot(props: Props) {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  // Registered-only stories show their discussion to members only (docs/product.md, "Roles").
  const hidden = useSiteStore((state) => props.gated && !state.member.value);

  useEffect(() => {
    const element = ref.current;
    if (!element || near || hidden) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '400px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, hidden]);

  if (hidden) return null;
  return (
    <section ref={ref} id="comments" className={styles.comments} data-component="comments-slot" aria-labelledby="comments-heading">
      <SectionTitle id="comments-heading" level={2}>
        {props.labels.title}
      </SectionTitle>
      {near ? (
        <Suspense fallback={<ThreadPlaceholder loading={props.labels.loading} />}>
          <CommentThread storyId={props.storyId} gated={props.gated} lang={props.lang} />
        </Suspense>
      ) : (
        <ThreadPlaceholder loading={props.labels.loading} />
      )}
      <NoScriptForm storyId={props.storyId} path={props.path} labels={props.labels} />
    </section>
  );
}
