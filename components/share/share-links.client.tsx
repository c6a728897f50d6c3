'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { noSubscription, notOnServer } from '@/lib/react/external-store';
import styles from './share-panel.module.css';
import type { Lang } from '@/lib/brands/brands';
import words from '@/messages/share.json';
import { Icon } from '../icons/icons';

/** How long the copy notice stays (docs/product.md, "Errors"). */
const COPIED_NOTICE_MS = 3_000;

/** The social networks of docs/product.md, "Calls", each given the encoded address and headline. */
const NETWORKS = [
  { key: 'facebook', href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${url}` },
  { key: 'x', href: (url: string, text: string) => `https://x.com/intent/tweet?url=${url}&text=${text}` },
  { key: 'linkedin', href: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
  { key: 'whatsapp', href: (url: string, text: string) => `https://wa.me/?text=${text}%20${url}` },
  { key: 'reddit', href: (url: string, text: string) => `https://www.reddit.com/submit?url=${url}&title=${text}` },
] as const;

const canShareNatively = () => typeof navigator.share === 'function';

interface Props {
  id: string;
  path: string;
  headline: string;
  /** The panel's words are this language's, loaded with its code (messages/share.json). */
  lang: Lang;
  /** Closes the panel and gives focus back to its toggle (Escape). */
  onClose: () => void;
}

/**
 * The open share panel: the networks, email, the system share sheet where the browser has
 * one, and copy link with a "Link Copied" notice for 3 s. A chunk of its own, fetched the
 * first time a reader opens the panel (share-panel.client.tsx).
 */
export function ShareLinks({ id, path, headline, lang, onClose }: Props) {
  const labels = words[lang];
  const nativeShare = useSyncExternalStore(noSubscription, canShareNatively, notOnServer);
  const [copied, setCopied] = useState(false);
  const resetTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const url = () => new URL(path, window.location.origin).href;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url());
    } catch (error) {
      console.error('copy link failed:', error);
      return;
    }
    setCopied(true);
    window.clearTimeout(resetTimer.current);
    resetTimer.current = window.setTimeout(() => setCopied(false), COPIED_NOTICE_MS);
  };

  const share = () => {
    navigator.share({ title: headline, url: url() }).catch((error: Error) => {
      if (error.name !== 'AbortError') console.error('native share failed:', error);
    });
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  const address = encodeURIComponent(url());
  const text = encodeURIComponent(headline);
  return (
    <div id={id} className={styles.panel} role="group" aria-label={labels.panel} onKeyDown={closeOnEscape}>
      <ul role="list" className={styles.list}>
        {NETWORKS.map(({ key, href }) => (
          <li key={key}>
            <a href={href(address, text)} target="_blank" rel="noopener" className={styles.button} data-network={key}>
              <Icon name={key} />
              <span className="visually-hidden">
                {labels[key]} {labels.newTab}
              </span>
            </a>
          </li>
        ))}
        <li>
          <a href={`mailto:?subject=${text}&body=${address}`} className={styles.button} data-network="email">
            <Icon name="mail" />
            <span className="visually-hidden">{labels.email}</span>
          </a>
        </li>
        {nativeShare && (
          <li>
            <button type="button" className={styles.button} data-network="native" onClick={share}>
              <Icon name="share" />
              <span className="visually-hidden">{labels.native}</span>
            </button>
          </li>
        )}
        <li>
          <button type="button" className={styles.button} data-network="copy" onClick={copy}>
            <Icon name="link" />
            <span className="visually-hidden">{labels.copy}</span>
          </button>
        </li>
      </ul>
      <p role="status" className={styles.notice}>
        {copied ? labels.copied : ''}
      </p>
    </div>
  );
}
