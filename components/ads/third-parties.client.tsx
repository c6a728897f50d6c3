'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { AdsRuntimeConfig, AnalyticsIds } from '@/lib/ads/config';
import { thirdPartiesAllowed, useConsentChoice, type ConsentMode } from '@/lib/consent/consent';
import { afterLoadAndIdle } from '@/lib/navigation/after-load';
import { carriesSecret } from '@/lib/routes/secrets';

interface Props {
  mode: ConsentMode;
  /** The edition's ad network and slots, or null. */
  ads: AdsRuntimeConfig | null;
  analytics: AnalyticsIds | null;
}

const Analytics = lazy(() => import('./analytics.client').then((module) => ({ default: module.Analytics })));

/**
 * The loader of everything third-party (docs/ads-and-analytics.md): rendered by the layout
 * only when the edition has ads or analytics configured. Until the reader accepts (or in
 * implied mode, unless they refuse) it loads nothing. Then, once the page is interactive and
 * idle, it sends the Consent Mode signals and loads the ad runtime and the analytics tags
 * as separate chunks, none of them in the page's first load. Never while the address carries
 * a secret (a mailed link's token, an email: lib/routes/secrets.ts, carriesSecret): the tags
 * record the page's whole URL. They load on the next page without one.
 */
export function ThirdParties({ mode, ads, analytics }: Props) {
  // Not known on the server (the HTML is the same for every reader) nor until the task after hydration: no answer yet.
  const choice = useConsentChoice() ?? null;
  const allowed = thirdPartiesAllowed(choice, mode);
  const [idle, setIdle] = useState(false);
  const [signalled, setSignalled] = useState(false);
  // A client-side navigation away from an address with a secret schedules the load again.
  const pathname = usePathname();

  useEffect(() => (allowed && !idle ? afterLoadAndIdle(() => setIdle(!carriesSecret(window.location.search)), 3_000) : undefined), [allowed, idle, pathname]);

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
