'use client';

import useSWR from 'swr';
import type { Lang } from '@/lib/brands/brands';
import { pollApiPath } from '@/lib/routes/paths';
import type { StoryLabels } from '../story/elements/context';
import { fetchPoll, PollResults, type PollAnswer } from './poll.client';
import styles from './poll.module.css';

/** How often the poll-counter page reads the counts again. */
export const POLL_COUNTER_REFRESH_MS = 5_000;

/**
 * The poll-counter page's live counts (docs/product.md, "Polls"): rendered on the server
 * from the cached poll, then read again every few seconds, so the page follows the vote by
 * itself. Nothing personal: the page stays cacheable.
 */
export function PollCounter({ initial, lang, labels }: { initial: PollAnswer; lang: Lang; labels: StoryLabels['poll'] }) {
  const { data } = useSWR(pollApiPath(initial.id), fetchPoll, { fallbackData: initial, refreshInterval: POLL_COUNTER_REFRESH_MS, revalidateOnMount: true });
  const poll = data ?? initial;
  return (
    <div className={styles.poll} data-component="poll-counter">
      <h2 className={styles.question}>{poll.question}</h2>
      <PollResults poll={poll} lang={lang} labels={labels} />
      <p className={styles.message}>{poll['is-closed'] ? labels.closed : labels.live}</p>
    </div>
  );
}
