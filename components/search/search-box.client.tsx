'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { goTo } from '@/lib/navigation/in-app';
import { searchHref } from '@/lib/search/query-state';
import styles from './search-box.module.css';
import { Icon } from '../icons/icons';

export interface SearchBoxLabels {
  readonly label: string;
  readonly placeholder: string;
  readonly submit: string;
  readonly clear: string;
}

interface Props {
  labels: SearchBoxLabels;
  variant?: 'desktop' | 'mobile';
  /** The term already searched for (the search page fills it in). */
  initialQuery?: string;
  /** Put the cursor in the box when it appears (the header's panel, which the reader just opened). */
  focusOnMount?: boolean;
  /** Centred in its column (the 404 page). */
  centred?: boolean;
  /** Parameters the form sends along with q: the search page's filters, which its script keeps from the address. */
  keep?: readonly (readonly [name: string, value: string])[];
}

const MAX_QUERY_LENGTH = 200;

/**
 * The search box of the header, the 404 page and the search page. Submitting goes to
 * /search with the trimmed term as q (no q when empty), keeping the other parameters
 * when the reader is already on /search. Without JavaScript the form still GETs /search.
 */
export function SearchBox({ labels, variant = 'desktop', initialQuery = '', focusOnMount = false, centred = false, keep = [] }: Props) {
  const router = useRouter();
  // Only what the clear button needs: the input itself is uncontrolled (defaultValue), so React's hydration keeps
  // what a reader typed into the server-rendered box before the JavaScript arrived.
  const [hasText, setHasText] = useState(initialQuery !== '');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  // docs/product.md, "Other screen elements": the search box blurs inputs on mount, so no keyboard pops up by itself,
  // unless the reader opened it on purpose.
  useEffect(() => {
    // What a reader typed before the page hydrated stays in the uncontrolled box (a slow phone gets the box first);
    // the clear button follows it.
    if (input.current) setHasText(input.current.value !== '');
    if (focusOnMount) input.current?.focus();
    else if (document.activeElement instanceof HTMLInputElement) document.activeElement.blur();
  }, [focusOnMount]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The field itself, not the last render's state: Enter may come before the re-render.
    const term = new FormData(event.currentTarget).get('q');
    goTo(router, searchHref(typeof term === 'string' ? term : '', window.location));
  }

  function clear() {
    if (input.current) input.current.value = '';
    setHasText(false);
    input.current?.focus();
  }

  return (
    <form
      className={[styles.box, variant === 'mobile' ? styles.mobile : '', centred ? styles.centred : ''].filter(Boolean).join(' ')}
      data-component="search-box"
      data-variant={variant}
      action="/search" method="get" role="search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {labels.label}
      </label>
      <div className={styles.field}>
        <input
          ref={input}
          id={id}
          className={styles.input}
          name="q"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={MAX_QUERY_LENGTH}
          placeholder={labels.placeholder}
          defaultValue={initialQuery}
          onChange={(event) => setHasText(event.target.value !== '')}
        />
        {hasText && (
          <button type="button" className={styles.clear} aria-label={labels.clear} onClick={clear}>
            <Icon name="close" />
          </button>
        )}
      </div>
      {keep.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={styles.submit}>
        {labels.submit}
      </button>
    </form>
  );
}
