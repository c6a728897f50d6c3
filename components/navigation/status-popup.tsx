'use client';

import { useEffect, useRef } from 'react';
import type { Lang } from '@/lib/brands/brands';
import { fill } from '@/lib/i18n/fill';
import type { HashPopup } from '@/lib/navigation/hash-popups';
import { useSiteStore } from '@/lib/store/site-store';
import words from '@/messages/status-popups.json';
import styles from './status-popup.module.css';

/**
 * An email status popup (docs/product.md, "Email status popups"), opened from the address
 * hash by SiteBehaviour: a chunk of its own with its words (messages/status-popups.json),
 * fetched only when a link lands on one, never with every page.
 */
export function StatusPopup({ popup, lang, onClose }: { popup: HashPopup; lang: Lang; onClose(): void }) {
  const email = useSiteStore((store) => store.member.value?.email ?? '');
  const dialog = useRef<HTMLDialogElement>(null);
  const labels = words[lang];

  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [popup]);

  const close = () => {
    dialog.current?.close();
    onClose();
  };

  return (
    <dialog ref={dialog} className={styles.popup} data-component="status-popup" aria-labelledby="status-popup-text" onClose={close}>
      <p id="status-popup-text">{fill(labels[popup], { email })}</p>
      <button type="button" onClick={close}>
        {labels.close}
      </button>
    </dialog>
  );
}
