'use client';

import { useId, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import type { Lang } from '@/lib/brands/brands';
import { xsrfToken } from '@/lib/auth/client';
import { fill } from '@/lib/i18n/fill';
import { localiseDigits } from '@/lib/i18n/digits';
import { pollApiPath, pollVotePath } from '@/lib/routes/paths';
import type { StoryLabels } from '../story/elements/context';
import styles from './poll.module.css';

type PollLabels = StoryLabels['poll'];

export interface PollAnswer {
  readonly id: number;
  readonly question: string;
  readonly 'is-closed': boolean;
  readonly options: readonly { readonly id: number; readonly text: string; readonly votes: number }[];
  readonly 'total-votes': number;
}

/** Where this browser remembers its vote (the server keeps the one that counts). */
const votedKey = (id: number) => `poll-vote:${id}`;

function rememberedVote(id: number): number | null {
  try {
    const value = Number(window.localStorage.getItem(votedKey(id)));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Reads a poll's public answer (GET /p/api/polls/{id}). */
export async function fetchPoll(path: string): Promise<PollAnswer> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
  return ((await response.json()) as { poll: PollAnswer }).poll;
}

/** The results: one bar per option, its share and count, the total below. */
export function PollResults({ poll, lang, labels, chosen }: { poll: PollAnswer; lang: Lang; labels: PollLabels; chosen?: number | null }) {
  const total = poll['total-votes'];
  return (
    <>
      <ul role="list" className={styles.results} data-component="poll-results">
        {poll.options.map((option) => {
          const percent = total ? Math.round((option.votes / total) * 100) : 0;
          return (
            <li key={option.id} className={styles.result} data-chosen={option.id === chosen ? '' : undefined} data-option={option.id}>
              <span className={styles.label}>
                <span>{option.text}</span>
                <span data-component="poll-count">
                  {localiseDigits(`${percent}%`, lang)} · {fill(labels.votes, { count: localiseDigits(option.votes, lang) })}
                </span>
              </span>
              <span className={styles.bar} aria-hidden="true">
                <span style={{ inlineSize: `${percent}%` }} />
              </span>
            </li>
          );
        })}
      </ul>
      <p className={styles.total} data-component="poll-total">
        {fill(labels.total, { count: localiseDigits(total, lang) })}
      </p>
    </>
  );
}

/**
 * A reader poll in a story (docs/product.md, "Polls"): the question and its options as a
 * form; after a vote (or once the poll is closed) the results as bars. One vote per reader
 * is the server's rule (lib/polls/votes.ts); this browser also remembers its own.
 */
export function Poll({ id, lang, labels }: { id: number; lang: Lang; labels: PollLabels }) {
  const { data: poll, error, mutate } = useSWR(pollApiPath(id), fetchPoll, { revalidateOnFocus: false });
  const [chosen, setChosen] = useState<number | null>(null);
  // Read once in the browser; the server renders the loading state, which does not use it.
  const [voted, setVoted] = useState<number | null>(() => (typeof window === 'undefined' ? null : rememberedVote(id)));
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const headingId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen || sending) {
      setMessage(labels.choose);
      return;
    }
    setSending(true);
    try {
      const response = await fetch(pollVotePath(id), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-xsrf-token': await xsrfToken() },
        body: JSON.stringify({ option: chosen }),
      });
      const body = (await response.json().catch(() => ({}))) as { poll?: PollAnswer; error?: string; code?: string };
      if (response.ok || body.code === 'alreadyVoted' || body.code === 'pollClosed') {
        // Counted, or already counted before: either way this reader sees the results now.
        if (response.ok) window.localStorage.setItem(votedKey(id), String(chosen));
        setVoted(chosen);
        setMessage(response.ok ? labels.thanks : (body.error ?? labels.failed));
        if (body.poll) await mutate(body.poll, { revalidate: false });
        else await mutate();
      } else {
        setMessage(body.error ?? labels.failed);
      }
    } catch {
      setMessage(labels.failed);
    } finally {
      setSending(false);
    }
  }

  const status = (
    <p role="status" className={styles.message}>
      {message}
    </p>
  );
  if (error) return <p className={styles.message}>{labels.loadFailed}</p>;
  if (!poll) {
    // About the height the poll will take, so its arrival moves little below it.
    return (
      <section className={styles.poll} data-component="poll" aria-busy="true">
        <p className={styles.message}>{labels.loading}</p>
      </section>
    );
  }
  const showResults = voted !== null || poll['is-closed'];
  return (
    <section className={styles.poll} data-component="poll" aria-labelledby={headingId}>
      <p className={styles.kicker}>{labels.title}</p>
      <h2 id={headingId} className={styles.question}>
        {poll.question}
      </h2>
      {showResults ? (
        <>
          <PollResults poll={poll} lang={lang} labels={labels} chosen={voted} />
          {poll['is-closed'] && <p className={styles.message}>{labels.closed}</p>}
        </>
      ) : (
        <form onSubmit={submit} className={styles.form}>
          <fieldset>
            <legend className="visually-hidden">{poll.question}</legend>
            {poll.options.map((option) => (
              <label key={option.id} className={styles.option}>
                <input type="radio" name={`poll-${id}`} value={option.id} checked={chosen === option.id} onChange={() => setChosen(option.id)} />
                <span>{option.text}</span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className={styles.button} disabled={sending}>
            {labels.vote}
          </button>
        </form>
      )}
      {status}
    </section>
  );
}
