/**
 * Small pieces for React's useSyncExternalStore, shared by the islands (browser-safe): a value
 * read from the browser that never changes, and the server's answer for it.
 */
import { useSyncExternalStore } from 'react';
import { inTaskOfItsOwn } from '@/lib/navigation/after-load';

/** For a browser value that never changes while the page is open: nothing to subscribe to. */
export const noSubscription = () => () => {};

/** The server's (and hydration's) snapshot of a browser-only yes/no: no. */
export const notOnServer = () => false;

/**
 * Whether the page's first task after hydrating has come. Turned true in a task of its own, not
 * in React's flush of the islands' effects right after hydration, so that what it sets off (the
 * islands that wait for it re-render, the browser state they then read) is not part of the
 * page's longest task on a slow phone (docs/performance.md, "Stop 51").
 */
let settled = false;
let scheduled = false;
const waiting = new Set<() => void>();

function subscribeSettled(listener: () => void): () => void {
  if (settled) return () => {};
  waiting.add(listener);
  if (!scheduled) {
    scheduled = true;
    inTaskOfItsOwn(() => {
      settled = true;
      for (const notify of waiting) notify();
      waiting.clear();
    });
  }
  return () => waiting.delete(listener);
}

const isSettled = () => settled;

/**
 * False on the server and while hydrating, true in the browser from the task after the page
 * hydrated (at once for an island mounted later). Browser state that hydration must not see (a
 * cookie, storage) can be read behind it: `useSyncExternalStore(subscribe, hydrated ? read :
 * onServer, onServer)`.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeSettled, isSettled, notOnServer);
}
