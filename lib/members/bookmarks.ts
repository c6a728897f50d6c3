/**
 * Saved stories (docs/product.md, "Readers and brands" and "Calls"): a member's page
 * bookmarks, one per edition and page path, with the metadata /saved lists them by. A page's
 * Save button asks about its own edition's path; the member's list (/saved), and removing an
 * item from it, span every brand and edition: one account, one saved list, each item kept
 * with the edition it links to. Input is cleaned here, once: a path of this site only,
 * metadata as plain text of bounded length (it is rendered as text anyway).
 */
import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Edition } from '../brands/resolve-host';
import type { Database } from '../db/client';
import { bookmarks, type BookmarkMetadata } from '../db/schema';
import { queryStoryCards } from '../content/stories/cards';

export const BOOKMARKS_PER_PAGE = 10;
export const MAX_BOOKMARKS_PER_PAGE = 50;
/** The saved paths a page's Save buttons are lit from: one call, the most recent this many. */
export const MAX_SAVED_URLS = 500;
/** A story path with a long Bengali headline as its slug is over a thousand characters once percent-encoded. */
const MAX_URL = 2_048;

export interface BookmarkRecord {
  readonly id: string;
  readonly type: 'bookmark';
  readonly attributes: {
    /** The page's path on its own edition's host. */
    readonly url: string;
    readonly metadata: BookmarkMetadata;
    readonly created_at: string;
    /** The brand and edition the page belongs to. */
    readonly brand: string;
    readonly lang: string;
    /** In the saved list: where the item opens from the asking host (its path on the same edition, else its absolute URL from the host map; null when no host serves its edition). */
    readonly href?: string | null;
  };
}

/** A path of this site (no scheme, host, query or fragment), or null. */
export function pagePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_URL) return null;
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://site.invalid');
  } catch {
    return null;
  }
  return url.host === 'site.invalid' && url.pathname.length <= MAX_URL ? url.pathname : null;
}

/** Plain text: no tags, no control characters, collapsed spaces, at most `max` characters. */
export function plainText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const text = value
    .replace(/<[^>]*>?/g, '')
    .replace(/[<>\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
  return text || null;
}

/** The metadata kept with a bookmark, from what the client sent; the url is the bookmark's own. */
export function cleanMetadata(url: string, raw: unknown): BookmarkMetadata {
  const input = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  // An int4 id, as stories' ids are: anything larger names no story.
  const storyId = typeof input.story_id === 'number' && Number.isInteger(input.story_id) && input.story_id > 0 && input.story_id <= 2_147_483_647 ? input.story_id : null;
  const image = typeof input.image === 'string' && /^[\w-]+(\/[\w.-]+)*$/.test(input.image) && !input.image.includes('..') && input.image.length <= 300 ? input.image : null;
  return { headline: plainText(input.headline, 300) ?? url, url, story_id: storyId, image, section: plainText(input.section, 100) };
}

/**
 * The metadata to keep: a published story of this edition named by `story_id` is described by
 * storage, not by the client (a Save button sends only the page and the story's id, so no card
 * carries its headline, picture and section twice, and no client can file a story under another
 * headline); anything else keeps what the client sent, cleaned.
 */
export async function storyMetadata(db: Database, edition: Edition, sent: BookmarkMetadata): Promise<BookmarkMetadata> {
  if (sent.story_id === null) return sent;
  const story = (await queryStoryCards(db, edition, [sent.story_id])).get(sent.story_id);
  if (!story) return { ...sent, story_id: null };
  return { headline: story.headline, url: sent.url, story_id: story.id, image: story.heroImageS3Key, section: story.sectionName };
}

type Row = typeof bookmarks.$inferSelect;

export function toRecord(row: Row): BookmarkRecord {
  return { id: String(row.id), type: 'bookmark', attributes: { url: row.url, metadata: row.metadata, created_at: row.createdAt.toISOString(), brand: row.brand, lang: row.lang } };
}

/** The member's bookmarks on one edition's pages (a Save button's question). */
const ofMember = (memberId: number, edition: Edition) => and(eq(bookmarks.memberId, memberId), eq(bookmarks.brand, edition.brand), eq(bookmarks.lang, edition.lang));

export async function findBookmark(db: Database, memberId: number, edition: Edition, url: string): Promise<BookmarkRecord | null> {
  const [row] = await db.select().from(bookmarks).where(and(ofMember(memberId, edition), eq(bookmarks.url, url))).limit(1);
  return row ? toRecord(row) : null;
}

/** Saves the page (again: the metadata is refreshed); `created` tells a new bookmark from a known one. */
export async function saveBookmark(db: Database, memberId: number, edition: Edition, url: string, metadata: BookmarkMetadata): Promise<{ record: BookmarkRecord; created: boolean }> {
  const existing = await findBookmark(db, memberId, edition, url);
  const [row] = await db
    .insert(bookmarks)
    .values({ memberId, brand: edition.brand, lang: edition.lang, url, metadata })
    .onConflictDoUpdate({ target: [bookmarks.memberId, bookmarks.brand, bookmarks.lang, bookmarks.url], set: { metadata } })
    .returning();
  return { record: toRecord(row), created: !existing };
}

export async function deleteBookmarkByUrl(db: Database, memberId: number, edition: Edition, url: string): Promise<boolean> {
  const rows = await db.delete(bookmarks).where(and(ofMember(memberId, edition), eq(bookmarks.url, url))).returning({ id: bookmarks.id });
  return rows.length > 0;
}

/** Only the member's own bookmark, on any edition: another member's id answers as if it did not exist. */
export async function bookmarkById(db: Database, memberId: number, id: number): Promise<BookmarkRecord | null> {
  const [row] = await db.select().from(bookmarks).where(and(eq(bookmarks.memberId, memberId), eq(bookmarks.id, id))).limit(1);
  return row ? toRecord(row) : null;
}

export async function deleteBookmarkById(db: Database, memberId: number, id: number): Promise<boolean> {
  const rows = await db.delete(bookmarks).where(and(eq(bookmarks.memberId, memberId), eq(bookmarks.id, id))).returning({ id: bookmarks.id });
  return rows.length > 0;
}

/** The member's saved list across every brand and edition, newest first. */
export async function listBookmarks(db: Database, memberId: number, page: number, perPage: number): Promise<{ records: BookmarkRecord[]; total: number }> {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(bookmarks)
      .where(eq(bookmarks.memberId, memberId))
      .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(bookmarks).where(eq(bookmarks.memberId, memberId)),
  ]);
  return { records: rows.map(toRecord), total: Number(n) };
}

export async function savedUrls(db: Database, memberId: number, edition: Edition): Promise<string[]> {
  const rows = await db
    .select({ url: bookmarks.url })
    .from(bookmarks)
    .where(ofMember(memberId, edition))
    .orderBy(desc(bookmarks.createdAt))
    .limit(MAX_SAVED_URLS);
  return rows.map((row) => row.url);
}
