/**
 * The browser side of the accounts API: every call carries the XSRF-TOKEN cookie's value
 * in X-XSRF-TOKEN (fetching the cookie first when the browser has none yet).
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const LOGOUT_CHANNEL = 'logout';

/** Where logout returns the reader (set by the sign-in page from its ?redirect=). */
export const REDIRECT_STORAGE_KEY = 'redirect-url';

/**
 * This tab, in the logout message it sends. A BroadcastChannel reaches every other channel of
 * the name, the sending tab's own header among them: that listener left the account page too,
 * and its navigation cut off the logout button's own (CI saw net::ERR_ABORTED).
 */
const THIS_TAB = Math.random().toString(36).slice(2);

/** The message a logout sends to the other tabs (LOGOUT_CHANNEL). */
export function logoutMessage(): { readonly type: 'logout'; readonly tab: string } {
  return { type: 'logout', tab: THIS_TAB };
}

/** True when a LOGOUT_CHANNEL message was sent by another tab (or by an older page, which sent a bare 'logout'). */
export function fromAnotherTab(message: unknown): boolean {
  return !(typeof message === 'object' && message !== null && (message as { tab?: unknown }).tab === THIS_TAB);
}

export interface CallResult {
  readonly ok: boolean;
  readonly status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's JSON, read field by field
  readonly body: any;
}

function readXsrf(): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${XSRF_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(XSRF_COOKIE.length + 1)) : null;
}

/** The XSRF-TOKEN cookie's value for the X-XSRF-TOKEN header of any cookie-authorised write (fetched first when absent). */
export async function xsrfToken(): Promise<string> {
  const existing = readXsrf();
  if (existing) return existing;
  const response = await fetch('/api/auth/v1/csrf', { credentials: 'same-origin' });
  const body = (await response.json()) as { 'xsrf-token'?: string };
  return readXsrf() ?? body['xsrf-token'] ?? '';
}

export async function authCall(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, raw?: Blob): Promise<CallResult> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-xsrf-token': await xsrfToken() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`/api/auth/v1/${path}`, { method, credentials: 'same-origin', headers, body: raw ?? (body === undefined ? undefined : JSON.stringify(body)) });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { ok: response.ok, status: response.status, body: parsed ?? {} };
  } catch {
    return { ok: false, status: 0, body: {} };
  }
}

/** A same-site path to go to, from the API's answer or storage; the origin otherwise. */
export function localTarget(value: unknown): string {
  if (typeof value !== 'string') return '/';
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : '/';
  } catch {
    return '/';
  }
}
