/**
 * Sessions: the cookie holds an opaque 256-bit random id; the database holds only its
 * SHA-256, so a leaked table cannot be replayed. A session ends after IDLE_MS without a
 * request or ABSOLUTE_MS after sign-in, whichever comes first.
 */
import 'server-only';
import { and, eq, gt, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { members, memberSessions } from '../db/schema';
import { randomToken, sha256 } from './crypto';

export const SESSION_IDLE_MS = 14 * 24 * 3600_000;
export const SESSION_ABSOLUTE_MS = 60 * 24 * 3600_000;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 3600_000;

export type MemberRow = typeof members.$inferSelect;

export interface Session {
  readonly idHash: string;
  readonly createdAt: Date;
  readonly member: MemberRow;
}

export async function createSession(db: Database, memberId: number, now = new Date()): Promise<{ id: string; expiresAt: Date }> {
  const id = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db.insert(memberSessions).values({ idHash: sha256(id), memberId, createdAt: now, lastSeenAt: now, expiresAt });
  // Ended sessions are swept now and then rather than by a separate job.
  if (Math.random() < 0.01) {
    await db.delete(memberSessions).where(or(lte(memberSessions.expiresAt, now), lte(memberSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))));
  }
  return { id, expiresAt };
}

export async function readSession(db: Database, id: string | undefined, now = new Date()): Promise<Session | null> {
  if (!id || id.length > 100) return null;
  return readSessionByHash(db, sha256(id), now);
}

/** A live session by the digest of its id (what the comments service's token names); touches it now and then. */
export async function readSessionByHash(db: Database, idHash: string, now = new Date()): Promise<Session | null> {
  const [row] = await db
    .select({ member: members, createdAt: memberSessions.createdAt, lastSeenAt: memberSessions.lastSeenAt, expiresAt: memberSessions.expiresAt })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(eq(memberSessions.idHash, idHash));
  if (!row) return null;
  if (row.expiresAt <= now || row.lastSeenAt.getTime() + SESSION_IDLE_MS <= now.getTime()) {
    await db.delete(memberSessions).where(eq(memberSessions.idHash, idHash));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(memberSessions).set({ lastSeenAt: now }).where(eq(memberSessions.idHash, idHash));
  }
  return { idHash, createdAt: row.createdAt, member: row.member };
}

export async function deleteSession(db: Database, idHash: string): Promise<void> {
  await db.delete(memberSessions).where(eq(memberSessions.idHash, idHash));
}

/** Ends every session of a member, or every one but `keepIdHash`. */
export async function deleteMemberSessions(db: Database, memberId: number, keepIdHash?: string): Promise<void> {
  await db.delete(memberSessions).where(keepIdHash ? and(eq(memberSessions.memberId, memberId), ne(memberSessions.idHash, keepIdHash)) : eq(memberSessions.memberId, memberId));
}

export async function countLiveSessions(db: Database, memberId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(memberSessions).where(and(eq(memberSessions.memberId, memberId), gt(memberSessions.expiresAt, new Date())));
  return row.n;
}
