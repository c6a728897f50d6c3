/**
 * When work that a page's islands start right after hydrating may run, kept out of the task
 * that hydrates them.
 *
 * "Once the page has loaded and the browser is idle": the moment third-party code may start
 * (components/ads/third-parties.client.tsx), the breaking-news strip may fetch Swiper
 * (components/ticker/breaking-ticker.client.tsx) and the document counts as hydrated
 * (components/navigation/site-behaviour.client.tsx marks it; ./in-app.ts, documentSettled). React hydrates in tasks of its own; an idle period comes
 * only when none is left.
 */

/**
 * Calls back once the window has loaded and the browser has then been idle. `timeout` (ms)
 * bounds the wait for idleness; Safari has no requestIdleCallback: a second after load.
 * Returns a function that cancels it.
 */
export function afterLoadAndIdle(callback: () => void, timeout?: number): () => void {
  const whenIdle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined;
  let idle = 0;
  let timer = 0;
  const schedule = () => {
    // An absent timeout is 0: no bound.
    if (whenIdle) idle = whenIdle(callback, { timeout });
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
 * Calls back in a task of its own, after the current one: for an island's first request
 * (who the reader is, the breaking news), which would otherwise run inside React's flush of
 * every island's effects right after hydration, the page's longest task on a slow phone
 * (docs/performance.md, "Stop 51"). Returns a function that cancels it.
 */
export function inTaskOfItsOwn(callback: () => void): () => void {
  const timer = window.setTimeout(callback, 0);
  return () => window.clearTimeout(timer);
}
