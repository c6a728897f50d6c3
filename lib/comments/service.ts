/**
 * The comments service (docs/members.md; docs/product.md, "Calls"): threads under stories,
 * posting, one level of replies, editing and deleting one's own comment for EDIT_WINDOW_MS,
 * the moderation queue, and a member's activity for /my-comments. Storage only; ./http.ts
 * speaks HTTP.
 */
import 'server-only';
import { HttpError } from '../http/errors';
import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Edition } from '../brands/resolve-host';
import { queryPublishedStoryAccess } from '../content/stories/cards';
import { queryStoryLinks, storyIdsIn, type StoryLink } from '../content/stories/links';
import type { Database } from '../db/client';
import { commentModerators, comments, members, type CommentOp, type CommentStatus } from '../db/schema';
import { plainTextOf } from './body';
import { cursorTimestamp, encodeCursor, type CommentCursor } from './cursor';
import { COMMENTS_PER_PAGE } from './page-size';
import { moderate } from './moderation';

export const COMMENTS_PAGE_SIZE = COMMENTS_PER_PAGE;
export const MAX_PER_PAGE = 50;
/** A member may edit or delete their comment for this long after posting it. */
export const EDIT_WINDOW_MS = 15 * 60_000;

export interface CommentRecord {
  readonly id: number;
  readonly type: 'comment';
  readonly attributes: {
    readonly body: { readonly ops: readonly CommentOp[] };
    readonly status: CommentStatus;
    readonly created_at: string;
    readonly updated_at: string;
    readonly 'editable-until': string | null;
    readonly 'parent-id': number | null;
    readonly author: { readonly name: string };
    readonly page: { readonly id: number; readonly headline: string; readonly url: string };
  };
  readonly replies?: readonly CommentRecord[];
}

interface BaseRow {
  id: number;
  storyId: number;
  memberId: number;
  parentId: number | null;
  ops: CommentOp[];
  status: CommentStatus;
  createdAt: Date;
  updatedAt: Date;
  authorName: string | null;
  key: string;
}

/** A comment with the page it is on. */
interface Row extends BaseRow {
  page: StoryLink;
}

const columns = {
  id: comments.id,
  /** created_at in whole microseconds since 1970 (bigint, as text): the page cursor's time. */
  key: sql<string>`(extract(epoch from ${comments.createdAt}) * 1000000)::bigint::text`,
  storyId: comments.storyId,
  memberId: comments.memberId,
  parentId: comments.parentId,
  ops: comments.ops,
  status: comments.status,
  createdAt: comments.createdAt,
  updatedAt: comments.updatedAt,
  authorName: members.name,
};

function select(db: Database) {
  return db.select(columns).from(comments).innerJoin(members, eq(members.id, comments.memberId));
}

/** The comments a query finds, with the headline and path of the story each is on (lib/content reads the stories). */
async function withPages<T extends BaseRow>(db: Database, query: PromiseLike<readonly T[]>): Promise<(T & Row)[]> {
  const rows = await query;
  const pages = await queryStoryLinks(db, rows.map((row) => row.storyId));
  return rows.flatMap((row) => {
    const page = pages.get(row.storyId);
    return page ? [{ ...row, page }] : [];
  });
}

function editableUntil(row: Row, viewerId: number | null, now: Date): string | null {
  const until = row.createdAt.getTime() + EDIT_WINDOW_MS;
  return row.memberId === viewerId && until > now.getTime() && row.status !== 'rejected' ? new Date(until).toISOString() : null;
}

function toRecord(row: Row, viewerId: number | null, now: Date, anonymousName: string): CommentRecord {
  return {
    id: row.id,
    type: 'comment',
    attributes: {
      body: { ops: row.ops },
      status: row.status,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      'editable-until': editableUntil(row, viewerId, now),
      'parent-id': row.parentId,
      author: { name: row.authorName?.trim() || anonymousName },
      page: { id: row.storyId, headline: row.page.headline, url: row.page.url },
    },
  };
}

export interface Story {
  readonly id: number;
  readonly access: 'public' | 'login';
}

/** A published story of the edition, or a 404. */
export async function findStory(db: Database, edition: Edition, id: number): Promise<Story> {
  const story = await queryPublishedStoryAccess(db, edition, id);
  if (!story) throw new HttpError(404, 'notFound');
  return story;
}

