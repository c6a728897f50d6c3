/**
 * Storage reads for listing pages: sections, collections, topics, authors, menus,
 * breaking news, static pages and redirects. Plain functions; pages use the cached
 * getters in ./index.ts.
 */
import { and, asc, count, desc, eq, exists, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { BrandKey, Lang } from '../brands/brands';
import type { Database } from '../db/client';
import { sectionPath, storyPath, topicPath } from '../routes/paths';
import {
  authors,
  breakingNews,
  collectionItems,
  collections,
  entities,
  menuGroups,
  menuItems,
  redirects,
  sections,
  staticPages,
  stories,
  storyAuthors,
  storyEntities,
  storySections,
  storyTags,
  tags,
  type CollectionLayout,
  type MenuItemType,
} from '../db/schema';
import { queryStoryCardPage, queryStoryCards } from './stories/cards';
import { publishedIn } from './stories/predicates';
import type { Page, StoryCardData } from './stories/shapes';

export type { Page } from './stories/shapes';

export interface SectionData {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly color: string;
  readonly parent: { readonly slug: string; readonly name: string } | null;
  readonly children: readonly { readonly slug: string; readonly name: string }[];
}

/** A section of the edition by its own slug, with its parent (if any) and children. */
export async function querySection(db: Database, brand: BrandKey, lang: Lang, slug: string): Promise<SectionData | null> {
  const [row] = await db
    .select()
    .from(sections)
    .where(and(eq(sections.brand, brand), eq(sections.lang, lang), eq(sections.slug, slug)))
    .limit(1);
  if (!row) return null;
  const parent = row.parentId ? (await db.select().from(sections).where(eq(sections.id, row.parentId)).limit(1))[0] : null;
  const children = await db.select({ slug: sections.slug, name: sections.displayName }).from(sections).where(eq(sections.parentId, row.id)).orderBy(asc(sections.position));
  return { id: row.id, slug: row.slug, name: row.displayName, color: row.color, parent: parent ? { slug: parent.slug, name: parent.displayName } : null, children };
}

/** The top-level sections of an edition in menu order: the section filter of the search page. */
export async function queryTopSections(db: Database, brand: BrandKey, lang: Lang): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: sections.id, name: sections.displayName })
    .from(sections)
    .where(and(eq(sections.brand, brand), eq(sections.lang, lang), isNull(sections.parentId)))
    .orderBy(asc(sections.position), asc(sections.id));
}

export async function queryStoriesInSection(db: Database, brand: BrandKey, lang: Lang, sectionId: number, limit: number, offset: number): Promise<Page<StoryCardData>> {
  const inSection = inArray(stories.id, db.select({ id: storySections.storyId }).from(storySections).where(eq(storySections.sectionId, sectionId)));
  return queryStoryCardPage(db, { brand, lang }, inSection, limit, offset);
}

export interface TopicData {
  readonly kind: 'tag' | 'entity';
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly type: string | null;
}

export async function queryTopic(db: Database, lang: Lang, slug: string): Promise<TopicData | null> {
  const [tag] = await db.select().from(tags).where(and(eq(tags.lang, lang), eq(tags.slug, slug))).limit(1);
  if (tag) return { kind: 'tag', id: tag.id, slug: tag.slug, name: tag.name, type: null };
  const [entity] = await db.select().from(entities).where(and(eq(entities.lang, lang), eq(entities.slug, slug))).limit(1);
  return entity ? { kind: 'entity', id: entity.id, slug: entity.slug, name: entity.name, type: entity.type } : null;
}

export async function queryStoriesForTopic(db: Database, brand: BrandKey, lang: Lang, topic: TopicData, limit: number, offset: number): Promise<Page<StoryCardData>> {
  const ids =
    topic.kind === 'tag'
      ? db.select({ id: storyTags.storyId }).from(storyTags).where(eq(storyTags.tagId, topic.id))
      : db.select({ id: storyEntities.storyId }).from(storyEntities).where(eq(storyEntities.entityId, topic.id));
  return queryStoryCardPage(db, { brand, lang }, inArray(stories.id, ids), limit, offset);
}

export interface AuthorData {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly bio: string;
  readonly role: string;
  readonly avatarS3Key: string | null;
  readonly avatarUrl: string | null;
}

export const authorColumns = {
  id: authors.id,
  slug: authors.slug,
  name: authors.name,
  bio: authors.bio,
  role: authors.role,
  avatarS3Key: authors.avatarS3Key,
  avatarUrl: authors.avatarUrl,
};

