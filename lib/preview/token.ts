/**
 * Preview links (story preview, public preview, home preview): an HMAC-signed token
 * naming what it opens and until when. The secret is PREVIEW_SECRET; `npm start`
 * creates one in DATA_DIR when it is not set.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type PreviewKind = 'story' | 'public' | 'home';

export const PREVIEW_TTL_SECONDS = 7 * 24 * 3600;

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function createPreviewToken(secret: string, kind: PreviewKind, target: string, now = Date.now(), ttlSeconds = PREVIEW_TTL_SECONDS): string {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  const payload = `${kind}.${target}.${expires}`;
  return `${expires}.${sign(secret, payload)}`;
}

/** True when the token was made with this secret for this kind and target and has not expired. */
export function verifyPreviewToken(secret: string | undefined, kind: PreviewKind, target: string, token: string | null | undefined, now = Date.now()): boolean {
  if (!secret || !token || token.length > 200) return false;
  const [expiresText, signature] = token.split('.');
  const expires = Number(expiresText);
  if (!Number.isInteger(expires) || expires * 1000 < now || !signature) return false;
  const expected = Buffer.from(sign(secret, `${kind}.${target}.${expires}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
