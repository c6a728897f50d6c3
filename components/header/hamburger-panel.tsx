'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { fetchJson } from '@/lib/http/fetch-json';
import { useSiteStore } from '@/lib/store/site-store';
import { HAMBURGER_MENU_PATH, type HamburgerMenuData } from './hamburger-menu';
import { HamburgerMenuView } from './hamburger-menu-view';
import styles from './hamburger.module.css';

export interface HamburgerLabels {
  readonly open: string;
  readonly close: string;
  readonly title: string;
  readonly loading: string;
  readonly failed: string;
}

export interface HamburgerPanelProps {
  labels: HamburgerLabels;
  side: boolean;
  /** The menu button, which gets focus back when the menu closes. */
  button: RefObject<HTMLButtonElement | null>;
}

/** The edition's menu, asked for once per tab (a failed request is forgotten, so the next open asks again). */
let asked: Promise<HamburgerMenuData> | null = null;
let kept: HamburgerMenuData | null = null;

function requestMenu(): Promise<HamburgerMenuData> {
  asked ??= fetchJson<HamburgerMenuData>(HAMBURGER_MENU_PATH).then(
    (menu) => (kept = menu),
    (error: unknown) => {
      asked = null;
      throw error;
    },
  );
  return asked;
}

/**
 * The full-screen menu (a sister brand's side menu): a modal <dialog>, so focus stays inside
 * while it is open, Escape closes it and focus returns to the button. It locks the page's
 * scrolling and closes when a new page arrives. Fetched with hamburger.client.tsx's first
 * reach for the button; until the menu's answer comes the open dialog says it is loading, and
 * if it cannot come, says so and asks again on the next open.
 */
export function HamburgerPanel({ labels, side, button }: HamburgerPanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const open = useSiteStore((store) => store.hamburgerOpen);
  const setOpen = useSiteStore((store) => store.setHamburgerOpen);
  const pathname = usePathname();
  const arrived = useRef(pathname);
  const [menu, setMenu] = useState(kept);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (arrived.current === pathname) return;
    arrived.current = pathname;
    setOpen(false);
  }, [pathname, setOpen]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    document.documentElement.classList.toggle('scroll-locked', open);
  }, [open]);

  useEffect(() => {
    if (menu) return;
    let current = true;
    const ask = () =>
      requestMenu().then(
        (answer) => current && setMenu(answer),
        (error: unknown) => {
          console.error('Caught Exception', error);
          if (current) setFailed(true);
        },
      );
    ask();
    // After a failure, each new open asks again.
    const unsubscribe = useSiteStore.subscribe((store, before) => {
      if (!store.hamburgerOpen || before.hamburgerOpen) return;
      setFailed(false);
      ask();
    });
    return () => {
      current = false;
      unsubscribe();
    };
  }, [menu]);

  return (
    <dialog
      ref={dialog}
      className={side ? `${styles.panel} ${styles.side}` : styles.panel}
      aria-label={labels.title}
      onClose={() => {
        setOpen(false);
        button.current?.focus();
      }}
    >
      <div className={styles.top}>
        <button type="button" className={styles.close} onClick={() => setOpen(false)}>
          <span aria-hidden="true">✕</span>
          <span className="visually-hidden">{labels.close}</span>
        </button>
      </div>
      {menu ? (
        <HamburgerMenuView menu={menu} side={side} />
      ) : (
        <p className={styles.status} role={failed ? 'alert' : 'status'} data-state={failed ? 'failed' : 'waiting'}>
          {failed ? labels.failed : labels.loading}
        </p>
      )}
    </dialog>
  );
}
