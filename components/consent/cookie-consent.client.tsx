'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { askConsentAgain, onConsentAsked, saveConsent, useConsentChoice } from '@/lib/consent/consent';
import styles from './cookie-consent.module.css';

interface Props {
  label: string;
  text: ReactNode;
  ok: string;
  decline: string;
}

/**
 * Room for the banner's height (null: none): below the page's content, below focused elements
 * as they scroll into view, and under the anchor ad. Each property is set on the element that
 * uses it. A custom property on the root would be inherited by every element, so each change
 * (the first measure, a wrap when the fonts arrive) restyled the whole document: 45 ms on a
 * story and 77 ms on the home under a 4x slower CPU, against 1 to 3 ms for these (issue 22).
 */
function makeRoom(height: number | null): void {
  const room = height === null ? '' : `${height}px`;
  document.documentElement.style.scrollPaddingBottom = height === null ? '' : `calc(${room} + var(--space-4))`;
  document.body.style.paddingBottom = room;
  for (const anchor of document.querySelectorAll<HTMLElement>('[data-ad-anchor]')) anchor.style.bottom = room;
}

/**
 * The cookie-consent banner (docs/product.md, "Other screen elements"), fixed at the bottom
 * until the reader accepts (OK) or refuses; the answer decides whether ads and analytics may
 * load (docs/ads-and-analytics.md). The footer's cookie settings bring it back. While it shows,
 * the page gets room below its content and focused elements scroll clear of it (makeRoom),
 * so it never hides what it covers.
 */
export function CookieConsentBanner({ label, text, ok, decline }: Props) {
  // The server renders nothing: whether the reader has answered is known from the task after hydration.
  const choice = useConsentChoice();
  const [asked, setAsked] = useState(false);
  const banner = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  const shown = choice === null || asked;

  useEffect(() => onConsentAsked(() => setAsked(true)), []);

  useEffect(() => {
    const element = banner.current;
    if (!shown || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => makeRoom(element.offsetHeight));
    observer.observe(element);
    return () => {
      observer.disconnect();
      makeRoom(null);
    };
    // A page reached by a client navigation brings its own anchor ad, which needs the room too.
  }, [shown, pathname]);

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
