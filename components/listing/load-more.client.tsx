'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { Lang } from '@/lib/brands/brands';
import { LiveButton } from '@/components/ui/live-button.client';
import type { StoryCardData } from '@/lib/content/stories/shapes';
import type { StoryCardLabels } from '../story/story-card';
import styles from './load-more.module.css';
import type { MoreStoriesProps } from './more-stories';

interface Props {
  /** API URL answering stories as JSON; limit and offset are added. */
  source: string;
  pageSize: number;
  /** How many stories the server already rendered above. */
  loaded: number;
  total: number;
  lang: Lang;
  labels: { more: string; loading: string; failed: string; card: StoryCardLabels };
  /** Renders the cards' headline and excerpt text (see StoryCard). */
  renderText?: (text: string) => ReactNode;
}

const MAX_PAGE = 100;

function pageFromUrl(): number {
  const page = Number(new URLSearchParams(window.location.search).get('page'));
  return Number.isInteger(page) && page > 1 ? Math.min(page, MAX_PAGE) : 1;
}

/** The request and the cards come as a chunk of their own, the first time they are needed (more-stories.tsx). */
const loadMoreStories = () => import('./more-stories');

/**
 * "Load more": appends the next page of stories from the JSON API and records the page
 * in the address (?page=N), so a reload comes back to the same place.
 */
export function LoadMore({ source, pageSize, loaded, total, lang, labels, renderText }: Props) {
  const [stories, setStories] = useState<StoryCardData[]>([]);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [Cards, setCards] = useState<ComponentType<MoreStoriesProps> | null>(null);
  const restored = useRef(false);
  const shown = loaded + stories.length;

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const page = pageFromUrl();
    if (page <= 1) return;
    loadMoreStories()
      .then(async ({ MoreStories, requestStories }) => {
        const more = await requestStories(source, loaded, (page - 1) * pageSize);
        setCards(() => MoreStories);
        setStories(more);
      })
      .catch(() => setStatus('failed'));
  }, [source, loaded, pageSize]);

  async function loadNext() {
    setStatus('loading');
    try {
      const { MoreStories, requestStories } = await loadMoreStories();
      const more = await requestStories(source, shown, pageSize);
      setCards(() => MoreStories);
      setStories((current) => [...current, ...more]);
      setStatus('idle');
      if (more.length) {
        const url = new URL(window.location.href);
        url.searchParams.set('page', String(Math.ceil((shown + more.length) / pageSize)));
        window.history.replaceState(window.history.state, '', url);
      }
    } catch {
      setStatus('failed');
    }
  }

  return (
    <>
      {Cards && stories.length > 0 && <Cards stories={stories} lang={lang} labels={labels.card} renderText={renderText} />}
      <div className={styles.loadMore} data-component="load-more">
        <p className="visually-hidden" role="status">
          {status === 'loading' ? labels.loading : status === 'failed' ? labels.failed : ''}
        </p>
        {status === 'failed' && <p className={styles.error}>{labels.failed}</p>}
        {shown < total && (
          <LiveButton type="button" className={styles.button} onClick={loadNext} aria-busy={status === 'loading'} busy={status === 'loading'}>
            {status === 'loading' ? labels.loading : labels.more}
          </LiveButton>
        )}
      </div>
    </>
  );
}
