import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';

/** HTTP that components make in the browser is answered by MSW handlers; anything unhandled fails the test. */
export const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

/**
 * The document has loaded and been idle (lib/navigation/in-app.ts, documentSettled), so a
 * search or a link is a client navigation through the router. jsdom has no
 * requestIdleCallback: the one-second fallback of lib/navigation/after-load.ts is waited out.
 */
export async function settleDocument(): Promise<void> {
  const { documentSettled, whenDocumentSettled } = await import('@/lib/navigation/in-app');
  whenDocumentSettled();
  await vi.waitFor(() => expect(documentSettled()).toBe(true), { timeout: 2_000 });
}