/** What a reader may see: approved comments, and the viewer's own of any status. */
function visibleTo(viewerId: number | null) {
  return viewerId === null ? eq(comments.status, 'approved') : or(eq(comments.status, 'approved'), eq(comments.memberId, viewerId));
}

/**
 * Which page of a list to answer: the one after `after` (keyset, the `next` of the previous
 * answer: a comment posted or decided meanwhile neither repeats nor is skipped), else the
 * `page`th (an offset, kept for callers that count pages).
 */
export interface Window {
  readonly page: number;
  readonly after: CommentCursor | null;
  readonly size: number;
}

export interface CommentList<T = CommentRecord> {
  readonly data: T[];
  readonly total: number;
  readonly page: number;
  readonly per_page: number;
  /** The cursor of the page after this one (the request's `before`, or `after` for the queue); null on the last page. */
  readonly next: string | null;
}

type Order = 'newest' | 'oldest';

const orderOf = (order: Order) => (order === 'newest' ? [desc(comments.createdAt), desc(comments.id)] : [asc(comments.createdAt), asc(comments.id)]);

/** The rows past the window's cursor, in `order`; undefined without a cursor. */
function pastCursor(window: Window, order: Order): SQL | undefined {
  if (!window.after) return undefined;
  const key = sql`(${cursorTimestamp(window.after)}::timestamptz, ${window.after.id})`;
  return order === 'newest' ? sql`(${comments.createdAt}, ${comments.id}) < ${key}` : sql`(${comments.createdAt}, ${comments.id}) > ${key}`;
}

/**
 * One page of the comments `where` picks, in `order`, with the story each is on. One row more
 * than the page is read to know whether another follows; `next` is the last row's cursor then.
 */
async function pageOf<Q extends PgSelect & PromiseLike<BaseRow[]>>(db: Database, query: Q, where: SQL | undefined, window: Window, order: Order): Promise<{ rows: (Awaited<Q>[number] & Row)[]; next: string | null }> {
  const rows = (await query
    .where(and(where, pastCursor(window, order)))
    .orderBy(...orderOf(order))
    .limit(window.size + 1)
    .offset(window.after ? 0 : (window.page - 1) * window.size)) as Awaited<Q>;
  const kept = rows.slice(0, window.size);
  const last = kept.at(-1);
  const next = rows.length > window.size && last ? encodeCursor({ t: Number(last.key), id: last.id }) : null;
  return { rows: await withPages(db, Promise.resolve(kept)), next };
}

export async function listThread(db: Database, storyId: number, viewerId: number | null, window: Omit<Window, 'size'>, now = new Date(), anonymousName = ''): Promise<CommentList> {
  const where = and(eq(comments.storyId, storyId), isNull(comments.parentId), visibleTo(viewerId));
  const [{ total }] = await db.select({ total: count() }).from(comments).where(where);
  const { rows: top, next } = await pageOf(db, select(db).$dynamic(), where, { ...window, size: COMMENTS_PAGE_SIZE }, 'newest');
  const replies = top.length
    ? await withPages(db, select(db).where(and(inArray(comments.parentId, top.map((row) => row.id)), visibleTo(viewerId))).orderBy(asc(comments.createdAt), asc(comments.id)))
    : [];
  const data = top.map((row) => ({
    ...toRecord(row, viewerId, now, anonymousName),
    replies: replies.filter((reply) => reply.parentId === row.id).map((reply) => toRecord(reply, viewerId, now, anonymousName)),
  }));
  return { data, total, page: window.page, per_page: COMMENTS_PAGE_SIZE, next };
}

async function approvedCount(db: Database, memberId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(comments).where(and(eq(comments.memberId, memberId), eq(comments.status, 'approved')));
  return n;
}

async function readOne(db: Database, id: number): Promise<Row | undefined> {
  const [row] = await withPages(db, select(db).where(eq(comments.id, id)));
  return row;
}

export async function postComment(db: Database, memberId: number, story: Story, parentId: number | null, ops: CommentOp[], now = new Date()): Promise<CommentRecord> {
  if (parentId !== null) {
    const parent = await readOne(db, parentId);
    // One level of replies, to a comment of the same story that the member can see.
    if (!parent || parent.storyId !== story.id || (parent.status !== 'approved' && parent.memberId !== memberId)) throw new HttpError(404, 'notFound');
    if (parent.parentId !== null) throw new HttpError(400, 'replyDepth');
  }
  const verdict = moderate(plainTextOf(ops), await approvedCount(db, memberId));
  const [row] = await db
    .insert(comments)
    .values({ storyId: story.id, memberId, parentId, ops, status: verdict.status, reason: verdict.reason, createdAt: now, updatedAt: now })
    .returning({ id: comments.id });
  return toRecord((await readOne(db, row.id)) as Row, memberId, now, '');
}

