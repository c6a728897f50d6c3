/**
 * Stories as records, every part of them: what the public API serialises (published in the
 * edition, registered-only text left in the database) and what the ingest API reads back
 * after a write (any status, full text: the answer goes only to the authenticated CMS).
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Edition } from '../../brands/resolve-host';
import type { Database } from '../../db/client';
import { authors, entities, sections, stories, storyAuthors, storyEntities, storySections, storyTags, tags } from '../../db/schema';
import { authorColumns as authorCardColumns } from '../listing-queries';
import type { StoryCard } from '../story-types';
import { inEdition, publishedIn, publishedInScope, type StoryScope } from './predicates';
import { ALL_STORY_PARTS, type IdPage, type PageWindow, type StoryParts, type StoryRecord } from './shapes';

/** The database or one of its transactions. */
type Reader = Pick<Database, 'select'>;

/** Runs a record's part queries: together on the pool, one after another in a transaction (lib/ingest/db.ts, inTurn). */
type RunAll = <T extends readonly unknown[] | []>(queries: T) => Promise<{ -readonly [P in keyof T]: Awaited<T[P]> }>;

export const authorRecordColumns = { ...authorCardColumns, metadata: authors.metadata };

/** A record with what only the writer sees: its status and edition. */
export type WrittenStoryRecord = StoryRecord & { readonly status: 'published' | 'draft' | 'retracted'; readonly brand: string; readonly lang: string };

function groupBy<T extends { storyId: number }>(rows: readonly T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(row.storyId);
    if (list) list.push(row);
    else out.set(row.storyId, [row]);
  }
  return out;
}

async function readRecords(db: Reader, where: SQL | undefined, ids: readonly number[], parts: StoryParts, withGatedText: boolean, runAll: RunAll): Promise<WrittenStoryRecord[]> {
  if (!ids.length) return [];
  const unique = [...new Set(ids)];
  const none = Promise.resolve([]);
  const [rows, byline, sectionRows, tagRows, entityRows] = await runAll([
    db
      .select({
        id: stories.id,
        slug: stories.slug,
        externalId: stories.externalId,
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
        // Registered-only text never leaves the database on the public path.
        cards: !parts.cards
          ? sql<StoryCard[]>`'[]'::jsonb`
          : withGatedText
            ? stories.cards
            : sql<StoryCard[]>`case when ${stories.access} = 'login' then '[]'::jsonb else ${stories.cards} end`,
        alternative: stories.alternative,
        seo: stories.seo,
        status: stories.status,
        brand: stories.brand,
        lang: stories.lang,
        sectionId: sections.id,
        sectionName: sections.displayName,
        sectionSlug: sections.slug,
      })
      .from(stories)
      .leftJoin(sections, eq(sections.id, stories.primarySectionId))
      .where(and(where, inArray(stories.id, unique))),
    parts.authors
      ? db
          .select({ storyId: storyAuthors.storyId, ...authorRecordColumns })
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
      } satisfies WrittenStoryRecord,
    ]),
  );
  return ids.flatMap((id) => {
    const record = byId.get(id);
    return record ? [record] : [];
  });
}

const together: RunAll = (queries) => Promise.all(queries) as never;

/**
 * The published stories of an edition among `ids`, in the order of `ids` (ids of other
 * editions, drafts and retracted stories are left out), registered-only text left out.
 */
export async function queryStoryRecords(db: Database, edition: Edition, ids: readonly number[], parts: StoryParts = ALL_STORY_PARTS): Promise<StoryRecord[]> {
  return readRecords(db, publishedIn(edition), ids, parts, false, together);
}

/** As queryStoryRecords, in a scope of several brands: each record says its brand and language. */
export async function queryScopedStoryRecords(db: Database, scope: StoryScope, ids: readonly number[], parts: StoryParts = ALL_STORY_PARTS): Promise<WrittenStoryRecord[]> {
  return readRecords(db, publishedInScope(scope), ids, parts, false, together);
}

/**
 * A story as its writer reads it back, in any status and with its full text; `runAll` runs
 * the part queries (in a transaction, one after another).
 */
export async function queryWrittenStory(db: Reader, id: number, runAll: RunAll): Promise<WrittenStoryRecord | null> {
  const [record] = await readRecords(db, undefined, [id], ALL_STORY_PARTS, true, runAll);
  return record ?? null;
}

/**
 * A story of the edition in any status but retracted, with its full text: what a preview
 * link shows an editor (lib/api/preview.ts).
 */
export async function queryPreviewStoryRecord(db: Database, edition: Edition, id: number): Promise<WrittenStoryRecord | null> {
  const [record] = await readRecords(db, and(inEdition(edition), sql`${stories.status} <> 'retracted'`), [id], ALL_STORY_PARTS, true, together);
  return record ?? null;
}

/** The published story of the edition the newsroom system knows by `externalId`. */
export async function queryStoryIdByExternalId(db: Database, edition: Edition, externalId: string): Promise<number | null> {
  const [row] = await db.select({ id: stories.id }).from(stories).where(and(publishedIn(edition), eq(stories.externalId, externalId))).limit(1);
  return row?.id ?? null;
}

export async function queryStoryIdBySlug(db: Database, edition: Edition, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: stories.id }).from(stories).where(and(publishedIn(edition), eq(stories.slug, slug))).limit(1);
  return row?.id ?? null;
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
