'use client';

import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import type { Lang } from '@/lib/brands/brands';
import { useSiteStore } from '@/lib/store/site-store';
import styles from './share-panel.module.css';
import { Icon } from '../icons/icons';

interface Props {
  /** The story's path on this site; the shared address is built from the page's origin. */
  path: string;
  headline: string;
  lang: Lang;
  /** The button's word; the panel's words come with its chunk. */
  toggle: string;
}

/*
 * The panel's links and copy button are a chunk of their own, fetched the first time a
 * reader opens it, with their words (messages/share.json); the toggle itself is part of the
 * page's first load, so the first click always works (a lazily hydrated toggle ignored
 * clicks until its chunk arrived).
 */
const ShareLinks = lazy(() => import('./share-links.client').then((module) => ({ default: module.ShareLinks })));

/**
 * The share panel of a story (docs/product.md, "Screens", "States" and "Calls"): a button
 * opens and closes it (the store's social share flag); share-links.client.tsx is what
 * shows inside.
 */
export function SharePanel({ path, headline, lang, toggle: toggleLabel }: Props) {
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
        <Icon name="share" />
        {toggleLabel}
      </button>
      {open && (
        <Suspense>
          <ShareLinks id={panelId} path={path} headline={headline} lang={lang} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
