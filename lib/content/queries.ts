/**
 * Storage reads for content, free of caching so they can be tested against both
 * databases. Pages reach them only through the cached getters in ./index.ts.
 */
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { BrandKey, Lang } from '../brands/brands';
import type { Database } from '../db/client';
import { authors, sections, stories, storyAuthors, storyTags, storyTranslations, tags } from '../db/schema';
import type { StoryCard, StoryTemplate } from './story-types';

export interface StoryCardData {
  readonly id: number;
  readonly slug: string;
  readonly path: string;
  readonly headline: string;
  readonly excerpt: string;
  readonly template: StoryTemplate;
  readonly access: 'public' | 'login';
  readonly heroImageS3Key: string | null;
  readonly heroImageAlt: string;
  readonly sectionName: string | null;
  readonly authorName: string | null;
  readonly publishedAt: string;
}

export interface StoryAuthor {
  readonly slug: string;
  readonly name: string;
  readonly role: string;
  readonly avatarS3Key: string | null;
}

export interface StoryPageData extends StoryCardData {
  readonly subheadline: string | null;
  readonly summary: string | null;
  readonly heroImageCaption: string | null;
  readonly heroImageAttribution: string | null;
  readonly heroImageWidth: number;
  readonly heroImageHeight: number;
  readonly sectionSlug: string | null;
  readonly sectionId: number | null;
  readonly tags: readonly { readonly name: string; readonly slug: string }[];
  readonly authors: readonly StoryAuthor[];
  /** Empty for `access: login` stories: their text never reaches the cached public page. */
  readonly cards: readonly StoryCard[];
  readonly isClosed: boolean;
  readonly lastPublishedAt: string;
  readonly translationPath: string | null;
  readonly metaTitle: string;
  readonly metaDescription: string;
}

export const cardColumns = {
  id: stories.id,
  slug: stories.slug,
  headline: stories.headline,
  excerpt: stories.excerpt,
  template: stories.template,
  access: stories.access,
  heroImageS3Key: stories.heroImageS3Key,
  heroImageMetadata: stories.heroImageMetadata,
  authorName: stories.authorName,
  publishedAt: stories.publishedAt,
  sectionName: sections.displayName,
  sectionSlug: sections.slug,
};

export type CardRow = {
  id: number;
  slug: string;
  headline: string;
  excerpt: string;
  template: StoryTemplate;
  access: 'public' | 'login';
  heroImageS3Key: string | null;
  heroImageMetadata: { alt: string } | null;
  authorName: string | null;
  publishedAt: Date | null;
  sectionName: string | null;
  sectionSlug: string | null;
};

export function storyPath(sectionSlug: string | null, slug: string): string {
  return sectionSlug ? `/${encodeURIComponent(sectionSlug)}/${encodeURIComponent(slug)}` : `/${encodeURIComponent(slug)}`;
}

export function toCard(row: CardRow): StoryCardData {
  return {
    id: row.id,
    slug: row.slug,
    path: storyPath(row.sectionSlug, row.slug),
    headline: row.headline,
    excerpt: row.excerpt,
    template: row.template,
    access: row.access,
    heroImageS3Key: row.heroImageS3Key,
    heroImageAlt: row.heroImageMetadata?.alt ?? '',
    sectionName: row.sectionName,
    authorName: row.authorName,
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
  };
}

const published = (brand: BrandKey, lang: Lang) =>
  and(eq(stories.brand, brand), eq(stories.lang, lang), eq(stories.status, 'published'));

