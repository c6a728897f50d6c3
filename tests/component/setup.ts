import { cleanup } from '@testing-library/react';
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
