import { act, cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** HTTP that components make in the browser is answered by MSW handlers; anything unhandled fails the test. */
export const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

/**
 * The document has hydrated whole (lib/navigation/in-app.ts, documentSettled: SiteBehaviour's
 * mark), so a search or a link is a client navigation through the router.
 */
export function settleDocument(): void {
  document.documentElement.dataset.hydrated = '';
}

/**
 * Lets the task after hydration come (lib/react/external-store.ts, useHydrated): what the
 * islands show from browser state (a cookie, storage) is read there, not while hydrating.
 */
export function afterHydration(): Promise<void> {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/** Puts a page's server HTML in the document and hydrates it, as the browser does; the answer takes it away again. */
export async function hydrateServerHtml(page: ReactElement): Promise<() => void> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const root = await act(async () => hydrateRoot(container, page));
  return () => {
    act(() => root.unmount());
    container.remove();
  };
}