export async function queryAuthor(db: Database, lang: Lang, slug: string): Promise<AuthorData | null> {
  const [row] = await db.select(authorColumns).from(authors).where(and(eq(authors.lang, lang), eq(authors.slug, slug))).limit(1);
  return row ?? null;
}

export async function queryAuthorById(db: Database, id: number): Promise<AuthorData | null> {
  const [row] = await db.select(authorColumns).from(authors).where(eq(authors.id, id)).limit(1);
  return row ?? null;
}

export async function queryAuthors(db: Database, lang: Lang, limit: number, offset: number): Promise<Page<AuthorData>> {
  const [rows, [{ n }]] = await Promise.all([
    db.select(authorColumns).from(authors).where(eq(authors.lang, lang)).orderBy(asc(authors.name)).limit(limit).offset(offset),
    db.select({ n: count() }).from(authors).where(eq(authors.lang, lang)),
  ]);
  return { items: rows, total: n };
}

export async function queryStoriesByAuthor(db: Database, brand: BrandKey, lang: Lang, authorId: number, limit: number, offset: number): Promise<Page<StoryCardData>> {
  const ids = db.select({ id: storyAuthors.storyId }).from(storyAuthors).where(eq(storyAuthors.authorId, authorId));
  return queryStoryCardPage(db, { brand, lang }, inArray(stories.id, ids), limit, offset);
}

export type CollectionItem =
  | { readonly type: 'story'; readonly story: StoryCardData }
  | { readonly type: 'collection'; readonly collection: CollectionData; readonly layout: CollectionLayout };

export interface CollectionData {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly summary: string | null;
  readonly template: 'home' | 'section' | 'manual';
  /** Milliseconds since the epoch. */
  readonly updatedAt: number;
  readonly layout: CollectionLayout;
  /** The section page of a section's collection (its "more" link), else null. */
  readonly sectionPath: string | null;
  readonly items: readonly CollectionItem[];
  readonly total: number;
}

async function querySectionPath(db: Database, sectionId: number | null): Promise<string | null> {
  if (!sectionId) return null;
  const [row] = await db.select({ slug: sections.slug, parentId: sections.parentId }).from(sections).where(eq(sections.id, sectionId)).limit(1);
  if (!row) return null;
  if (!row.parentId) return sectionPath(row.slug);
  const [parent] = await db.select({ slug: sections.slug }).from(sections).where(eq(sections.id, row.parentId)).limit(1);
  return sectionPath(row.slug, parent?.slug);
}

/**
 * A collection with its items in order. Nested collections come with their own first
 * `nestedLimit` stories (one level deep: a nested collection's nested collections are left out).
 */
export async function queryCollection(
  db: Database,
  brand: BrandKey,
  lang: Lang,
  slug: string,
  options: { limit: number; offset: number; storiesOnly?: boolean; nestedLimit?: number; depth?: number },
): Promise<CollectionData | null> {
  const [collection] = await db
    .select()
    .from(collections)
    .where(and(eq(collections.brand, brand), eq(collections.lang, lang), eq(collections.slug, slug)))
    .limit(1);
  if (!collection) return null;
  return loadCollection(db, brand, lang, collection, options);
}

async function loadCollection(
  db: Database,
  brand: BrandKey,
  lang: Lang,
  collection: typeof collections.$inferSelect,
  options: { limit: number; offset: number; storiesOnly?: boolean; nestedLimit?: number; depth?: number },
): Promise<CollectionData> {
  const depth = options.depth ?? 1;
  const visible = and(
    eq(collectionItems.collectionId, collection.id),
    options.storiesOnly || depth <= 0 ? eq(collectionItems.itemType, 'story') : undefined,
    // Items whose story is unpublished or of another edition are skipped. EXISTS, looked up by
    // the item's story id: `story_id in (select id …)` under this OR cannot become a join, so
    // PostgreSQL read every published story id of the edition for each collection (50,000 at
    // 100,000 stories; npm run bench:scale).
    or(isNull(collectionItems.storyId), exists(db.select({ one: sql`1` }).from(stories).where(and(eq(stories.id, collectionItems.storyId), publishedIn({ brand, lang }))))),
  );
  const [items, [{ n }], sectionPath] = await Promise.all([
    db.select().from(collectionItems).where(visible).orderBy(asc(collectionItems.position)).limit(options.limit).offset(options.offset),
    db.select({ n: count() }).from(collectionItems).where(visible),
    querySectionPath(db, collection.sectionId),
  ]);
  const byId = await queryStoryCards(db, { brand, lang }, items.flatMap((item) => (item.storyId ? [item.storyId] : [])));
  const childIds = items.flatMap((item) => (item.childCollectionId ? [item.childCollectionId] : []));
  const children = childIds.length ? await db.select().from(collections).where(and(inArray(collections.id, childIds), ne(collections.id, collection.id))) : [];
  const loadedChildren = new Map(
    await Promise.all(
      children.map(async (child) => [child.id, await loadCollection(db, brand, lang, child, { limit: options.nestedLimit ?? 8, offset: 0, depth: depth - 1 })] as const),
    ),
  );
  const out: CollectionItem[] = [];
  for (const item of items) {
    const story = item.storyId ? byId.get(item.storyId) : undefined;
    if (story) out.push({ type: 'story', story });
    const child = item.childCollectionId ? loadedChildren.get(item.childCollectionId) : undefined;
    if (child) out.push({ type: 'collection', collection: child, layout: { ...child.layout, ...item.associatedMetadata } });
  }
  return {
    id: collection.id,
    slug: collection.slug,
    name: collection.name,
    summary: collection.summary,
    template: collection.template,
    updatedAt: collection.updatedAt.getTime(),
    layout: collection.associatedMetadata,
    sectionPath,
    items: out,
    total: n,
  };
}

