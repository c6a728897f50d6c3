'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import { useHydrated } from '@/lib/react/external-store';
import { SEARCH_PATH } from '@/lib/search/query-state';
import { Icon } from '../icons/icons';
import { SearchBox, type SearchBoxLabels } from '../search/search-box.client';
import styles from './header-search.module.css';

interface Props {
  labels: { toggle: string; close: string; box: SearchBoxLabels };
}

/**
 * The header's search: a button that opens and closes the search box. Opening puts the
 * cursor in the box (the reader asked for it); Escape anywhere in the panel closes it and
 * gives focus back to the button. Until the island has hydrated (and with JavaScript off) the
 * toggle is a link to the search page, whose box works without JavaScript: a tap on a slow phone
 * is never lost.
 */
export function HeaderSearch({ labels }: Props) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const live = useHydrated();

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  }

  if (!live) {
    return (
      <div className={styles.search} data-component="header-search">
        <a className={styles.toggle} href={SEARCH_PATH}>
          <Icon name="search" />
          <span className="visually-hidden">{labels.toggle}</span>
        </a>
      </div>
    );
  }

  return (
    <div className={styles.search} data-component="header-search">
      <button ref={toggle} type="button" className={styles.toggle} aria-expanded={open} aria-controls="header-search-panel" onClick={() => setOpen(!open)}>
        <Icon name="search" />
        <span className="visually-hidden">{open ? labels.close : labels.toggle}</span>
      </button>
      {open && (
        <div id="header-search-panel" className={styles.panel} onKeyDown={onKeyDown}>
          <SearchBox labels={labels.box} variant="mobile" focusOnMount />
        </div>
      )}
    </div>
  );
}
