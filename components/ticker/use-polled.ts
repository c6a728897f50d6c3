'use client';

import { useEffect, useRef, useState } from 'react';
import { inTaskOfItsOwn } from '@/lib/navigation/after-load';

/** As SWR's focusThrottleInterval: a tab brought back to the front asks again at most this often. */
const FOCUS_THROTTLE_MS = 5_000;

/**
 * The ticker's poll, without SWR (5 KB of every page's first-load JavaScript for one
 * request a minute): fetches once on mount (in a task of its own), again every `intervalMs`
 * while the page is visible and online, and when the tab comes back to the front (throttled).
 * A failed poll keeps the last answer. `onSuccess` sees every answer, as SWR's did.
 */
export function usePolled<T>(fetcher: () => Promise<T>, intervalMs: number, onSuccess?: (data: T) => void): T | undefined {
  const [data, setData] = useState<T>();
  const latest = useRef({ fetcher, onSuccess });
  useEffect(() => {
    latest.current = { fetcher, onSuccess };
  });

  useEffect(() => {
    let stopped = false;
    let inFlight = false;
    let lastAsked = 0;
    const poll = async () => {
      if (inFlight) return;
      inFlight = true;
      lastAsked = Date.now();
      try {
        const answer = await latest.current.fetcher();
        if (stopped) return;
        setData(answer);
        latest.current.onSuccess?.(answer);
      } catch {
        // a failed poll keeps what the reader sees; the next one tries again
      } finally {
        inFlight = false;
      }
    };
    const visible = () => document.visibilityState !== 'hidden' && navigator.onLine !== false;
    const timer = intervalMs > 0 ? window.setInterval(() => visible() && void poll(), intervalMs) : undefined;
    const onFront = () => {
      if (visible() && Date.now() - lastAsked >= FOCUS_THROTTLE_MS) void poll();
    };
    const stopFirst = inTaskOfItsOwn(() => void poll());
    window.addEventListener('focus', onFront);
    document.addEventListener('visibilitychange', onFront);
    window.addEventListener('online', onFront);
    return () => {
      stopped = true;
      stopFirst();
      window.clearInterval(timer);
      window.removeEventListener('focus', onFront);
      document.removeEventListener('visibilitychange', onFront);
      window.removeEventListener('online', onFront);
    };
  }, [intervalMs]);

  return data;
}
