'use client';

/**
 * Where a story's comment thread goes. The thread's code loads only when the reader
 * scrolls near it, so the story's first load carries just this small island; until then
 * two lines of the thread's height stand in for it.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Lang } from '@/lib/brands/brands';
import type { Messages } from '@/lib/i18n/messages';
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
    <div aria-hidden="true">
      <p className={styles.placeholder}>{loading}</p>
      <p className={styles.placeholder}>&nbsp;</p>
    </div>
  );
}

// Rendered only after the reader has scrolled near (never on the server), behind the placeholder while its code loads.
const CommentThread = lazy(() => import('./comment-thread.client').then((module) => ({ default: module.CommentThread })));

interface Props {
  readonly storyId: number;
  readonly gated: boolean;
  readonly lang: Lang;
  readonly labels: Messages['comments'];
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
          <CommentThread {...props} />
        </Suspense>
      ) : (
        <ThreadPlaceholder loading={props.labels.loading} />
      )}
    </section>
  );
}
