/**
 * Breaking-news writes: the ticker of an edition. Items have the read API's shape
 * (GET /api/v1/breaking-news: `{ story: { headline, metadata: { linked-story-slug } } }`)
 * plus an optional `expires-at`. PUT replaces the whole ticker in the order sent; POST
 * adds one item; DELETE removes one.
 */
import 'server-only';
import { asc, desc, eq, and } from 'drizzle-orm';
import { serialiseBreakingItem } from '../api/serialise';
import type { Edition } from '../brands/resolve-host';
import { tags as cacheTags } from '../cache/tags';
import type { Database } from '../db/client';
import { breakingNews } from '../db/schema';
import type { IngestWrite, Tx } from './db';
import { notFound } from './errors';
import { array, edition as editionOf, int, onlyKeys, optional, orNull, record, required, slug, text, time, type Body, type Parse } from './validate';

const MAX_ITEMS = 50;

interface BreakingInput {
  readonly headline: string;
  readonly linkedStorySlug: string | null;
  readonly expiresAt: Date | null;
  readonly position: number | undefined;
}

function breakingFields(body: Body, path: string, extra: readonly string[]): BreakingInput {
  onlyKeys(body, path, ['story', 'expires-at', ...extra], ['id']);
  const story = required(body, 'story', path, record);
  const storyPath = path ? `${path}.story` : 'story';
  onlyKeys(story, storyPath, ['headline', 'metadata'], ['id']);
  const metadata = optional(story, 'metadata', storyPath, record) ?? {};
  onlyKeys(metadata, `${storyPath}.metadata`, ['linked-story-slug']);
  return {
    headline: required(story, 'headline', storyPath, text({ max: 500 })),
    linkedStorySlug: optional(metadata, 'linked-story-slug', `${storyPath}.metadata`, orNull(slug)) ?? null,
    expiresAt: optional(body, 'expires-at', path, orNull(time)) ?? null,
    position: optional(body, 'position', path, int(0, 10_000)),
  };
}

const item: Parse<BreakingInput> = (value, path) => breakingFields(record(value, path), path, []);

export interface IngestBreakingItem extends ReturnType<typeof serialiseBreakingItem> {
  readonly 'expires-at': number | null;
  readonly position: number;
}

export interface IngestBreakingNews {
  readonly brand: string;
  readonly lang: string;
  /** Every stored item in ticker order, expired ones included (the read API leaves those out). */
  readonly items: IngestBreakingItem[];
}

async function readTicker(tx: Tx, edition: Edition): Promise<IngestBreakingNews> {
  const rows = await tx
    .select()
    .from(breakingNews)
    .where(and(eq(breakingNews.brand, edition.brand), eq(breakingNews.lang, edition.lang)))
    .orderBy(asc(breakingNews.position), desc(breakingNews.createdAt), desc(breakingNews.id));
  return {
    brand: edition.brand,
    lang: edition.lang,
    items: rows.map((row) => ({ ...serialiseBreakingItem(row), 'expires-at': row.expiresAt?.getTime() ?? null, position: row.position })),
  };
}

function touched(edition: Edition) {
  return { tags: [cacheTags.breakingNews(edition.brand, edition.lang)], purgeKeys: [] };
}

/** Replaces the ticker of the body's edition with `items`, in the order sent. */
export async function replaceBreakingNews(db: Database, body: unknown): Promise<IngestWrite<IngestBreakingNews>> {
  const fields = record(body, '');
  onlyKeys(fields, '', ['brand', 'lang', 'items']);
  const edition = editionOf(fields);
  const items = required(fields, 'items', '', array(MAX_ITEMS, item));
  return db.transaction(async (tx) => {
    await tx.delete(breakingNews).where(and(eq(breakingNews.brand, edition.brand), eq(breakingNews.lang, edition.lang)));
    if (items.length) {
      await tx.insert(breakingNews).values(
        items.map((input, index) => ({ brand: edition.brand, lang: edition.lang, headline: input.headline, linkedStorySlug: input.linkedStorySlug, expiresAt: input.expiresAt, position: index })),
      );
    }
    return { value: await readTicker(tx, edition), created: false, ...touched(edition) };
  });
}

/** Adds one item to the ticker of the body's edition (at `position`, default 0: first). */
export async function addBreakingNews(db: Database, body: unknown): Promise<IngestWrite<IngestBreakingItem>> {
  const fields = record(body, '');
  const edition = editionOf(fields);
  const input = breakingFields(fields, '', ['brand', 'lang', 'position']);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(breakingNews)
      .values({ brand: edition.brand, lang: edition.lang, headline: input.headline, linkedStorySlug: input.linkedStorySlug, expiresAt: input.expiresAt, position: input.position ?? 0 })
      .returning();
    return { value: { ...serialiseBreakingItem(row), 'expires-at': row.expiresAt?.getTime() ?? null, position: row.position }, created: true, ...touched(edition) };
  });
}

export async function deleteBreakingNews(db: Database, id: number): Promise<IngestWrite<{ id: number }>> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(breakingNews).where(eq(breakingNews.id, id)).returning();
    if (!row) throw notFound(`No breaking-news item with id ${id}.`);
    return { value: { id }, created: false, ...touched({ brand: row.brand, lang: row.lang } as Edition) };
  });
}
