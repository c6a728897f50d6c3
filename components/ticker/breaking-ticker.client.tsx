'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import 'swiper/css';
import {
  BREAKING_API,
  BREAKING_POLL_MS,
  breakingItemsFromApi,
  joinIds,
  readDismissed,
  storeDismissed,
  subscribeDismissed,
  tickerHiddenOn,
} from '@/lib/breaking/ticker';
import { afterLoadAndIdle } from '@/lib/navigation/after-load';
import { emitSiteEvent } from '@/lib/store/events';
import { useSiteStore, type BreakingNewsItem } from '@/lib/store/site-store';
import type { TickerSwiper } from './ticker-swiper';
import { usePolled } from './use-polled';
import styles from './breaking-ticker.module.css';
import { Icon } from '../icons/icons';

export interface TickerLabels {
  readonly title: string;
  readonly previous: string;
  readonly next: string;
  readonly close: string;
  /** Spoken when a poll brings a different list; `{headline}` is its first headline. */
  readonly announce: string;
}

interface Props {
  labels: TickerLabels;
  /** Poll interval; the spec's 60 s by default. */
  refreshInterval?: number;
}

async function fetchBreaking(): Promise<BreakingNewsItem[]> {
  const response = await fetch(BREAKING_API, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
  return breakingItemsFromApi(await response.json());
}

function publish(items: BreakingNewsItem[]): void {
  if (joinIds(useSiteStore.getState().breakingNews) === joinIds(items)) return;
  useSiteStore.getState().setBreakingNews(items);
  emitSiteEvent('breaking-news-updated', items);
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Before hydration, and until headlines arrive, nothing is known about dismissal, so nothing shows. */
const serverDismissed = () => undefined;

/**
 * The breaking-news ticker: polls the edition's breaking news, shows it as a strip fixed
 * to the bottom of the window (it overlays, so nothing on the page moves when it appears),
 * and stays closed for a list the reader has closed. Swiper is fetched only when there is
 * something to show.
 */
export function BreakingTicker({ labels, refreshInterval = BREAKING_POLL_MS }: Props) {
  const data = usePolled(fetchBreaking, refreshInterval, publish);
  const pathname = usePathname();
  const items = data ?? [];
  // Read only once there are headlines: a page's first read of localStorage waits for the
  // browser to load it (3 to 14 ms of main thread here), and at hydration it fell inside
  // React's flush of every island's effects, the page's longest task (docs/performance.md, "Stop 51").
  const dismissed = useSyncExternalStore<string | null | undefined>(subscribeDismissed, items.length > 0 ? readDismissed : serverDismissed, serverDismissed);
  const joined = joinIds(items);
  const visible = items.length > 0 && dismissed !== undefined && joined !== dismissed && !tickerHiddenOn(pathname ?? '/');

  // Announce a different list, never the first one nor each slide change.
  const [seen, setSeen] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  if (data && joined !== seen) {
    if (seen !== null && visible) setAnnouncement(labels.announce.replace('{headline}', items[0].headline));
    setSeen(joined);
  }

  const viewport = useRef<HTMLDivElement>(null);
  const swiper = useRef<TickerSwiper | null>(null);
  // Hover and focus hold the strip still; leaving both lets it run again.
  const held = useRef({ hover: false, focus: false });
  const titleId = useId();

  useEffect(() => {
    const element = viewport.current;
    if (!visible || !element) return;
    let cancelled = false;
    const load = () =>
      import('./ticker-swiper').then(
        ({ mountTickerSwiper }) => {
          if (cancelled || !viewport.current) return;
          swiper.current = mountTickerSwiper(viewport.current, { autoplay: !prefersReducedMotion() });
          swiper.current.hold(held.current.hover || held.current.focus);
        },
        (error: Error) => console.error('breaking-news ticker:', error.message),
      );
    // Swiper (23 KB) is fetched only once the strip is on screen: while the cookie banner is
    // up the strip waits hidden (breaking-ticker.module.css), and a first visit never pays for it.
    // Nor before the page has loaded: until then the strip shows its first headline as it is,
    // and the page's own scripts and pictures come first, whenever the headlines arrive.
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer?.disconnect();
            void load();
          });
    const stopWaiting = afterLoadAndIdle(() => (observer ? observer.observe(element) : void load()), 3_000);
    return () => {
      cancelled = true;
      stopWaiting();
      observer?.disconnect();
      swiper.current?.destroy();
      swiper.current = null;
    };
  }, [visible, joined]);

  function hold(kind: 'hover' | 'focus', value: boolean) {
    held.current[kind] = value;
    swiper.current?.hold(held.current.hover || held.current.focus);
  }

  return (
    <>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {visible && (
        <section
          className={styles.ticker}
          data-component="breaking-ticker"
          aria-labelledby={titleId}
          onPointerEnter={(event) => event.pointerType === 'mouse' && hold('hover', true)}
          onPointerLeave={(event) => event.pointerType === 'mouse' && hold('hover', false)}
          onFocus={() => hold('focus', true)}
          onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && hold('focus', false)}
        >
          <p id={titleId} className={styles.title}>
            {labels.title}
          </p>
          <div className={`${styles.viewport} swiper`} ref={viewport} key={joined}>
            <ul className="swiper-wrapper" role="list">
              {items.map((item) => (
                <li key={item.id} className={`${styles.item} swiper-slide`}>
                  {item.path ? (
                    <a href={item.path} className={styles.link}>
                      {item.headline}
                    </a>
                  ) : (
                    <span className={styles.link}>{item.headline}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.controls}>
            {items.length > 1 && (
              <>
                <button type="button" className={styles.button} aria-label={labels.previous} onClick={() => swiper.current?.previous()}>
                  <Icon name="previous" />
                </button>
                <button type="button" className={styles.button} aria-label={labels.next} onClick={() => swiper.current?.next()}>
                  <Icon name="next" />
                </button>
              </>
            )}
            <button type="button" className={styles.button} aria-label={labels.close} onClick={() => storeDismissed(joined)}>
              <Icon name="close" />
            </button>
          </div>
        </section>
      )}
    </>
  );
}
