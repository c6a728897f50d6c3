/**
 * Single-use secrets: a mailed link token and 6-digit code pair (sign-in, password reset),
 * OAuth codes and upload tickets. Stored hashed; issuing a new one for an email retires
 * the older ones of the same purpose; a code dies after MAX_CODE_ATTEMPTS checks (the right
 * code counts as one too, so at most MAX_CODE_ATTEMPTS - 1 wrong ones can come before it).
 */
import 'server-only';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authTokens, type AuthTokenPurpose } from '../db/schema';
import { codeMatches, hashCode, randomCode, randomToken, sha256 } from './crypto';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;

export type TokenRow = typeof authTokens.$inferSelect;

export interface IssuedSecret {
  readonly token: string;
  readonly code: string | null;
}

export async function issueSecret(
  db: Database,
  input: { purpose: AuthTokenPurpose; email: string; memberId: number | null; withCode: boolean; ttlMs: number; data?: Record<string, string> },
  now = new Date(),
): Promise<IssuedSecret> {
  const token = randomToken();
  const code = input.withCode ? randomCode() : null;
  await db.transaction(async (tx) => {
    if (input.withCode) {
      await tx
        .update(authTokens)
        .set({ consumedAt: now })
        .where(and(eq(authTokens.purpose, input.purpose), eq(authTokens.email, input.email), isNull(authTokens.consumedAt)));
    }
    // Secrets a day past their expiry are swept now and then rather than by a separate job.
    if (Math.random() < 0.01) await tx.delete(authTokens).where(lt(authTokens.expiresAt, new Date(now.getTime() - 86_400_000)));
    await tx.insert(authTokens).values({
      purpose: input.purpose,
      email: input.email,
      memberId: input.memberId,
      tokenHash: sha256(token),
      codeHash: code ? hashCode(code) : null,
      data: input.data ?? {},
      expiresAt: new Date(now.getTime() + input.ttlMs),
      createdAt: now,
    });
  });
  return { token, code };
}

/** Uses up every live sign-in and reset secret mailed to `email` (the address left the account they name). */
export async function retireSecrets(db: Database, email: string, now = new Date()): Promise<void> {
  await db
    .update(authTokens)
    .set({ consumedAt: now })
    .where(and(eq(authTokens.email, email), inArray(authTokens.purpose, ['login', 'reset']), isNull(authTokens.consumedAt)));
}

export type ConsumeFailure = 'invalid' | 'consumed' | 'expired';

/** Uses up the row of a link token, atomically: of two racing requests only one wins. */
export async function consumeToken(db: Database, purpose: AuthTokenPurpose, token: unknown, now = new Date()): Promise<TokenRow | ConsumeFailure> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 100) return 'invalid';
  const tokenHash = sha256(token);
  const [used] = await db
    .update(authTokens)
    .set({ consumedAt: now })
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose), isNull(authTokens.consumedAt), gt(authTokens.expiresAt, now)))
    .returning();
  if (used) return used;
  const [row] = await db.select().from(authTokens).where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose)));
  if (!row) return 'invalid';
  return row.consumedAt ? 'consumed' : 'expired';
}

/** A link token that is still usable, without using it up (the confirm page shows it first). */
export async function peekToken(db: Database, purpose: AuthTokenPurpose, token: unknown, now = new Date()): Promise<TokenRow | ConsumeFailure> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 100) return 'invalid';
  const [row] = await db.select().from(authTokens).where(and(eq(authTokens.tokenHash, sha256(token)), eq(authTokens.purpose, purpose)));
  if (!row) return 'invalid';
  if (row.consumedAt) return 'consumed';
  return row.expiresAt <= now ? 'expired' : row;
}

/**
 * Checks a code against the newest live row of the email. Every check is counted before the
 * comparison, by one atomic `update … where attempts < MAX_CODE_ATTEMPTS returning`: of any
 * number of parallel guesses at most MAX_CODE_ATTEMPTS are compared, and the rest (and every
 * later one, the right code included) find the code dead ('expired').
 */
export async function consumeCode(db: Database, purpose: AuthTokenPurpose, email: string, code: string, now = new Date()): Promise<TokenRow | ConsumeFailure> {
  const [row] = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(and(eq(authTokens.purpose, purpose), eq(authTokens.email, email), isNull(authTokens.consumedAt)))
    .orderBy(desc(authTokens.id))
    .limit(1);
  if (!row) return 'invalid';
  const [counted] = await db
    .update(authTokens)
    .set({ attempts: sql`${authTokens.attempts} + 1` })
    .where(and(eq(authTokens.id, row.id), isNull(authTokens.consumedAt), gt(authTokens.expiresAt, now), lt(authTokens.attempts, MAX_CODE_ATTEMPTS)))
    .returning();
  if (!counted) return 'expired';
  if (!counted.codeHash || !codeMatches(code, counted.codeHash)) return 'invalid';
  const [used] = await db.update(authTokens).set({ consumedAt: now }).where(and(eq(authTokens.id, row.id), isNull(authTokens.consumedAt))).returning();
  return used ?? 'consumed';
}
