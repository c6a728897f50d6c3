/**
 * Storage reads of the public content API. Every read is limited to one edition
 * (brand + language) and to published stories; the API handlers are the only callers.
 */
import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Edition } from '../brands/resolve-host';
import { authorColumns as authorCardColumns, type AuthorData } from '../content/listing-queries';
import type { Database } from '../db/client';
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
  stories,
  storyAuthors,
  storyEntities,
  storySections,
  storyTags,
  tags,
  type CollectionMetadata,
  type HeroImageMetadata,
  type MenuItemType,
  type StoryAlternative,
  type StoryMetadata,
  type StorySeo,
} from '../db/schema';
import type { StoryCard, StoryTemplate } from '../content/story-types';

export interface PageWindow {
  readonly limit: number;
  readonly offset: number;
}

export interface IdPage {
  readonly ids: number[];
  readonly total: number;
}

export interface AuthorRecord extends AuthorData {
  readonly metadata: Record<string, unknown>;
}

export interface SectionRef {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
}

export interface TagRef {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
}

export interface EntityRecord {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly type: string;
}

export interface StoryRecord {
  readonly id: number;
  readonly slug: string;
  readonly headline: string;
  readonly subheadline: string | null;
  readonly template: StoryTemplate;
  readonly access: 'public' | 'login';
  readonly excerpt: string;
  readonly summary: string | null;
  readonly metadata: StoryMetadata;
  readonly heroImageS3Key: string | null;
  readonly heroImageMetadata: HeroImageMetadata | null;
  readonly heroImageCaption: string | null;
  readonly heroImageAttribution: string | null;
  readonly firstPublishedAt: Date | null;
  readonly lastPublishedAt: Date | null;
  readonly publishedAt: Date | null;
  readonly updatedAt: Date;
  readonly authorName: string | null;
  /** Always empty for `access: login` stories: their text is left in the database. */
  readonly cards: readonly StoryCard[];
  readonly alternative: StoryAlternative;
  readonly seo: StorySeo;
  readonly primarySection: SectionRef | null;
  readonly authors: readonly AuthorRecord[];
  readonly sections: readonly SectionRef[];
  readonly tags: readonly TagRef[];
  readonly entities: readonly EntityRecord[];
}

/** Which of a story's parts a request needs; the others are not read. */
export interface StoryParts {
  readonly cards: boolean;
  readonly authors: boolean;
  readonly sections: boolean;
  readonly tags: boolean;
  readonly entities: boolean;
}

export const ALL_STORY_PARTS: StoryParts = { cards: true, authors: true, sections: true, tags: true, entities: true };

export const publishedIn = (edition: Edition) =>
  and(eq(stories.brand, edition.brand), eq(stories.lang, edition.lang), eq(stories.status, 'published'));

const authorColumns = { ...authorCardColumns, metadata: authors.metadata };

function groupBy<T extends { storyId: number }>(rows: readonly T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(row.storyId);
    if (list) list.push(row);
    else out.set(row.storyId, [row]);
  }
  return out;
}

/**
 * The published stories of an edition among `ids`, in the order of `ids` (ids of other
 * editions, drafts and retracted stories are left out).
 */