/** The member's own comment, still inside its edit window; otherwise 404 (not theirs) or 403 (too late). */
async function ownEditable(db: Database, memberId: number, id: number, now: Date): Promise<Row> {
  const row = await readOne(db, id);
  if (!row || row.memberId !== memberId) throw new HttpError(404, 'notFound');
  if (!editableUntil(row, memberId, now)) throw new HttpError(403, 'editWindow');
  return row;
}

export async function editComment(db: Database, memberId: number, id: number, ops: CommentOp[], now = new Date()): Promise<CommentRecord> {
  await ownEditable(db, memberId, id, now);
  // An edit is moderated again: approved text cannot be swapped for listed words.
  // The same trust as for a new comment: a member past the new-member hold stays past it.
  const verdict = moderate(plainTextOf(ops), await approvedCount(db, memberId));
  await db.update(comments).set({ ops, status: verdict.status, reason: verdict.reason, updatedAt: now }).where(eq(comments.id, id));
  return toRecord((await readOne(db, id)) as Row, memberId, now, '');
}

/** Deletes the member's comment (and their own replies under it); one that others have replied to stays, so their words are not lost. */
export async function deleteComment(db: Database, memberId: number, id: number, now = new Date()): Promise<void> {
  await ownEditable(db, memberId, id, now);
  const [others] = await db.select({ n: count() }).from(comments).where(and(eq(comments.parentId, id), ne(comments.memberId, memberId)));
  if (others.n > 0) throw new HttpError(409, 'hasReplies');
  await db.delete(comments).where(eq(comments.id, id));
}

/** The member's comments on this edition's stories, newest first, with the page each is on (docs/product.md, "Calls": comments activity). */
export async function memberActivity(db: Database, memberId: number, edition: Edition, window: Window, now = new Date()): Promise<CommentList> {
  // The links are paths of this host: another brand's or edition's comments would point nowhere.
  const where = and(eq(comments.memberId, memberId), inArray(comments.storyId, storyIdsIn(db, edition)));
  const [{ total }] = await db.select({ total: count() }).from(comments).where(where);
  const { rows, next } = await pageOf(db, select(db).$dynamic(), where, window, 'newest');
  return { data: rows.map((row) => toRecord(row, memberId, now, '')), total, page: window.page, per_page: window.size, next };
}

export async function isModerator(db: Database, memberId: number): Promise<boolean> {
  const [row] = await db.select({ id: commentModerators.memberId }).from(commentModerators).where(eq(commentModerators.memberId, memberId));
  return Boolean(row);
}

/** Pending comments, oldest first, with why each was held. */
export async function moderationQueue(db: Database, window: Omit<Window, 'size'>): Promise<CommentList<CommentRecord & { meta: { reason: string | null; 'member-id': number } }>> {
  const where = eq(comments.status, 'pending');
  const [{ total }] = await db.select({ total: count() }).from(comments).where(where);
  const query = db
    .select({ ...columns, reason: comments.reason })
    .from(comments)
    .innerJoin(members, eq(members.id, comments.memberId))
    .$dynamic();
  const { rows, next } = await pageOf(db, query, where, { ...window, size: COMMENTS_PAGE_SIZE }, 'oldest');
  return {
    data: rows.map((row) => ({ ...toRecord(row, null, new Date(), ''), meta: { reason: row.reason, 'member-id': row.memberId } })),
    total,
    page: window.page,
    per_page: COMMENTS_PAGE_SIZE,
    next,
  };
}

export async function decide(db: Database, id: number, status: 'approved' | 'rejected', now = new Date()): Promise<CommentRecord> {
  const updated = await db.update(comments).set({ status, reason: 'moderator', updatedAt: now }).where(eq(comments.id, id)).returning({ id: comments.id });
  if (!updated.length) throw new HttpError(404, 'notFound');
  return toRecord((await readOne(db, id)) as Row, null, now, '');
}
