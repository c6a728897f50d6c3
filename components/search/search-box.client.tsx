'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { searchHref } from '@/lib/search/query-state';
import { CloseIcon } from '../icons/controls';
import styles from './search-box.module.css';

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
}

const MAX_QUERY_LENGTH = 200;

/**
 * The search box of the header, the 404 page and the search page. Submitting goes to
 * /search with the trimmed term as q (no q when empty), keeping the other parameters
 * when the reader is already on /search. Without JavaScript the form still GETs /search.
 */
export function SearchBox({ labels, variant = 'desktop', initialQuery = '', focusOnMount = false, centred = false }: Props) {
  const router = useRouter();
  const [value, setValue] = useState(initialQuery);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  // docs/product.md, "Other screen elements": the search box blurs inputs on mount, so no keyboard pops up by itself,
  // unless the reader opened it on purpose.
  useEffect(() => {
    // What a reader typed before the page hydrated stays (a slow phone gets the box first).
    if (input.current && input.current.value !== value) setValue(input.current.value);
    if (focusOnMount) input.current?.focus();
    else if (document.activeElement instanceof HTMLInputElement) document.activeElement.blur();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount
  }, [focusOnMount]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The field itself, not the last render's state: Enter may come before the re-render.
    router.push(searchHref(input.current?.value ?? value, window.location));
  }

  function clear() {
    setValue('');
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
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        {value && (
          <button type="button" className={styles.clear} aria-label={labels.clear} onClick={clear}>
            <CloseIcon />
          </button>
        )}
      </div>
      <button type="submit" className={styles.submit}>
        {labels.submit}
      </button>
    </form>
  );
}