export async function queryStoryRecords(db: Database, edition: Edition, ids: readonly number[], parts: StoryParts = ALL_STORY_PARTS): Promise<StoryRecord[]> {
  if (!ids.length) return [];
  const unique = [...new Set(ids)];
  const none = Promise.resolve([]);
  const [rows, byline, sectionRows, tagRows, entityRows] = await Promise.all([
    db
      .select({
        id: stories.id,
        slug: stories.slug,
        headline: stories.headline,
        subheadline: stories.subheadline,
        template: stories.template,
        access: stories.access,
        excerpt: stories.excerpt,
        summary: stories.summary,
        metadata: stories.metadata,
        heroImageS3Key: stories.heroImageS3Key,
        heroImageMetadata: stories.heroImageMetadata,
        heroImageCaption: stories.heroImageCaption,
        heroImageAttribution: stories.heroImageAttribution,
        firstPublishedAt: stories.firstPublishedAt,
        lastPublishedAt: stories.lastPublishedAt,
        publishedAt: stories.publishedAt,
        updatedAt: stories.updatedAt,
        authorName: stories.authorName,
        // Registered-only text never leaves the database on this public path.
        cards: parts.cards
          ? sql<StoryCard[]>`case when ${stories.access} = 'login' then '[]'::jsonb else ${stories.cards} end`
          : sql<StoryCard[]>`'[]'::jsonb`,
        alternative: stories.alternative,
        seo: stories.seo,
        sectionId: sections.id,
        sectionName: sections.displayName,
        sectionSlug: sections.slug,
      })
      .from(stories)
      .leftJoin(sections, eq(sections.id, stories.primarySectionId))
      .where(and(publishedIn(edition), inArray(stories.id, unique))),
    parts.authors
      ? db
          .select({ storyId: storyAuthors.storyId, ...authorColumns })
          .from(storyAuthors)
          .innerJoin(authors, eq(authors.id, storyAuthors.authorId))
          .where(inArray(storyAuthors.storyId, unique))
          .orderBy(asc(storyAuthors.position))
      : none,
    parts.sections
      ? db
          .select({ storyId: storySections.storyId, id: sections.id, name: sections.displayName, slug: sections.slug })
          .from(storySections)
          .innerJoin(sections, eq(sections.id, storySections.sectionId))
          .where(inArray(storySections.storyId, unique))
          .orderBy(asc(storySections.position))
      : none,
    parts.tags
      ? db
          .select({ storyId: storyTags.storyId, id: tags.id, name: tags.name, slug: tags.slug })
          .from(storyTags)
          .innerJoin(tags, eq(tags.id, storyTags.tagId))
          .where(inArray(storyTags.storyId, unique))
          .orderBy(asc(tags.id))
      : none,
    parts.entities
      ? db
          .select({ storyId: storyEntities.storyId, id: entities.id, name: entities.name, slug: entities.slug, type: entities.type })
          .from(storyEntities)
          .innerJoin(entities, eq(entities.id, storyEntities.entityId))
          .where(inArray(storyEntities.storyId, unique))
          .orderBy(asc(entities.id))
      : none,
  ]);
  const authorsOf = groupBy(byline);
  const sectionsOf = groupBy(sectionRows);
  const tagsOf = groupBy(tagRows);
  const entitiesOf = groupBy(entityRows);
  const strip = <T extends { storyId: number }>(list: T[] | undefined) => (list ?? []).map(({ storyId: _storyId, ...rest }) => rest);
  const byId = new Map(
    rows.map(({ sectionId, sectionName, sectionSlug, ...row }) => [
      row.id,
      {
        ...row,
        primarySection: sectionId !== null && sectionName !== null && sectionSlug !== null ? { id: sectionId, name: sectionName, slug: sectionSlug } : null,
        authors: strip(authorsOf.get(row.id)),
        sections: strip(sectionsOf.get(row.id)),
        tags: strip(tagsOf.get(row.id)),
        entities: strip(entitiesOf.get(row.id)),
      } satisfies StoryRecord,
    ]),
  );
  return ids.flatMap((id) => {
    const record = byId.get(id);
    return record ? [record] : [];
  });
}

export async function queryStoryIdBySlug(db: Database, edition: Edition, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: stories.id }).from(stories).where(and(publishedIn(edition), eq(stories.slug, slug))).limit(1);
  return row?.id ?? null;
}

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

/** The ids of an author's published stories in an edition, newest first. */
export async function queryAuthorStoryIds(db: Database, edition: Edition, authorId: number, window: PageWindow): Promise<IdPage> {
  const where = and(publishedIn(edition), inArray(stories.id, db.select({ id: storyAuthors.storyId }).from(storyAuthors).where(eq(storyAuthors.authorId, authorId))));
  const [rows, [{ n }]] = await Promise.all([
    db.select({ id: stories.id }).from(stories).where(where).orderBy(desc(stories.publishedAt), desc(stories.id)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(stories).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: n };
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
  const slugOf = new Map(sectionRows.map((row) => [row.id, row.slug]));
  const sectionPaths = new Map(
    sectionRows.map((row) => {
      const parent = row.parentId === null ? undefined : slugOf.get(row.parentId);
      return [row.slug, parent ? `/${encodeURIComponent(parent)}/${encodeURIComponent(row.slug)}` : `/${encodeURIComponent(row.slug)}`];
    }),
  );
  return { groups, items, sectionPaths };
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

export async function queryDistricts(db: Database) {
  return db
    .select({ name: districts.name, bnName: districts.bnName, division: districts.division, sehriOffset: districts.sehriOffset, iftarOffset: districts.iftarOffset })
    .from(districts)
    .orderBy(asc(districts.id));
}
