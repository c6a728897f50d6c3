/**
 * The browser side of the comments and bookmarks service: fetches the verified member's
 * integration token (docs/product.md, "Calls": 200 with the token in
 * `x-integration-token`), keeps it in the store's user slice, and sends it with each call,
 * fetching a fresh one once when the service answers 401 (the token lives 15 minutes).
 */
import { INTEGRATION_ID } from './integration-token-id';
import { useSiteStore } from '../store/site-store';

const TOKEN_PATH = `/api/auth/v1/access-token/integrations/${INTEGRATION_ID}`;
let pending: Promise<string | null> | null = null;

/** Asks for a fresh token (one request at a time) and stores it; null when the reader may not have one. */
export function refreshIntegrationToken(): Promise<string | null> {
  pending ??= fetch(TOKEN_PATH, { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.headers.get('x-integration-token') : null))
    .catch(() => null)
    .then((token) => {
      useSiteStore.getState().setIntegrationToken(token);
      pending = null;
      return token;
    });
  return pending;
}

/** A call to the members' service with the token; null when the reader has no token (anonymous or unverified). */
export async function memberFetch(input: string, init: RequestInit = {}): Promise<Response | null> {
  const send = (token: string) =>
    fetch(input, { ...init, credentials: 'same-origin', headers: { accept: 'application/json', ...init.headers, authorization: `Bearer ${token}` } });
  const token = useSiteStore.getState().user.jwt_token ?? (await refreshIntegrationToken());
  if (!token) return null;
  const response = await send(token);
  if (response.status !== 401) return response;
  const fresh = await refreshIntegrationToken();
  return fresh ? send(fresh) : response;
}
