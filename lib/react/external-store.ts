/**
 * Small pieces for React's useSyncExternalStore, shared by the islands (browser-safe): a value
 * read from the browser that never changes, and the server's answer for it.
 */
import { useSyncExternalStore } from 'react';

/** For a browser value that never changes while the page is open: nothing to subscribe to. */
export const noSubscription = () => () => {};

/** The server's (and hydration's) snapshot of a browser-only yes/no: no. */
export const notOnServer = () => false;

const inBrowser = () => true;

/** False on the server and while hydrating, true once this component has hydrated in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, notOnServer);
}
