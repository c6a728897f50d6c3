'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { askConsentAgain, onConsentAsked, onConsentChange, readConsent, saveConsent } from '@/lib/consent/consent';
import styles from './cookie-consent.module.css';

interface Props {
  label: string;
  text: ReactNode;
  ok: string;
  decline: string;
}

const hasAnswered = () => readConsent() !== null;
/** The server renders nothing: whether the reader has answered is only known in the browser. */
const onServer = () => true;

/**
 * The cookie-consent banner (docs/product.md, "Other screen elements"), fixed at the bottom
 * until the reader accepts (OK) or refuses; the answer decides whether ads and analytics may
 * load (docs/ads-and-analytics.md). The footer's cookie settings bring it back. While it shows,
 * the page gets room below its content and focused elements scroll clear of it
 * (--consent-height), so it never hides what it covers.
 */
export function CookieConsentBanner({ label, text, ok, decline }: Props) {
  const answered = useSyncExternalStore(onConsentChange, hasAnswered, onServer);
  const [asked, setAsked] = useState(false);
  const banner = useRef<HTMLDivElement>(null);
  const shown = !answered || asked;

  useEffect(() => onConsentAsked(() => setAsked(true)), []);

  useEffect(() => {
    const element = banner.current;
    if (!shown || !element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--consent-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--consent-height');
    };
  }, [shown]);

  if (!shown) return null;

  const answer = (choice: 'granted' | 'denied') => {
    setAsked(false);
    saveConsent(choice);
  };

  return (
    <div ref={banner} className={styles.banner} data-component="cookie-consent" role="region" aria-label={label}>
      <p className={styles.text}>{text}</p>
      <p className={styles.actions}>
        <button type="button" className={styles.decline} onClick={() => answer('denied')}>
          {decline}
        </button>
        <button type="button" className={styles.ok} onClick={() => answer('granted')}>
          {ok}
        </button>
      </p>
    </div>
  );
}

/** The footer's "cookie settings": the banner again, to change the answer. */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} data-component="cookie-settings" onClick={askConsentAgain}>
      {label}
    </button>
  );
}
