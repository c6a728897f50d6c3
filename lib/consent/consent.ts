/**
 * The reader's cookie choice (docs/ads-and-analytics.md, "Consent"): kept in the consent
 * cookie of the spec's consent library, `true` when they accepted, `false` when they
 * refused, absent until they answer. Browser only. The banner writes it, the footer's
 * "cookie settings" asks again, and the third-party loader (components/ads/third-parties.client.tsx)
 * decides from it what may load.
 */
import { useSyncExternalStore } from 'react';
import { useHydrated } from '../react/external-store';

export const CONSENT_COOKIE = 'CookieConsent';
const CONSENT_DAYS = 365;
const CHANGED = 'alokpat:consent-changed';
const ASK = 'alokpat:consent-ask';

export type ConsentChoice = 'granted' | 'denied' | null;
export type ConsentMode = 'explicit' | 'implied';

/*
 * The cookie is read and written by hand, as js-cookie did it: the values are plain `true`
 * and `false`, and js-cookie was a kilobyte of every page's first-load JavaScript (issue 22).
 */
function readCookie(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`));
  if (entry === undefined) return undefined;
  const value = entry.slice(name.length + 1);
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function readConsent(): ConsentChoice {
  const value = readCookie(CONSENT_COOKIE);
  if (value === undefined) return null;
  return value === 'false' ? 'denied' : 'granted';
}

export function saveConsent(choice: 'granted' | 'denied'): void {
  const expires = new Date(Date.now() + CONSENT_DAYS * 86_400_000).toUTCString();
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${choice === 'granted' ? 'true' : 'false'}; path=/; expires=${expires}; samesite=Lax${secure}`;
  window.dispatchEvent(new Event(CHANGED));
}

/** For useSyncExternalStore: calls back when the choice changes in this tab. */
export function onConsentChange(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
}

/** Not read yet: on the server, while hydrating, and in hydration's own task. */
const notYetRead = () => undefined;

/**
 * The reader's choice for an island, or undefined until the task after hydration
 * (lib/react/external-store.ts, useHydrated): a page's first read of `document.cookie` may wait
 * on the browser, and React's flush of the islands' effects right after hydrating is the page's
 * longest task (docs/performance.md, "Stop 51").
 */
export function useConsentChoice(): ConsentChoice | undefined {
  const hydrated = useHydrated();
  return useSyncExternalStore(onConsentChange, hydrated ? readConsent : notYetRead, notYetRead);
}

/** Opens the banner again (the footer's cookie settings). */
export function askConsentAgain(): void {
  window.dispatchEvent(new Event(ASK));
}

export function onConsentAsked(listener: () => void): () => void {
  window.addEventListener(ASK, listener);
  return () => window.removeEventListener(ASK, listener);
}

/** Whether third parties may load: the reader accepted, or (implied mode) has not refused. */
export function thirdPartiesAllowed(choice: ConsentChoice, mode: ConsentMode): boolean {
  return choice === 'granted' || (mode === 'implied' && choice === null);
}
