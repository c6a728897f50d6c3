/**
 * Push messaging tokens (docs/product.md, "Calls": POST /register-fcm-topic with
 * `{ token }`): a browser sends its token after push messaging starts; each token is kept
 * once (by its SHA-256), and a token seen again only has its last-seen time moved.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
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

/** Stores the token; `created` is false when it was known already. */
export async function registerPushToken(db: Database, token: string, edition: Edition, now = new Date()): Promise<{ created: boolean }> {
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const [row] = await db
    .insert(pushTokens)
    .values({ tokenHash, token, brand: edition.brand, lang: edition.lang, createdAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: pushTokens.tokenHash, set: { lastSeenAt: now, brand: edition.brand, lang: edition.lang } })
    .returning({ created: sql<boolean>`(xmax = 0)` });
  return { created: Boolean(row.created) };
}
