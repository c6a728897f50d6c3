'use client';

import Cookies from 'js-cookie';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import styles from './cookie-consent.module.css';

/** The consent cookie: the name and lifetime of the spec's consent library (docs/product.md, "Business constants"). */
const CONSENT_COOKIE = 'CookieConsent';
const CONSENT_DAYS = 365;

interface Props {
  label: string;
  text: ReactNode;
  ok: string;
}

const noSubscription = () => () => {};
const hasConsented = () => Cookies.get(CONSENT_COOKIE) !== undefined;
/** The server renders nothing: whether the reader has agreed is only known in the browser. */
const onServer = () => true;

/**
 * The cookie-consent banner (docs/product.md, "Other screen elements"), fixed at the bottom
 * until the reader presses OK. While it shows, the page gets room below its content and
 * focused elements scroll clear of it (--consent-height), so it never hides what it covers.
 */
export function CookieConsentBanner({ label, text, ok }: Props) {
  const consented = useSyncExternalStore(noSubscription, hasConsented, onServer);
  const [dismissed, setDismissed] = useState(false);
  const banner = useRef<HTMLDivElement>(null);
  const shown = !consented && !dismissed;

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

  const accept = () => {
    Cookies.set(CONSENT_COOKIE, 'true', { expires: CONSENT_DAYS, path: '/', sameSite: 'Lax', secure: window.location.protocol === 'https:' });
    setDismissed(true);
  };

  return (
    <div ref={banner} className={styles.banner} data-component="cookie-consent" role="region" aria-label={label}>
      <p className={styles.text}>{text}</p>
      <button type="button" className={styles.ok} onClick={accept}>
        {ok}
      </button>
    </div>
  );
}
