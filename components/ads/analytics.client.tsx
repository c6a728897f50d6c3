'use client';

import { GoogleAnalytics, GoogleTagManager, sendGAEvent, sendGTMEvent } from '@next/third-parties/google';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { AnalyticsIds } from '@/lib/ads/config';

/**
 * Google Tag Manager and/or GA4 through @next/third-parties, loaded only by the third-party
 * loader (./third-parties.client.tsx) after consent. A page view goes out on every page,
 * client-side navigations included: to Tag Manager as a `page_view` event on each page, to
 * GA4 by its config on the first and a `page_view` event on each one after.
 */
export function Analytics({ ids }: { ids: AnalyticsIds }) {
  const pathname = usePathname();
  const first = useRef(true);

  useEffect(() => {
    const page = { page_path: `${window.location.pathname}${window.location.search}`, page_location: window.location.href, page_title: document.title };
    if (ids.gtm) sendGTMEvent({ event: 'page_view', ...page });
    if (ids.ga4 && !first.current) sendGAEvent('event', 'page_view', page);
    first.current = false;
  }, [pathname, ids]);

  return (
    <>
      {ids.gtm && <GoogleTagManager gtmId={ids.gtm} />}
      {ids.ga4 && <GoogleAnalytics gaId={ids.ga4} />}
    </>
  );
}
