'use client';

import { useState } from 'react';

interface Props {
  labels: { toggle: string; close: string; placeholder: string; submit: string };
}

/** The header's search: a button that opens and closes a search box (GET /search?q=). */
export function HeaderSearch({ labels }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <div className="header-search">
      <button type="button" className="header-search__toggle" aria-expanded={open} aria-controls="header-search-form" onClick={() => setOpen(!open)}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" fill="currentColor" />
        </svg>
        <span className="visually-hidden">{open ? labels.close : labels.toggle}</span>
      </button>
      {open && (
        <form id="header-search-form" className="header-search__form" action="/search" method="get" role="search">
          <input name="q" type="search" aria-label={labels.placeholder} placeholder={labels.placeholder} maxLength={200} autoFocus onKeyDown={(event) => event.key === 'Escape' && setOpen(false)} />
          <button type="submit">{labels.submit}</button>
        </form>
      )}
    </div>
  );
}