export async function queryLatestStories(db: Database, brand: BrandKey, lang: Lang, limit: number, offset = 0): Promise<StoryCardData[]> {
  const rows = await db
    .select(cardColumns)
    .from(stories)
    .leftJoin(sections, eq(sections.id, stories.primarySectionId))
    .where(published(brand, lang))
    .orderBy(desc(stories.publishedAt), desc(stories.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toCard);
}

export async function queryStoryBySlug(db: Database, brand: BrandKey, lang: Lang, slug: string): Promise<StoryPageData | null> {
  return queryStoryWhere(db, lang, and(published(brand, lang), eq(stories.slug, slug)), false);
}

/** Any story of the edition by id, published or not, with its full text: for preview links only. */
export async function queryStoryForPreview(db: Database, brand: BrandKey, lang: Lang, id: number): Promise<StoryPageData | null> {
  return queryStoryWhere(db, lang, and(eq(stories.brand, brand), eq(stories.lang, lang), eq(stories.id, id)), true);
}

async function queryStoryWhere(db: Database, lang: Lang, where: ReturnType<typeof and>, withGatedText: boolean): Promise<StoryPageData | null> {
  const [row] = await db
    .select({
      ...cardColumns,
      subheadline: stories.subheadline,
      summary: stories.summary,
      heroImageCaption: stories.heroImageCaption,
      heroImageAttribution: stories.heroImageAttribution,
      cards: stories.cards,
      metadata: stories.metadata,
      lastPublishedAt: stories.lastPublishedAt,
      seo: stories.seo,
      sectionId: stories.primarySectionId,
    })
    .from(stories)
    .leftJoin(sections, eq(sections.id, stories.primarySectionId))
    .where(where)
    .limit(1);
  if (!row) return null;

  const [byline, translation, storyTagRows] = await Promise.all([
    db
      .select({ slug: authors.slug, name: authors.name, role: authors.role, avatarS3Key: authors.avatarS3Key })
      .from(storyAuthors)
      .innerJoin(authors, eq(authors.id, storyAuthors.authorId))
      .where(eq(storyAuthors.storyId, row.id))
      .orderBy(asc(storyAuthors.position)),
    queryTranslationPath(db, row.id, lang),
    db.select({ name: tags.name, slug: tags.slug }).from(storyTags).innerJoin(tags, eq(tags.id, storyTags.tagId)).where(eq(storyTags.storyId, row.id)).orderBy(asc(tags.name)),
  ]);

  const card = toCard(row);
  return {
    ...card,
    subheadline: row.subheadline,
    summary: row.summary,
    heroImageCaption: row.heroImageCaption,
    heroImageAttribution: row.heroImageAttribution,
    heroImageWidth: row.heroImageMetadata && 'width' in row.heroImageMetadata ? Number(row.heroImageMetadata.width) : 1200,
    heroImageHeight: row.heroImageMetadata && 'height' in row.heroImageMetadata ? Number(row.heroImageMetadata.height) : 675,
    sectionSlug: row.sectionSlug,
    sectionId: row.sectionId,
    tags: storyTagRows,
    authors: byline,
    cards: row.access === 'login' && !withGatedText ? [] : row.cards,
    isClosed: Boolean(row.metadata['is-closed']),
    lastPublishedAt: (row.lastPublishedAt ?? row.publishedAt ?? new Date(0)).toISOString(),
    translationPath: translation,
    metaTitle: row.seo['meta-title'] ?? row.headline,
    metaDescription: row.seo['meta-description'] ?? row.excerpt,
  };
}

/** Up to `limit` other stories of the same section, newest first (docs/product.md, "Business constants": 8 related stories, the current one excluded). */
export async function queryRelatedStories(db: Database, brand: BrandKey, lang: Lang, storyId: number, sectionId: number | null, limit: number): Promise<StoryCardData[]> {
  const rows = await db
    .select(cardColumns)
    .from(stories)
    .leftJoin(sections, eq(sections.id, stories.primarySectionId))
    .where(and(published(brand, lang), ne(stories.id, storyId), sectionId ? eq(stories.primarySectionId, sectionId) : undefined))
    .orderBy(desc(stories.publishedAt), desc(stories.id))
    .limit(limit);
  return rows.map(toCard);
}

/** The path of the same story in the other edition, when a translation exists. */
async function queryTranslationPath(db: Database, storyId: number, lang: Lang): Promise<string | null> {
  const mine = lang === 'bn' ? storyTranslations.bnStoryId : storyTranslations.enStoryId;
  const theirs = lang === 'bn' ? storyTranslations.enStoryId : storyTranslations.bnStoryId;
  const [link] = await db.select({ id: theirs }).from(storyTranslations).where(eq(mine, storyId)).limit(1);
  if (!link) return null;
  const [row] = await db
    .select({ slug: stories.slug, sectionSlug: sections.slug })
    .from(stories)
    .leftJoin(sections, eq(sections.id, stories.primarySectionId))
    .where(and(inArray(stories.id, [link.id]), eq(stories.status, 'published')))
    .limit(1);
  return row ? storyPath(row.sectionSlug, row.slug) : null;
}

export async function queryDatabaseHealth(db: Database): Promise<void> {
  await db.execute('select 1');
}
