/**
 * A story as its page shows it: by slug for readers, by id for preview links, and whether a
 * slug was retracted (the page answers 410). Plain reads; pages use the cached getters of
 * ../index.ts, previews ../preview.ts.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Edition } from '../../brands/resolve-host';
import type { Database } from '../../db/client';
import { authors, sections, stories, storyAuthors, storyTags, storyTranslations, tags } from '../../db/schema';
import { storyPath } from '../../routes/paths';
import { cardColumns, toCard } from './cards';
import { inEdition, isPublished, publishedIn, retractedIn } from './predicates';
import type { StoryPageData } from './shapes';

export async function queryStoryBySlug(db: Database, edition: Edition, slug: string): Promise<StoryPageData | null> {
  return queryStoryWhere(db, edition, and(publishedIn(edition), eq(stories.slug, slug)) as SQL, false);
}

/** A story published in the edition, by id: for the pictures it is shared with (/og/story/{id}-{ratio}.jpg). */
export async function queryPublishedStoryById(db: Database, edition: Edition, id: number): Promise<StoryPageData | null> {
  return queryStoryWhere(db, edition, and(publishedIn(edition), eq(stories.id, id)) as SQL, false);
}

/** Any story of the edition by id, published or not, with its full text: for preview links only. */
export async function queryStoryForPreview(db: Database, edition: Edition, id: number): Promise<StoryPageData | null> {
  return queryStoryWhere(db, edition, and(inEdition(edition), eq(stories.id, id)) as SQL, true);
}

/**
 * The text of a story published in the edition, registered-only text included: for the
 * registered-only text call (lib/comments/http.ts), which decides who may have it.
 */
export async function queryPublishedStoryText(db: Database, edition: Edition, id: number) {
  const [row] = await db
    .select({ id: stories.id, access: stories.access, template: stories.template, cards: stories.cards, metadata: stories.metadata, lastPublishedAt: stories.lastPublishedAt })
    .from(stories)
    .where(and(publishedIn(edition), eq(stories.id, id)))
    .limit(1);
  return row ? { id: row.id, access: row.access, template: row.template, cards: row.cards, isClosed: Boolean(row.metadata['is-closed']), lastPublishedAt: row.lastPublishedAt?.getTime() ?? 0 } : null;
}

/** True when a story with this slug existed and was retracted: the page answers 410. */
export async function queryIsRetracted(db: Database, edition: Edition, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: stories.id }).from(stories).where(and(retractedIn(edition), eq(stories.slug, slug))).limit(1);
  return Boolean(row);
}

async function queryStoryWhere(db: Database, edition: Edition, where: SQL, withGatedText: boolean): Promise<StoryPageData | null> {
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
    queryTranslationPath(db, row.id, edition),
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

/** The path of the same story in the other edition, when a translation exists and is published. */
async function queryTranslationPath(db: Database, storyId: number, edition: Edition): Promise<string | null> {
  const mine = edition.lang === 'bn' ? storyTranslations.bnStoryId : storyTranslations.enStoryId;
  const theirs = edition.lang === 'bn' ? storyTranslations.enStoryId : storyTranslations.bnStoryId;
  const [link] = await db.select({ id: theirs }).from(storyTranslations).where(eq(mine, storyId)).limit(1);
  if (!link) return null;
  const [row] = await db
    .select({ slug: stories.slug, sectionSlug: sections.slug })
    .from(stories)
    .leftJoin(sections, eq(sections.id, stories.primarySectionId))
    .where(and(eq(stories.id, link.id), isPublished()))
    .limit(1);
  return row ? storyPath(row.slug, row.sectionSlug) : null;
}
