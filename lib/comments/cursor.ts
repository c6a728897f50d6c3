/**
 * The comment calls' keyset cursor (docs/members.md, "Paging by cursor"): where the next page starts,
 * as the (created_at, id) of the last comment of this one. Opaque to callers: unpadded
 * base64url of the JSON `{"t":<created_at in microseconds since 1970>,"id":<comment id>}`,
 * microseconds because PostgreSQL keeps them and a millisecond cursor would skip or repeat
 * comments posted within one millisecond. Anything but a cursor this module wrote is refused
 * (400 `invalid`), never passed to the database.
 */
import 'server-only';
import { HttpError } from '../http/errors';

export interface CommentCursor {
  /** created_at, in whole microseconds since 1970 (a safe integer until the year 2255). */
  readonly t: number;
  readonly id: number;
}

/** Ids are int4 in the database. */
const MAX_ID = 2_147_483_647;
/** Longer than any cursor encodeCursor writes: refused before decoding. */
const MAX_LENGTH = 64;

export function encodeCursor(cursor: CommentCursor): string {
  return Buffer.from(JSON.stringify({ t: cursor.t, id: cursor.id }), 'utf8').toString('base64url');
}

/** The cursor of a query parameter; null when absent, 400 when it is not one encodeCursor wrote. */
export function decodeCursor(value: string | null): CommentCursor | null {
  if (value === null) return null;
  if (value.length > MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(value)) throw new HttpError(400, 'invalid');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, 'invalid');
  }
  const { t, id } = (parsed ?? {}) as Record<string, unknown>;
  const valid = typeof t === 'number' && Number.isSafeInteger(t) && t >= 0 && typeof id === 'number' && Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;
  // Only the exact text encodeCursor writes: no extra keys, spacing, padding or other spellings of the numbers.
  if (!valid || encodeCursor({ t, id }) !== value) throw new HttpError(400, 'invalid');
  return { t, id };
}

/** The cursor's time as an ISO timestamp with all six decimals, for PostgreSQL to read exactly. */
export function cursorTimestamp(cursor: CommentCursor): string {
  const iso = new Date(Math.floor(cursor.t / 1000)).toISOString();
  return `${iso.slice(0, -1)}${String(cursor.t % 1000).padStart(3, '0')}Z`;
}
