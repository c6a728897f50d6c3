'use client';

import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { AdsRuntimeConfig, AnalyticsIds } from '@/lib/ads/config';
import { onConsentChange, readConsent, thirdPartiesAllowed, type ConsentMode } from '@/lib/consent/consent';

interface Props {
  mode: ConsentMode;
  /** The edition's ad network and slots, or null. */
  ads: AdsRuntimeConfig | null;
  analytics: AnalyticsIds | null;
}

const Analytics = lazy(() => import('./analytics.client').then((module) => ({ default: module.Analytics })));

/** Not known on the server: the HTML is the same for every reader. */
const unknownOnServer = () => null;

/** Calls back once the page has loaded and the browser is idle: third parties never compete with the page. */
function afterInteractive(callback: () => void): () => void {
  // Safari has no requestIdleCallback: a second after load instead.
  const whenIdle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined;
  let idle = 0;
  let timer = 0;
  const schedule = () => {
    if (whenIdle) idle = whenIdle(callback, { timeout: 3_000 });
    else timer = window.setTimeout(callback, 1_000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle) window.cancelIdleCallback(idle);
    window.clearTimeout(timer);
  };
}

/**
 * The loader of everything third-party (docs/ads-and-analytics.md): rendered by the layout
 * only when the edition has ads or analytics configured. Until the reader accepts (or in
 * implied mode, unless they refuse) it loads nothing. Then, once the page is interactive and
 * idle, it sends the Consent Mode signals and loads the ad runtime and the analytics tags
 * as separate chunks, none of them in the page's first load.
 */
export function ThirdParties({ mode, ads, analytics }: Props) {
  const choice = useSyncExternalStore(onConsentChange, readConsent, unknownOnServer);
  const allowed = thirdPartiesAllowed(choice, mode);
  const [idle, setIdle] = useState(false);
  const [signalled, setSignalled] = useState(false);

  useEffect(() => (allowed && !idle ? afterInteractive(() => setIdle(true)) : undefined), [allowed, idle]);

  // Once loaded, every later answer is signalled too (a refusal from the footer's settings).
  useEffect(() => {
    if (!idle) return;
    void import('@/lib/consent/consent-mode').then(({ signalConsent }) => {
      signalConsent(choice, mode);
      setSignalled(true);
    });
  }, [idle, choice, mode]);

  useEffect(() => {
    if (signalled && ads) void import('@/lib/ads/gpt-runtime').then(({ startAds }) => startAds(ads));
  }, [signalled, ads]);

  return signalled && analytics ? (
    <Suspense fallback={null}>
      <Analytics ids={analytics} />
    </Suspense>
  ) : null;
}
