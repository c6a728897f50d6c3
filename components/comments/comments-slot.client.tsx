'use client';

/**
 * Where a story's comment thread goes. The thread's code loads only when the reader
 * scrolls near it, so the story's first load carries just this small island.
 */
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import type { Lang } from '@/lib/brands/brands';
import type { Messages } from '@/lib/i18n/messages';
import { useSiteStore } from '@/lib/store/site-store';

const CommentThread = dynamic(() => import('./comment-thread.client').then((module) => module.CommentThread), { ssr: false });

interface Props {
  readonly storyId: number;
  readonly gated: boolean;
  readonly lang: Lang;
  readonly labels: Messages['comments'];
}

export function CommentsSlot(props: Props) {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  // Registered-only stories show their discussion to members only (SPEC.md 6).
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
    <section ref={ref} id="comments" className="comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading" className="section-title">
        {props.labels.title}
      </h2>
      {near && <CommentThread {...props} />}
    </section>
  );
}
