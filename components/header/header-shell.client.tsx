'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { headerHeight, nextScrollState, type HeaderScrollState } from '@/lib/header/scroll-state';
import { useSiteStore } from '@/lib/store/site-store';

/**
 * The sticky header's scroll behaviour: unfixed at the top, hidden while the reader
 * scrolls down past it, shown again on a scroll up; the page learns through the
 * store's headerDown flag. Moves by transform only, so nothing shifts; the state is the
 * data-scroll-state attribute, which site-header.module.css styles.
 */
export function HeaderShell({ children, className }: { children: ReactNode; className: string }) {
  const [state, setState] = useState<HeaderScrollState>('unfixed');
  const lastY = useRef(0);
  const setHeaderDown = useSiteStore((store) => store.setHeaderDown);
  const hamburgerOpen = useSiteStore((store) => store.hamburgerOpen);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        setState((current) => {
          const next = nextScrollState(current, lastY.current, y, headerHeight(window.innerWidth));
          lastY.current = y;
          return next;
        });
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => setHeaderDown(state !== 'unpinned'), [state, setHeaderDown]);

  const shown = hamburgerOpen ? 'pinned' : state;
  return (
    <header className={className} data-component="site-header" data-scroll-state={shown}>
      {children}
    </header>
  );
}
