'use client';

import { usePathname, useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Lang } from '@/lib/brands/brands';
import { decideHashPopup, type HashPopup } from '@/lib/navigation/hash-popups';
import { afterLoadAndIdle } from '@/lib/navigation/after-load';
import { documentSettled, followedAnchor, inAppTarget } from '@/lib/navigation/in-app';
import { needsServiceWorkerUpdate } from '@/lib/navigation/sw-update';
import { emitSiteEvent } from '@/lib/store/events';
import { useSiteStore } from '@/lib/store/site-store';
import styles from './site-behaviour.module.css';

/** Idle reload (docs/product.md, "States"): after 10 minutes without scrolling, checked every 10 s. */
export const IDLE_RELOAD_MS = 600_000;
const IDLE_CHECK_MS = 10_000;

// The email status popup and its words: a chunk fetched only when the address names one.
const StatusPopup = lazy(() => import('./status-popup').then((module) => ({ default: module.StatusPopup })));

interface Props {
  lang: Lang;
  labels: { loading: string; updated: string; reload: string };
  appVersion: string;
  cacheBurst: number;
  /** FORCE_FULL_PAGE_NAVIGATION (lib/config/public.ts): every link is left to the browser. */
  fullPageNavigation: boolean;
  /** IS_PRODUCTION (lib/config/public.ts), given by the layout so that module stays out of the browser's first load. */
  serviceWorker: boolean;
}

const STORED_APP_VERSION = 'sw-app-version';
const STORED_CONFIG_VERSION = 'sw-config-version';

/** Registers the service worker and updates it by the rule of docs/product.md, "States"; resolves true when it updated. */
async function registerServiceWorker(appVersion: string, cacheBurst: number): Promise<boolean> {
  const registration = await navigator.serviceWorker.register('/sw.js');
  const storedConfig = localStorage.getItem(STORED_CONFIG_VERSION);
  const stale = needsServiceWorkerUpdate(
    { appVersion: localStorage.getItem(STORED_APP_VERSION), configVersion: storedConfig === null ? null : Number(storedConfig) },
    appVersion,
    cacheBurst,
  );
  localStorage.setItem(STORED_APP_VERSION, appVersion);
  localStorage.setItem(STORED_CONFIG_VERSION, String(cacheBurst));
  if (!stale) return false;
  await registration.update();
  return true;
}

/**
 * Site-wide behaviour with no markup of its own most of the time: client navigation for
 * in-site links (lib/navigation/in-app.ts) with the page-loading bar, the idle reload, and
 * the email status popups from the URL hash (#email-verified, #token-consumed …).
 */
export function SiteBehaviour({ lang, labels, appVersion, cacheBurst, fullPageNavigation, serviceWorker }: Props) {
  const pathname = usePathname();
  const router = useRouter();
  const pageLoading = useSiteStore((store) => store.pageLoading);
  const setPageLoading = useSiteStore((store) => store.setPageLoading);
  const setCurrentPath = useSiteStore((store) => store.setCurrentPath);
  const [popup, setPopup] = useState<HashPopup | null>(null);
  const updated = useSiteStore((store) => store.serviceWorker.updated);
  const setServiceWorkerUpdated = useSiteStore((store) => store.setServiceWorkerUpdated);

  // Loaded, then idle: hydrated whole, so links and searches are client navigations from now on
  // (lib/navigation/in-app.ts, documentSettled); what a reader typed is kept. Tests wait for it too.
  useEffect(
    () =>
      afterLoadAndIdle(() => {
        document.documentElement.dataset.hydrated = '';
      }),
    [],
  );

  useEffect(() => {
    setCurrentPath(pathname ?? '/');
    emitSiteEvent('navigation', pathname);
  }, [pathname, setCurrentPath]);

  useEffect(() => {
    if (fullPageNavigation) return;
    // Bubble phase, after React's own handlers (registered on the document when it hydrated): a component that cancels a click keeps it.
    const onClick = (event: MouseEvent) => {
      const anchor = followedAnchor(event);
      const target = anchor && inAppTarget(anchor.getAttribute('href') ?? '', window.location);
      // Before the document has hydrated whole, the browser follows the link itself (lib/navigation/in-app.ts, documentSettled).
      if (!target || !documentSettled()) return;
      event.preventDefault();
      if (new URL(target, window.location.href).pathname !== window.location.pathname) {
        setPageLoading(true);
        emitSiteEvent('page-loading', true);
      }
      router.push(target);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [fullPageNavigation, router, setPageLoading]);

  useEffect(() => {
    let lastScroll = Date.now();
    const onScroll = () => {
      lastScroll = Date.now();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    const timer = window.setInterval(() => {
      if (Date.now() - lastScroll >= IDLE_RELOAD_MS) window.location.reload();
    }, IDLE_CHECK_MS);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearInterval(timer);
    };
  }, []);

  useEffect(() => {
    if (!('serviceWorker' in navigator) || !serviceWorker) return;
    registerServiceWorker(appVersion, cacheBurst).then(
      (didUpdate) => didUpdate && setServiceWorkerUpdated(true),
      (error: Error) => console.error('service worker registration failed:', error.message),
    );
  }, [serviceWorker, appVersion, cacheBurst, setServiceWorkerUpdated]);

  useEffect(() => {
    const read = () => setPopup(decideHashPopup(window.location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  const closePopup = () => {
    setPopup(null);
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  };

  return (
    <>
      {pageLoading && (
        <div className={styles.progress} data-component="page-progress" role="progressbar" aria-label={labels.loading}>
          <span />
        </div>
      )}
      {updated && (
        <p className={styles.notice} data-component="update-notice" role="status">
          {labels.updated}{' '}
          <button type="button" onClick={() => window.location.reload()}>
            {labels.reload}
          </button>
        </p>
      )}
      {popup && (
        <Suspense>
          <StatusPopup popup={popup} lang={lang} onClose={closePopup} />
        </Suspense>
      )}
    </>
  );
}