export interface MenuItemData {
  readonly id: number;
  readonly title: string;
  readonly type: MenuItemType;
  /** Where the item links, or null for a placeholder (plain text). */
  readonly href: string | null;
  readonly external: boolean;
  readonly children: readonly MenuItemData[];
}

/** The link of a menu item (docs/product.md, "Footer", footer rules): sections, topics, links, placeholders. */
export function menuItemHref(item: { itemType: MenuItemType; url: string | null; sectionSlug: string | null; tagSlug: string | null; entitySlug: string | null }): { href: string | null; external: boolean } {
  switch (item.itemType) {
    case 'section':
      return { href: item.sectionSlug ? sectionPath(item.sectionSlug) : null, external: false };
    case 'tag':
      return { href: item.tagSlug ? topicPath(item.tagSlug) : null, external: false };
    case 'entity':
      return { href: item.entitySlug ? topicPath(item.entitySlug) : null, external: false };
    case 'link':
      if (!item.url) return { href: null, external: false };
      return { href: item.url, external: /^https?:\/\//i.test(item.url) };
    default:
      return { href: null, external: false };
  }
}

export async function queryMenu(db: Database, brand: BrandKey, lang: Lang, groupSlug: string): Promise<MenuItemData[]> {
  const rows = await db
    .select({ item: menuItems })
    .from(menuItems)
    .innerJoin(menuGroups, eq(menuGroups.id, menuItems.menuGroupId))
    .where(and(eq(menuGroups.brand, brand), eq(menuGroups.lang, lang), eq(menuGroups.slug, groupSlug)))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
  const build = (parentId: number | null): MenuItemData[] =>
    rows
      .filter(({ item }) => item.parentId === parentId)
      .map(({ item }) => ({ id: item.id, title: item.title, type: item.itemType, ...menuItemHref(item), children: build(item.id) }));
  return build(null);
}

export interface BreakingNewsItem {
  readonly id: number;
  readonly headline: string;
  readonly path: string | null;
}

export async function queryBreakingNews(db: Database, brand: BrandKey, lang: Lang): Promise<BreakingNewsItem[]> {
  const rows = await db
    .select({ id: breakingNews.id, headline: breakingNews.headline, slug: breakingNews.linkedStorySlug })
    .from(breakingNews)
    .where(and(eq(breakingNews.brand, brand), eq(breakingNews.lang, lang), or(isNull(breakingNews.expiresAt), sql`${breakingNews.expiresAt} > now()`)))
    .orderBy(asc(breakingNews.position), desc(breakingNews.createdAt))
    .limit(10);
  return rows.map((row) => ({ id: row.id, headline: row.headline, path: row.slug ? storyPath(row.slug) : null }));
}

export async function queryStaticPage(db: Database, brand: BrandKey, lang: Lang, slug: string) {
  const [row] = await db
    .select({ slug: staticPages.slug, title: staticPages.title, body: staticPages.body, updatedAt: staticPages.updatedAt })
    .from(staticPages)
    .where(and(eq(staticPages.brand, brand), eq(staticPages.lang, lang), eq(staticPages.slug, slug)))
    .limit(1);
  return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
}

export async function queryRedirect(db: Database, brand: BrandKey, lang: Lang, path: string): Promise<string | null> {
  const [row] = await db
    .select({ target: redirects.targetPath })
    .from(redirects)
    .where(and(eq(redirects.brand, brand), eq(redirects.lang, lang), eq(redirects.sourcePath, path)))
    .limit(1);
  return row?.target ?? null;
}
