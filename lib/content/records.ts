/**
 * Content records the public API answers besides stories (./stories/records.ts): a
 * collection's metadata, authors, entities, menu groups, breaking news, polls and districts,
 * each limited to the edition (or its language). Plain reads; the API handlers call them.
 */
import { and, asc, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Edition } from '../brands/resolve-host';
import type { Database } from '../db/client';
import { sectionPathsBySlug } from '../routes/paths';
import {
  authors,
  breakingNews,
  collections,
  districts,
  entities,
  menuGroups,
  menuItems,
  pollOptions,
  polls,
  sections,
  type CollectionMetadata,
  type MenuItemType,
} from '../db/schema';
import { authorRecordColumns as authorColumns } from './stories/records';
import type { AuthorRecord, EntityRecord, PageWindow } from './stories/shapes';

export async function queryCollectionMetadata(db: Database, collectionId: number): Promise<CollectionMetadata> {
  const [row] = await db.select({ metadata: collections.metadata }).from(collections).where(eq(collections.id, collectionId)).limit(1);
  return row?.metadata ?? {};
}

export async function queryAuthorsOfLang(db: Database, lang: string, window: PageWindow): Promise<{ items: AuthorRecord[]; total: number }> {
  const [items, [{ n }]] = await Promise.all([
    db.select(authorColumns).from(authors).where(eq(authors.lang, lang)).orderBy(asc(authors.name), asc(authors.id)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(authors).where(eq(authors.lang, lang)),
  ]);
  return { items, total: n };
}

export async function queryAuthorOfLang(db: Database, lang: string, id: number): Promise<AuthorRecord | null> {
  const [row] = await db.select(authorColumns).from(authors).where(and(eq(authors.lang, lang), eq(authors.id, id))).limit(1);
  return row ?? null;
}

const entityColumns = { id: entities.id, name: entities.name, slug: entities.slug, type: entities.type };

export async function queryEntityOfLang(db: Database, lang: string, id: number): Promise<EntityRecord | null> {
  const [row] = await db.select(entityColumns).from(entities).where(and(eq(entities.lang, lang), eq(entities.id, id))).limit(1);
  return row ?? null;
}

export type EntityType = (typeof entities.$inferSelect)['type'];

export async function queryEntitiesOfLang(db: Database, lang: string, type: EntityType | null, window: PageWindow): Promise<{ items: EntityRecord[]; total: number }> {
  const where = and(eq(entities.lang, lang), type ? eq(entities.type, type) : undefined);
  const [items, [{ n }]] = await Promise.all([
    db.select(entityColumns).from(entities).where(where).orderBy(asc(entities.name), asc(entities.id)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(entities).where(where),
  ]);
  return { items, total: n };
}

export interface MenuGroupRecord {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
}

export interface MenuItemRecord {
  readonly id: number;
  readonly menuGroupId: number;
  readonly parentId: number | null;
  readonly title: string;
  readonly itemType: MenuItemType;
  readonly url: string | null;
  readonly tagSlug: string | null;
  readonly entitySlug: string | null;
  readonly sectionSlug: string | null;
  readonly itemId: number | null;
  readonly data: { link?: string; color?: string };
  /** The linked section's name in the menu's edition (section items), else null. */
  readonly sectionName: string | null;
  /** The item's place among its siblings. */
  readonly rank: number;
}

/** The columns of a menu item record, shared with the ingest API's answers. */
export const menuItemColumns = {
  id: menuItems.id,
  menuGroupId: menuItems.menuGroupId,
  parentId: menuItems.parentId,
  title: menuItems.title,
  itemType: menuItems.itemType,
  url: menuItems.url,
  tagSlug: menuItems.tagSlug,
  entitySlug: menuItems.entitySlug,
  sectionSlug: menuItems.sectionSlug,
  itemId: menuItems.itemId,
  data: menuItems.data,
  sectionName: sql<string | null>`(select s.name from sections s join menu_groups g on g.id = ${menuItems.menuGroupId}
    where s.brand = g.brand and s.lang = g.lang and s.slug = ${menuItems.sectionSlug} limit 1)`,
  rank: menuItems.position,
};

/** An edition's menu groups, their items in order and the paths of its sections. */
export async function queryMenuGroups(db: Database, edition: Edition): Promise<{ groups: MenuGroupRecord[]; items: MenuItemRecord[]; sectionPaths: Map<string, string> }> {
  const inEdition = and(eq(menuGroups.brand, edition.brand), eq(menuGroups.lang, edition.lang));
  const [groups, items, sectionRows] = await Promise.all([
    db.select({ id: menuGroups.id, slug: menuGroups.slug, name: menuGroups.name }).from(menuGroups).where(inEdition).orderBy(asc(menuGroups.id)),
    db
      .select(menuItemColumns)
      .from(menuItems)
      .innerJoin(menuGroups, eq(menuGroups.id, menuItems.menuGroupId))
      .where(inEdition)
      .orderBy(asc(menuItems.position), asc(menuItems.id)),
    db.select({ id: sections.id, slug: sections.slug, parentId: sections.parentId }).from(sections).where(and(eq(sections.brand, edition.brand), eq(sections.lang, edition.lang))),
  ]);
  return { groups, items, sectionPaths: sectionPathsBySlug(sectionRows) };
}

export interface SectionRecord {
  readonly id: number;
  readonly parentId: number | null;
  readonly slug: string;
  readonly name: string;
  readonly displayName: string;
  readonly color: string;
}

/** An edition's sections in their menu order (the publisher config's `sections`). */
export async function querySectionsOfEdition(db: Database, edition: Edition): Promise<SectionRecord[]> {
  return db
    .select({ id: sections.id, parentId: sections.parentId, slug: sections.slug, name: sections.name, displayName: sections.displayName, color: sections.color })
    .from(sections)
    .where(and(eq(sections.brand, edition.brand), eq(sections.lang, edition.lang)))
    .orderBy(asc(sections.position), asc(sections.id));
}

export interface BreakingRecord {
  readonly id: number;
  readonly headline: string;
  readonly linkedStorySlug: string | null;
}

/** The live breaking-news items of an edition (expired ones are left out), ticker order. */
export async function queryBreakingItems(db: Database, edition: Edition, limit = 10): Promise<BreakingRecord[]> {
  return db
    .select({ id: breakingNews.id, headline: breakingNews.headline, linkedStorySlug: breakingNews.linkedStorySlug })
    .from(breakingNews)
    .where(and(eq(breakingNews.brand, edition.brand), eq(breakingNews.lang, edition.lang), or(isNull(breakingNews.expiresAt), sql`${breakingNews.expiresAt} > now()`)))
    .orderBy(asc(breakingNews.position), desc(breakingNews.createdAt))
    .limit(limit);
}

export interface PollRecord {
  readonly id: number;
  readonly question: string;
  readonly isClosed: boolean;
  readonly options: readonly { readonly id: number; readonly text: string; readonly votes: number }[];
}

export async function queryPoll(db: Database, edition: Edition, id: number): Promise<PollRecord | null> {
  const [poll] = await db
    .select({ id: polls.id, question: polls.question, isClosed: polls.isClosed })
    .from(polls)
    .where(and(eq(polls.id, id), eq(polls.brand, edition.brand), eq(polls.lang, edition.lang)))
    .limit(1);
  if (!poll) return null;
  const options = await db
    .select({ id: pollOptions.id, text: pollOptions.text, votes: pollOptions.votes })
    .from(pollOptions)
    .where(eq(pollOptions.pollId, poll.id))
    .orderBy(asc(pollOptions.position), asc(pollOptions.id));
  return { ...poll, options };
}

/** The newest poll of the edition, for the design catalog, or null. */
export async function queryNewestPollId(db: Database, edition: Edition): Promise<number | null> {
  const [row] = await db
    .select({ id: polls.id })
    .from(polls)
    .where(and(eq(polls.brand, edition.brand), eq(polls.lang, edition.lang)))
    .orderBy(desc(polls.createdAt), desc(polls.id))
    .limit(1);
  return row?.id ?? null;
}

export async function queryDistricts(db: Database) {
  return db
    .select({ name: districts.name, bnName: districts.bnName, division: districts.division, sehriOffset: districts.sehriOffset, iftarOffset: districts.iftarOffset })
    .from(districts)
    .orderBy(asc(districts.id));
}
