'use client';

import { useEffect, useState } from 'react';
import styles from './live-updates.module.css';

interface Props {
  storyId: number;
  /** Last published time of the rendered page (ms since the epoch). */
  renderedAt: number;
  labels: { newUpdates: string; show: string };
  /** Poll interval; the live blog is re-read this often while the page is visible. */
  intervalMs?: number;
}

/**
 * Tells the reader, politely (aria-live), that a running live blog has new updates,
 * without moving the page: the reader chooses when to show them.
 */
export function LiveUpdates({ storyId, renderedAt, labels, intervalMs = 60_000 }: Props) {
  const [newer, setNewer] = useState(false);

  useEffect(() => {
    if (newer) return;
    const timer = window.setInterval(async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const response = await fetch(`/api/v1/stories/${storyId}?fields=last-published-at`, { headers: { accept: 'application/json' } });
        if (!response.ok) return;
        const { story } = (await response.json()) as { story: { 'last-published-at': number } };
        if (story['last-published-at'] > renderedAt) setNewer(true);
      } catch {
        // offline for a moment: try again at the next tick
      }
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [storyId, renderedAt, intervalMs, newer]);

  return (
    <div data-component="live-updates" aria-live="polite">
      {newer && (
        <p className={styles.notice}>
          {labels.newUpdates}{' '}
          <button type="button" onClick={() => window.location.reload()}>
            {labels.show}
          </button>
        </p>
      )}
    </div>
  );
}
