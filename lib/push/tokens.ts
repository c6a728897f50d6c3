/**
 * Push messaging tokens (docs/product.md, "Calls": POST /register-fcm-topic with
 * `{ token }`; docs/members.md, "Offline and push"): a browser sends its token after push
 * messaging starts; each token is kept once (by its SHA-256), and a token seen again only
 * has its last-seen time moved. A web-push subscription also sends its `keys` (`p256dh`,
 * `auth`): only a token with keys can be sent a message (lib/push/send.ts), and its
 * endpoint must pass the SSRF guard (lib/push/endpoint.ts).
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { base64UrlBytes } from '../config/push';
import type { Edition } from '../brands/resolve-host';
import type { Database } from '../db/client';
import { pushTokens } from '../db/schema';

const MIN_TOKEN = 20;
const MAX_TOKEN = 4096;
/** FCM registration tokens and web-push subscription endpoints: URL-safe printable characters only. */
const TOKEN_PATTERN = /^[A-Za-z0-9_\-:./+=%~]+$/;

export function validPushToken(value: unknown): value is string {
  return typeof value === 'string' && value.length >= MIN_TOKEN && value.length <= MAX_TOKEN && TOKEN_PATTERN.test(value);
}

/** A web-push subscription's keys (PushSubscription.toJSON().keys), as stored in `push_tokens.keys`. */
export interface SubscriptionKeys {
  /** The browser's P-256 public key: 65 bytes (an uncompressed point), unpadded base64url. */
  readonly p256dh: string;
  /** The authentication secret: 16 bytes, unpadded base64url. */
  readonly auth: string;
}

/** The keys of a registration body: undefined when absent, null when malformed (trailing `=` padding is accepted). */
export function subscriptionKeys(value: unknown): SubscriptionKeys | null | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) return null;
  const { p256dh, auth } = value as Record<string, unknown>;
  if (typeof p256dh !== 'string' || typeof auth !== 'string' || p256dh.length > 100 || auth.length > 30) return null;
  const keys = { p256dh: p256dh.replace(/={1,2}$/, ''), auth: auth.replace(/={1,2}$/, '') };
  if (base64UrlBytes(keys.p256dh) !== 65 || Buffer.from(keys.p256dh, 'base64url')[0] !== 0x04) return null;
  return base64UrlBytes(keys.auth) === 16 ? keys : null;
}

/**
 * Stores the token (with the subscription's keys when sent; a token sent again without
 * them keeps the keys it had); `created` is false when it was known already.
 */
export async function registerPushToken(db: Database, token: string, edition: Edition, keys?: SubscriptionKeys, now = new Date()): Promise<{ created: boolean }> {
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const [row] = await db
    .insert(pushTokens)
    .values({ tokenHash, token, brand: edition.brand, lang: edition.lang, keys: keys ?? null, createdAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: pushTokens.tokenHash, set: { lastSeenAt: now, brand: edition.brand, lang: edition.lang, keys: sql`coalesce(excluded.keys, ${pushTokens.keys})` } })
    .returning({ created: sql<boolean>`(xmax = 0)` });
  return { created: Boolean(row.created) };
}
