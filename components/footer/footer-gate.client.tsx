'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { notOnServer } from '@/lib/react/external-store';
import { useSiteStore } from '@/lib/store/site-store';
import styles from './site-footer.module.css';

interface Props {
  /** The footer variant (lib/footer/decide-footer.ts), as data-variant for the module. */
  variant: string;
  lang: string;
  children: ReactNode;
}

function onWindowLoad(listener: () => void): () => void {
  window.addEventListener('load', listener);
  return () => window.removeEventListener('load', listener);
}

const windowLoaded = () => document.readyState === 'complete';

/**
 * The footer element, shown once the window has loaded and while no page is loading
 * (docs/product.md, "Footer" and "States"). Until then it is in the HTML (crawlers and the first
 * paint read it) but invisible: `visibility` keeps its box, so showing it moves nothing.
 * The state is data-state (pending or shown), which site-footer.module.css styles.
 */
export function FooterGate({ variant, lang, children }: Props) {
  const loaded = useSyncExternalStore(onWindowLoad, windowLoaded, notOnServer);
  const pageLoading = useSiteStore((state) => state.pageLoading);
  const shown = loaded && !pageLoading;
  return (
    <footer className={styles.footer} data-component="site-footer" data-variant={variant} data-state={shown ? 'shown' : 'pending'} lang={lang}>
      {children}
    </footer>
  );
}
