'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useSiteStore } from '@/lib/store/site-store';
import styles from './share-panel.module.css';
import { FacebookIcon, LinkIcon, LinkedInIcon, MailIcon, RedditIcon, ShareIcon, WhatsAppIcon, XIcon } from '../icons/icons';

export type ShareLabels = Record<'toggle' | 'panel' | 'facebook' | 'x' | 'linkedin' | 'whatsapp' | 'reddit' | 'email' | 'native' | 'copy' | 'copied' | 'newTab', string>;

interface Props {
  /** The story's path on this site; the shared address is built from the page's origin. */
  path: string;
  headline: string;
  labels: ShareLabels;
}

/** How long the copy notice stays (docs/product.md, "Errors"). */
const COPIED_NOTICE_MS = 3_000;

/** The social networks of docs/product.md, "Calls", each given the encoded address and headline. */
const NETWORKS = [
  { key: 'facebook', Icon: FacebookIcon, href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${url}` },
  { key: 'x', Icon: XIcon, href: (url: string, text: string) => `https://x.com/intent/tweet?url=${url}&text=${text}` },
  { key: 'linkedin', Icon: LinkedInIcon, href: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
  { key: 'whatsapp', Icon: WhatsAppIcon, href: (url: string, text: string) => `https://wa.me/?text=${text}%20${url}` },
  { key: 'reddit', Icon: RedditIcon, href: (url: string, text: string) => `https://www.reddit.com/submit?url=${url}&title=${text}` },
] as const;

const noSubscription = () => () => {};
const canShareNatively = () => typeof navigator.share === 'function';
const notOnServer = () => false;

/**
 * The share panel of a story (docs/product.md, "Screens", "States" and "Calls"): a button
 * opens and closes it (the store's social share flag); inside, the networks, email, the
 * system share sheet where the browser has one, and copy link with a "Link Copied" notice
 * for 3 s.
 */
export function SharePanel({ path, headline, labels }: Props) {
  const open = useSiteStore((state) => state.socialShare);
  const setOpen = useSiteStore((state) => state.setSocialShare);
  const nativeShare = useSyncExternalStore(noSubscription, canShareNatively, notOnServer);
  const [copied, setCopied] = useState(false);
  const resetTimer = useRef<number | undefined>(undefined);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(
    () => () => {
      window.clearTimeout(resetTimer.current);
      setOpen(false);
    },
    [setOpen],
  );

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
    if (event.key !== 'Escape') return;
    setOpen(false);
    toggle.current?.focus();
  };

  const address = open ? encodeURIComponent(url()) : '';
  const text = encodeURIComponent(headline);
  return (
    <div className={styles.share} data-component="share-panel">
      <button ref={toggle} type="button" className={styles.toggle} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)}>
        <ShareIcon />
        {labels.toggle}
      </button>
      {open && (
        <div id={panelId} className={styles.panel} role="group" aria-label={labels.panel} onKeyDown={closeOnEscape}>
          <ul role="list" className={styles.list}>
            {NETWORKS.map(({ key, Icon, href }) => (
              <li key={key}>
                <a href={href(address, text)} target="_blank" rel="noopener" className={styles.button} data-network={key}>
                  <Icon />
                  <span className="visually-hidden">
                    {labels[key]} {labels.newTab}
                  </span>
                </a>
              </li>
            ))}
            <li>
              <a href={`mailto:?subject=${text}&body=${address}`} className={styles.button} data-network="email">
                <MailIcon />
                <span className="visually-hidden">{labels.email}</span>
              </a>
            </li>
            {nativeShare && (
              <li>
                <button type="button" className={styles.button} data-network="native" onClick={share}>
                  <ShareIcon />
                  <span className="visually-hidden">{labels.native}</span>
                </button>
              </li>
            )}
            <li>
              <button type="button" className={styles.button} data-network="copy" onClick={copy}>
                <LinkIcon />
                <span className="visually-hidden">{labels.copy}</span>
              </button>
            </li>
          </ul>
          <p role="status" className={styles.notice}>
            {copied ? labels.copied : ''}
          </p>
        </div>
      )}
    </div>
  );
}
