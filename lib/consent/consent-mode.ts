/**
 * Google Consent Mode v2 signals (docs/ads-and-analytics.md): before any Google tag runs,
 * `consent default` with every purpose denied; then `consent update` with the reader's
 * answer (granted in implied mode until they refuse), and again whenever they change it.
 * Written to the dataLayer through gtag() exactly as Google's snippet does, so GTM, GA4
 * and GPT all read the same state.
 */
import { thirdPartiesAllowed, type ConsentChoice, type ConsentMode } from './consent';

const PURPOSES = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

function gtag(...args: unknown[]): void {
  window.dataLayer ??= [];
  if (!window.gtag) {
    // Google's tags read the dataLayer entries gtag() pushes as Arguments objects, not arrays.
    window.gtag = function gtagShim() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js expects the Arguments object itself
      window.dataLayer?.push(arguments);
    };
  }
  window.gtag(...args);
}

const state = (value: 'granted' | 'denied') => Object.fromEntries(PURPOSES.map((purpose) => [purpose, value]));
let defaulted = false;
let last: 'granted' | 'denied' | null = null;

/** Sends the default once, then an update whenever the answer's effect changes. */
export function signalConsent(choice: ConsentChoice, mode: ConsentMode): void {
  if (!defaulted) {
    gtag('consent', 'default', { ...state('denied'), wait_for_update: 500 });
    defaulted = true;
  }
  const now = thirdPartiesAllowed(choice, mode) ? 'granted' : 'denied';
  if (now === last) return;
  last = now;
  gtag('consent', 'update', state(now));
}
