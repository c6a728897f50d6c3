/** The cookies of the accounts system and how they are written. */
export const SESSION_COOKIE = 'alokpat-session';
/** Not HttpOnly: tells the header's login control that a users/me call is worth making. */
export const SIGNED_IN_HINT_COOKIE = 'alokpat-signed-in';
/** docs/product.md, "Business constants": the cross-site token pair. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** HttpOnly, 10 minutes: marks the browser that set a password and asked for the mail that proves its address (pre-hijacking rule, docs/accounts.md). */
export const HOLDER_COOKIE = 'alokpat-holder';
export const XSRF_HEADER = 'x-xsrf-token';

export interface CookieOptions {
  readonly httpOnly: boolean;
  readonly secure: boolean;
  readonly maxAgeSeconds: number;
}

export function serialiseCookie(name: string, value: string, options: CookieOptions): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    'SameSite=Lax',
    ...(options.httpOnly ? ['HttpOnly'] : []),
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index !== -1 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
