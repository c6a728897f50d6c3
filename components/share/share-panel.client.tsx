'use client';

import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import type { Lang } from '@/lib/brands/brands';
import { useHydrated } from '@/lib/react/external-store';
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
 * reader opens it, with their words (messages/share.json). The toggle comes with the story's
 * islands (components/story/story-islands.client.tsx) and is shown only once it has hydrated,
 * so no reader meets a button that ignores them: one tapped before then did nothing, and
 * without JavaScript it never would.
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
  // Until this island has hydrated, a click would go nowhere (and with JavaScript off, always):
  // the toggle keeps its place but is not shown or offered until it works.
  const live = useHydrated();

  useEffect(() => () => setOpen(false), [setOpen]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <>
      <button ref={toggle} type="button" className={styles.toggle} data-live={live || undefined} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)}>
        <Icon name="share" />
        {toggleLabel}
      </button>
      {open && (
        <Suspense>
          <ShareLinks id={panelId} path={path} headline={headline} lang={lang} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
