'use client';

import { useRef, useState, type ComponentType } from 'react';
import { useHydrated } from '@/lib/react/external-store';
import { useSiteStore } from '@/lib/store/site-store';
import type { HamburgerLabels, HamburgerPanelProps } from './hamburger-panel';
import styles from './hamburger.module.css';

interface Props {
  labels: HamburgerLabels;
  /** A sister brand's side menu rather than the main header's full-screen one. */
  side?: boolean;
}

type Panel = ComponentType<HamburgerPanelProps>;

/**
 * The menu itself (hamburger-panel.tsx: the dialog, its content and their answer) is a chunk
 * of its own, fetched once per tab when the reader first reaches for the button (hover,
 * focus, press): no page's HTML or first load carries it. A failed fetch is forgotten, so
 * the next reach asks again.
 */
let asked: Promise<Panel> | null = null;
let loaded: Panel | null = null;

function loadPanel(): Promise<Panel> {
  asked ??= import('./hamburger-panel').then(
    ({ HamburgerPanel }) => (loaded = HamburgerPanel),
    (error: unknown) => {
      asked = null;
      throw error;
    },
  );
  return asked;
}

/** The header's menu button (docs/product.md, "Header"); the menu it opens comes on first need. */
export function Hamburger({ labels, side = false }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  const open = useSiteStore((store) => store.hamburgerOpen);
  const setOpen = useSiteStore((store) => store.setHamburgerOpen);
  const [Panel, setPanel] = useState<Panel | null>(() => loaded);
  // Until this island has hydrated, a tap would open nothing (and with JavaScript off, never):
  // the button keeps its place but is not shown or offered until it works, as the share button.
  const live = useHydrated();

  const want = () => {
    if (Panel) return;
    loadPanel().then(
      (panel) => setPanel(() => panel),
      (error: unknown) => {
        console.error('Caught Exception', error);
        setOpen(false);
      },
    );
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        data-component="hamburger"
        data-live={live || undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={want}
        onPointerDown={want}
        onFocus={want}
        onClick={() => {
          want();
          setOpen(true);
        }}
      >
        <span className={styles.icon} aria-hidden="true" />
        <span className="visually-hidden">{labels.open}</span>
      </button>
      {Panel && <Panel labels={labels} side={side} button={button} />}
    </>
  );
}
