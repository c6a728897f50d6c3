'use client';

import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { useSiteStore } from '@/lib/store/site-store';
import styles from './share-panel.module.css';
import { ShareIcon } from '../icons/icons';

export type ShareLabels = Record<'toggle' | 'panel' | 'facebook' | 'x' | 'linkedin' | 'whatsapp' | 'reddit' | 'email' | 'native' | 'copy' | 'copied' | 'newTab', string>;

interface Props {
  /** The story's path on this site; the shared address is built from the page's origin. */
  path: string;
  headline: string;
  labels: ShareLabels;
}

/*
 * The panel's links and copy button are a chunk of their own, fetched the first time a
 * reader opens it; the toggle itself is part of the page's first load, so the first click
 * always works (a lazily hydrated toggle ignored clicks until its chunk arrived).
 */
const ShareLinks = lazy(() => import('./share-links.client').then((module) => ({ default: module.ShareLinks })));

/**
 * The share panel of a story (docs/product.md, "Screens", "States" and "Calls"): a button
 * opens and closes it (the store's social share flag); share-links.client.tsx is what
 * shows inside.
 */
export function SharePanel({ path, headline, labels }: Props) {
  const open = useSiteStore((state) => state.socialShare);
  const setOpen = useSiteStore((state) => state.setSocialShare);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => () => setOpen(false), [setOpen]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div className={styles.share} data-component="share-panel">
      <button ref={toggle} type="button" className={styles.toggle} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)}>
        <ShareIcon />
        {labels.toggle}
      </button>
      {open && (
        <Suspense>
          <ShareLinks id={panelId} path={path} headline={headline} labels={labels} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
