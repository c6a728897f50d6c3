'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSiteStore } from '@/lib/store/site-store';
import styles from './hamburger.module.css';

interface Props {
  labels: { open: string; close: string; title: string };
  /** A sister brand's side menu rather than the main header's full-screen one. */
  side?: boolean;
  children: ReactNode;
}

/**
 * The full-screen menu: a modal <dialog>, so focus stays inside while it is open,
 * Escape closes it and focus returns to the button. It locks the page's scrolling and
 * closes when a new page arrives.
 */
export function Hamburger({ labels, side = false, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const open = useSiteStore((store) => store.hamburgerOpen);
  const setOpen = useSiteStore((store) => store.setHamburgerOpen);
  const pathname = usePathname();

  useEffect(() => setOpen(false), [pathname, setOpen]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    document.documentElement.classList.toggle('scroll-locked', open);
  }, [open]);

  return (
    <>
      <button ref={button} type="button" className={styles.button} data-component="hamburger" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <span className={styles.icon} aria-hidden="true" />
        <span className="visually-hidden">{labels.open}</span>
      </button>
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
        {children}
      </dialog>
    </>
  );
}
