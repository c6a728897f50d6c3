/**
 * A story read back after a write, in the read API's shape plus its `status`. Unlike
 * lib/api/queries.ts this reads drafts and retracted stories too, and keeps the text of
 * registered-only stories: the answer goes only to the authenticated CMS that sent it.
 */
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { serialiseStory, type ApiStory } from '../api/serialise';
import type { StoryRecord } from '../api/queries';
import { authors, entities, sections, stories, storyAuthors, storyEntities, storySections, storyTags, tags } from '../db/schema';
import { inTurn, type Tx } from './db';
import type { StoryStatus } from './story-input';

export type IngestStory = ApiStory & { readonly status: StoryStatus; readonly brand: string; readonly lang: string };

export async function readStory(tx: Tx, id: number): Promise<IngestStory | null> {
  const [row] = await tx
    .select({ story: stories, sectionId: sections.id, sectionName: sections.displayName, sectionSlug: sections.slug })
    .from(stories)
    .leftJoin(sections, eq(sections.id, stories.primarySectionId))
    .where(eq(stories.id, id))
    .limit(1);
  if (!row) return null;
  const [byline, sectionRows, tagRows, entityRows] = await inTurn([
    tx
      .select({ id: authors.id, slug: authors.slug, name: authors.name, bio: authors.bio, role: authors.role, avatarS3Key: authors.avatarS3Key, avatarUrl: authors.avatarUrl, metadata: authors.metadata })
      .from(storyAuthors)
      .innerJoin(authors, eq(authors.id, storyAuthors.authorId))
      .where(eq(storyAuthors.storyId, id))
      .orderBy(asc(storyAuthors.position)),
    tx
      .select({ id: sections.id, name: sections.displayName, slug: sections.slug })
      .from(storySections)
      .innerJoin(sections, eq(sections.id, storySections.sectionId))
      .where(eq(storySections.storyId, id))
      .orderBy(asc(storySections.position)),
    tx.select({ id: tags.id, name: tags.name, slug: tags.slug }).from(storyTags).innerJoin(tags, eq(tags.id, storyTags.tagId)).where(eq(storyTags.storyId, id)).orderBy(asc(tags.id)),
    tx
      .select({ id: entities.id, name: entities.name, slug: entities.slug, type: entities.type })
      .from(storyEntities)
      .innerJoin(entities, eq(entities.id, storyEntities.entityId))
      .where(eq(storyEntities.storyId, id))
      .orderBy(asc(entities.id)),
  ]);
  const { story } = row;
  const record: StoryRecord = {
    ...story,
    primarySection: row.sectionId !== null && row.sectionName !== null && row.sectionSlug !== null ? { id: row.sectionId, name: row.sectionName, slug: row.sectionSlug } : null,
    authors: byline,
    sections: sectionRows,
    tags: tagRows,
    entities: entityRows,
  };
  const shape = serialiseStory(record, null) as ApiStory;
  return { ...shape, cards: story.cards, status: story.status, brand: story.brand, lang: story.lang };
}
