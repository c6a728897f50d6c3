/**
 * Story writes of the ingest API: upsert (one transaction: the row, its section, author,
 * tag and entity links, and `author_name`) and delete (a story that was ever published
 * is retracted, so its URL answers 410; a never-published draft is removed).
 * Each returns what was written and exactly the cache tags it touched.
 */
import 'server-only';
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Edition } from '../brands/resolve-host';
import { pagePathKey } from '../cache/surrogate';
import { tags as cacheTags } from '../cache/tags';
import { slugify } from '../content/slug';
import { indexStories } from '../search/store';
import type { Database } from '../db/client';
import { sectionPath, storyPath } from '../routes/paths';
import {
  authors,
  collectionItems,
  collections,
  entities,
  sections,
  staticPages,
  stories,
  storyAuthors,
  storyEntities,
  storySections,
  storyTags,
  storyTranslations,
  tags,
} from '../db/schema';
import { inTurn, unique, type IngestWrite, type Tx } from './db';
import { conflict, invalidBody, notFound } from './errors';
import { parseStoryInput, type StoryInput, type StoryStatus, type TagInput } from './story-input';
import { readStory, type IngestStory } from './story-record';
import { edition as editionOf, record, sameEdition, type Ref } from './validate';

/** How the URL names a story: its id, or its slug within the edition the body names. */
export type StoryKey = { readonly id: number } | { readonly slug: string };

/**
 * First path segments the site's own pages use: a story there would be unreachable at
 * /{slug} or would hide the page.
 */
export const RESERVED_SLUGS = [
  'api', 'media', 'brands', 'fonts', '_next', 'collection', 'topic', 'author', 'authors', 'search', 'profile', 'change-password',
  'my-comments', 'saved', 'sign-in', 'sign-up', 'forgot-password', 'reset-password', 'notifications', 'for-you', 'preview',
  'route-data.json', 'front-end', 'p', 'poll-counter', 'catalog', 'submit', 'favicon.ico', 'robots.txt', 'sitemap.xml', 'sitemaps', 'feed.xml', 'feeds', 'manifest.webmanifest', 'icons', 'og', 'ads.txt',
];

type StoryRow = typeof stories.$inferSelect;

interface SectionLink {
  readonly id: number;
  readonly slug: string;
  readonly parentId: number | null;
}

/** What a story links to, before or after a write: the inputs of its cache tags. */
interface StoryState {
  readonly slug: string;
  readonly status: StoryStatus;
  readonly primarySectionId: number | null;
  readonly sectionIds: readonly number[];
  readonly authors: readonly { id: number; name: string }[];
  readonly topicSlugs: readonly string[];
}

async function lockStory(tx: Tx, where: SQL | undefined): Promise<StoryRow | null> {
  const [row] = await tx.select().from(stories).where(where).limit(1).for('update');
  return row ?? null;
}

async function stateOf(tx: Tx, story: StoryRow): Promise<StoryState> {
  const [sectionRows, authorRows, tagRows, entityRows] = await inTurn([
    tx.select({ id: storySections.sectionId }).from(storySections).where(eq(storySections.storyId, story.id)).orderBy(asc(storySections.position)),
    tx.select({ id: authors.id, name: authors.name }).from(storyAuthors).innerJoin(authors, eq(authors.id, storyAuthors.authorId)).where(eq(storyAuthors.storyId, story.id)).orderBy(asc(storyAuthors.position)),
    tx.select({ slug: tags.slug }).from(storyTags).innerJoin(tags, eq(tags.id, storyTags.tagId)).where(eq(storyTags.storyId, story.id)),
    tx.select({ slug: entities.slug }).from(storyEntities).innerJoin(entities, eq(entities.id, storyEntities.entityId)).where(eq(storyEntities.storyId, story.id)),
  ]);
  return {
    slug: story.slug,
    status: story.status,
    primarySectionId: story.primarySectionId,
    sectionIds: sectionRows.map((row) => row.id),
    authors: authorRows,
    topicSlugs: [...tagRows, ...entityRows].map((row) => row.slug),
  };
}

function refWhere(ref: Ref, columns: { id: typeof sections.id; slug: typeof sections.slug }): SQL {
  return 'id' in ref ? eq(columns.id, ref.id) : eq(columns.slug, ref.slug);
}

function refLabel(ref: Ref): string {
  return 'id' in ref ? `id ${ref.id}` : `slug "${ref.slug}"`;
}

function noDuplicates(ids: readonly number[], path: string): void {
  const seen = new Set<number>();
  for (const [index, id] of ids.entries()) {
    if (seen.has(id)) throw invalidBody(`${path}[${index}]`, `${path}[${index}] names the same row as an earlier item.`);
    seen.add(id);
  }
}

/** The named sections of the edition, in order, followed by the parents of sub-sections not named (so parent pages list them). */
async function resolveSections(tx: Tx, edition: Edition, refs: readonly Ref[]): Promise<SectionLink[]> {
  const found: SectionLink[] = [];
  for (const [index, ref] of refs.entries()) {
    const [row] = await tx
      .select({ id: sections.id, slug: sections.slug, parentId: sections.parentId })
      .from(sections)
      .where(and(eq(sections.brand, edition.brand), eq(sections.lang, edition.lang), refWhere(ref, sections)))
      .limit(1);
    if (!row) throw invalidBody(`sections[${index}]`, `sections[${index}] names no section of ${edition.brand}/${edition.lang} (${refLabel(ref)}).`);
    found.push(row);
  }
  noDuplicates(found.map((row) => row.id), 'sections');
  const named = new Set(found.map((row) => row.id));
  const parentIds = unique(found.flatMap((row) => (row.parentId !== null && !named.has(row.parentId) ? [row.parentId] : [])));
  const parents = parentIds.length ? await tx.select({ id: sections.id, slug: sections.slug, parentId: sections.parentId }).from(sections).where(inArray(sections.id, parentIds)) : [];
  return [...found, ...parentIds.flatMap((id) => parents.filter((row) => row.id === id))];
}

async function resolveAuthors(tx: Tx, lang: string, refs: readonly Ref[]): Promise<{ id: number; name: string }[]> {
  const found = [];
  for (const [index, ref] of refs.entries()) {
    const [row] = await tx
      .select({ id: authors.id, name: authors.name })
      .from(authors)
      .where(and(eq(authors.lang, lang), 'id' in ref ? eq(authors.id, ref.id) : eq(authors.slug, ref.slug)))
      .limit(1);
    if (!row) throw invalidBody(`authors[${index}]`, `authors[${index}] names no author of language ${lang} (${refLabel(ref)}).`);
    found.push(row);
  }
  noDuplicates(found.map((row) => row.id), 'authors');
  return found;
}

async function resolveEntities(tx: Tx, lang: string, refs: readonly Ref[]): Promise<{ id: number; slug: string }[]> {
  const found = [];
  for (const [index, ref] of refs.entries()) {
    const [row] = await tx
      .select({ id: entities.id, slug: entities.slug })
      .from(entities)
      .where(and(eq(entities.lang, lang), 'id' in ref ? eq(entities.id, ref.id) : eq(entities.slug, ref.slug)))
      .limit(1);
    if (!row) throw invalidBody(`linked-entities[${index}]`, `linked-entities[${index}] names no entity of language ${lang} (${refLabel(ref)}).`);
    found.push(row);
  }
  noDuplicates(found.map((row) => row.id), 'linked-entities');
  return found;
}

/** Tags are per language and created on first use; an existing tag keeps its name. */
async function upsertTags(tx: Tx, lang: string, inputs: readonly TagInput[]): Promise<{ id: number; slug: string }[]> {
  const wanted = inputs.map((input, index) => {
    const tagSlug = input.slug ?? slugify(input.name);
    if (!tagSlug) throw invalidBody(`tags[${index}].name`, `tags[${index}].name gives no usable slug; send tags[${index}].slug.`);
    return { lang, slug: tagSlug, name: input.name };
  });
  const slugs = unique(wanted.map((tag) => tag.slug));
  if (!slugs.length) return [];
  await tx.insert(tags).values(slugs.map((tagSlug) => wanted.find((tag) => tag.slug === tagSlug)!)).onConflictDoNothing();
  return tx.select({ id: tags.id, slug: tags.slug }).from(tags).where(and(eq(tags.lang, lang), inArray(tags.slug, slugs)));
}

async function checkSlugIsFree(tx: Tx, edition: Edition, slug: string, storyId: number | null): Promise<void> {
  if (RESERVED_SLUGS.includes(slug)) throw invalidBody('slug', `slug "${slug}" is the name of one of the site's own pages.`);
  const [[story], [section], [page]] = await inTurn([
    tx.select({ id: stories.id }).from(stories).where(and(eq(stories.brand, edition.brand), eq(stories.lang, edition.lang), eq(stories.slug, slug))).limit(1),
    tx.select({ id: sections.id }).from(sections).where(and(eq(sections.brand, edition.brand), eq(sections.lang, edition.lang), eq(sections.slug, slug))).limit(1),
    tx.select({ id: staticPages.id }).from(staticPages).where(and(eq(staticPages.brand, edition.brand), eq(staticPages.lang, edition.lang), eq(staticPages.slug, slug))).limit(1),
  ]);
  if (story && story.id !== storyId) throw conflict(`slug "${slug}" is taken by story ${story.id} of this edition.`, 'slug');
  if (section) throw conflict(`slug "${slug}" is the slug of a section of this edition.`, 'slug');
  if (page) throw conflict(`slug "${slug}" is the slug of a static page of this edition.`, 'slug');
}

async function checkExternalIdIsFree(tx: Tx, edition: Edition, externalId: string, storyId: number | null): Promise<void> {
  const [story] = await tx
    .select({ id: stories.id })
    .from(stories)
    .where(and(eq(stories.brand, edition.brand), eq(stories.lang, edition.lang), eq(stories.externalId, externalId)))
    .limit(1);
  if (story && story.id !== storyId) throw conflict(`external-id "${externalId.slice(0, 40)}" is taken by story ${story.id} of this edition.`, 'external-id');
}

/** The slug and page path (/{slug} or /{parent}/{child}, percent-encoded) of each section. */
async function sectionPages(tx: Tx, ids: readonly number[]): Promise<Map<number, { slug: string; path: string }>> {
  if (!ids.length) return new Map();
  const rows = await tx.select({ id: sections.id, slug: sections.slug, parentId: sections.parentId }).from(sections).where(inArray(sections.id, [...ids]));
  const parentIds = unique(rows.flatMap((row) => (row.parentId === null ? [] : [row.parentId])));
  const parents = parentIds.length ? await tx.select({ id: sections.id, slug: sections.slug }).from(sections).where(inArray(sections.id, parentIds)) : [];
  const parentSlug = new Map(parents.map((row) => [row.id, row.slug]));
  return new Map(
    rows.map((row) => {
      const path = sectionPath(row.slug, row.parentId === null ? null : parentSlug.get(row.parentId));
      return [row.id, { slug: row.slug, path }];
    }),
  );
}

/**
 * The tags and page paths a story write touched, from its state before and after.
 * A story nobody could read before or after (a draft staying a draft) touches only its
 * own tags and slug tags (the slug decides between 404 and 410). Otherwise: the edition's
 * `latest` listings, every section, collection, topic and author page it was or is on,
 * and its translation's page when its path or status changed (that page links to it).
 */
async function touched(tx: Tx, edition: Edition, id: number, before: StoryState | null, after: StoryState | null): Promise<{ tags: string[]; purgeKeys: string[] }> {
  const { brand, lang } = edition;
  const states = [before, after].filter((state): state is StoryState => state !== null);
  const slugs = unique(states.map((state) => state.slug));
  const out = [cacheTags.story(id), ...slugs.map((slug) => cacheTags.storySlug(brand, lang, slug))];
  const sectionIds = unique(states.flatMap((state) => [...state.sectionIds, ...(state.primarySectionId === null ? [] : [state.primarySectionId])]));
  const pages = await sectionPages(tx, sectionIds);
  const primarySlug = (state: StoryState) => (state.primarySectionId === null ? null : (pages.get(state.primarySectionId)?.slug ?? null));
  const storyPaths = unique(states.flatMap((state) => [storyPath(state.slug, primarySlug(state)), storyPath(state.slug)]));

  if (!states.some((state) => state.status === 'published')) {
    return { tags: out, purgeKeys: storyPaths.map((path) => pagePathKey(brand, lang, path)) };
  }

  const [containing, translations] = await inTurn([
    tx
      .selectDistinct({ slug: collections.slug })
      .from(collectionItems)
      .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
      .where(eq(collectionItems.storyId, id))
      .orderBy(asc(collections.slug)),
    tx.select().from(storyTranslations).where(or(eq(storyTranslations.bnStoryId, id), eq(storyTranslations.enStoryId, id))),
  ]);
  const moved = !before || !after || before.slug !== after.slug || before.primarySectionId !== after.primarySectionId || before.status !== after.status;
  const counterparts = moved ? translations.map((link) => (link.bnStoryId === id ? link.enStoryId : link.bnStoryId)) : [];
  out.push(
    cacheTags.latest(brand, lang),
    ...sectionIds.map((sectionId) => cacheTags.section(sectionId)),
    ...containing.map((collection) => cacheTags.collection(brand, lang, collection.slug)),
    ...unique(states.flatMap((state) => state.topicSlugs)).map((slug) => cacheTags.topic(lang, slug)),
    ...unique(states.flatMap((state) => state.authors.map((author) => author.id))).map((authorId) => cacheTags.author(authorId)),
    ...counterparts.map((storyId) => cacheTags.story(storyId)),
  );
  const pagePaths = unique([...storyPaths, ...sectionIds.flatMap((sectionId) => pages.get(sectionId)?.path ?? []), '/']);
  return { tags: unique(out), purgeKeys: pagePaths.map((path) => pagePathKey(brand, lang, path)) };
}

function keep<T>(given: T | undefined, stored: T): T {
  return given === undefined ? stored : given;
}

/** The stored values of a story after applying `input` to `found` (or to nothing, for a new story). */
function storyValues(input: StoryInput, found: StoryRow | null, now: Date) {
  const status = input.status ?? found?.status ?? 'published';
  const wasPublished = found?.status === 'published';
  const publishedAt = input.publishedAt ?? found?.publishedAt ?? (status === 'published' ? now : null);
  const firstPublishedAt = input.firstPublishedAt ?? found?.firstPublishedAt ?? (status === 'published' ? publishedAt : null);
  // An edit to a live story is a republication; a first publication is its own last one.
  const lastPublishedAt = input.lastPublishedAt ?? (status === 'published' ? (wasPublished ? now : publishedAt) : (found?.lastPublishedAt ?? null));
  const metadata = {
    ...(found?.metadata ?? {}),
    ...(input.isClosed !== undefined ? { 'is-closed': input.isClosed } : {}),
    ...(input.storyAttributes !== undefined ? { 'story-attributes': input.storyAttributes } : {}),
  };
  return {
    status,
    headline: input.headline ?? found?.headline,
    externalId: keep(input.externalId, found?.externalId ?? null),
    subheadline: keep(input.subheadline, found?.subheadline ?? null),
    template: input.template ?? found?.template ?? 'text',
    access: input.access ?? found?.access ?? 'public',
    excerpt: input.excerpt ?? found?.excerpt ?? '',
    summary: keep(input.summary, found?.summary ?? null),
    metadata,
    heroImageS3Key: keep(input.heroImageS3Key, found?.heroImageS3Key ?? null),
    heroImageMetadata: keep(input.heroImageMetadata, found?.heroImageMetadata ?? null),
    heroImageCaption: keep(input.heroImageCaption, found?.heroImageCaption ?? null),
    heroImageAttribution: keep(input.heroImageAttribution, found?.heroImageAttribution ?? null),
    cards: input.cards ? [...input.cards] : (found?.cards ?? []),
    alternative: input.alternative ?? found?.alternative ?? {},
    seo: input.seo ?? found?.seo ?? {},
    firstPublishedAt,
    lastPublishedAt,
    publishedAt,
    updatedAt: now,
  };
}

async function replaceLinks(tx: Tx, id: number, links: { sections?: SectionLink[]; authors?: { id: number }[]; tags?: { id: number }[]; entities?: { id: number }[] }): Promise<void> {
  if (links.sections) {
    await tx.delete(storySections).where(eq(storySections.storyId, id));
    if (links.sections.length) await tx.insert(storySections).values(links.sections.map((section, position) => ({ storyId: id, sectionId: section.id, position })));
  }
  if (links.authors) {
    await tx.delete(storyAuthors).where(eq(storyAuthors.storyId, id));
    if (links.authors.length) await tx.insert(storyAuthors).values(links.authors.map((author, position) => ({ storyId: id, authorId: author.id, position })));
  }
  if (links.tags) {
    await tx.delete(storyTags).where(eq(storyTags.storyId, id));
    if (links.tags.length) await tx.insert(storyTags).values(links.tags.map((tag) => ({ storyId: id, tagId: tag.id })));
  }
  if (links.entities) {
    await tx.delete(storyEntities).where(eq(storyEntities.storyId, id));
    if (links.entities.length) await tx.insert(storyEntities).values(links.entities.map((entity) => ({ storyId: id, entityId: entity.id })));
  }
}

/**
 * Creates or updates a story from a read-API-shaped body (lib/ingest/story-input.ts).
 * By id: the story must exist. By slug: the story of that slug in the body's edition
 * (`brand`, `lang`) is updated, or created when there is none; a `slug` in the body renames it.
 */
export async function upsertStory(db: Database, key: StoryKey, body: unknown, now = new Date()): Promise<IngestWrite<IngestStory>> {
  const input = parseStoryInput(body);
  const fields = record(body, '');
  if ('id' in key && fields.id !== undefined && fields.id !== key.id) throw invalidBody('id', `id ${String(fields.id).slice(0, 20)} does not match the id ${key.id} of the URL.`);

  return db.transaction(async (tx) => {
    let found: StoryRow | null;
    let edition: Edition;
    if ('id' in key) {
      found = await lockStory(tx, eq(stories.id, key.id));
      if (!found) throw notFound(`No story with id ${key.id}.`);
      edition = sameEdition(fields, found);
    } else {
      edition = editionOf(fields);
      found = await lockStory(tx, and(eq(stories.brand, edition.brand), eq(stories.lang, edition.lang), eq(stories.slug, key.slug)));
    }
    const before = found ? await stateOf(tx, found) : null;
    const slug = input.slug ?? found?.slug ?? (key as { slug: string }).slug;
    if (slug !== found?.slug) await checkSlugIsFree(tx, edition, slug, found?.id ?? null);
    if (input.externalId && input.externalId !== found?.externalId) await checkExternalIdIsFree(tx, edition, input.externalId, found?.id ?? null);

    const [sectionLinks, authorLinks, entityLinks, tagLinks] = [
      input.sections && (await resolveSections(tx, edition, input.sections)),
      input.authors && (await resolveAuthors(tx, edition.lang, input.authors)),
      input.entities && (await resolveEntities(tx, edition.lang, input.entities)),
      input.tags && (await upsertTags(tx, edition.lang, input.tags)),
    ];

    const values = storyValues(input, found, now);
    if (!values.headline) throw invalidBody('headline', 'headline is required for a new story.');
    const byline = authorLinks ?? before?.authors ?? [];
    // author_name mirrors the byline; a story without linked authors may name one itself.
    const authorName = byline.length ? byline.map((author) => author.name).join(', ') : keep(input.authorName, before?.authors.length ? null : (found?.authorName ?? null));
    const primarySectionId = sectionLinks ? (sectionLinks[0]?.id ?? null) : (found?.primarySectionId ?? null);
    const row = { ...values, headline: values.headline, slug, authorName, primarySectionId };

    const [written] = found
      ? await tx.update(stories).set(row).where(eq(stories.id, found.id)).returning()
      : await tx.insert(stories).values({ ...row, brand: edition.brand, lang: edition.lang, createdAt: now }).returning();
    await replaceLinks(tx, written.id, { sections: sectionLinks, authors: authorLinks, tags: tagLinks, entities: entityLinks });
    await indexStories(tx, [written.id]);

    const after = await stateOf(tx, written);
    const { tags, purgeKeys } = await touched(tx, edition, written.id, before, after);
    return { value: (await readStory(tx, written.id))!, created: !found, tags, purgeKeys };
  });
}

export interface DeletedStory {
  readonly id: number;
  readonly slug: string;
  /** 'retracted': the row stays and its URL answers 410; 'deleted': a never-published draft, removed. */
  readonly status: 'retracted' | 'deleted';
  readonly story: IngestStory | null;
}

/**
 * Takes a story off the site. A story that was ever published is retracted (the row and
 * its links stay, so its URL answers 410 and it can be republished); a draft that never
 * was is removed. Retracting a retracted story changes nothing and touches no tags.
 */
export async function deleteStory(db: Database, id: number, now = new Date()): Promise<IngestWrite<DeletedStory>> {
  return db.transaction(async (tx) => {
    const found = await lockStory(tx, eq(stories.id, id));
    if (!found) throw notFound(`No story with id ${id}.`);
    const edition = { brand: found.brand, lang: found.lang } as Edition;
    if (found.status === 'retracted') {
      return { value: { id, slug: found.slug, status: 'retracted', story: await readStory(tx, id) }, created: false, tags: [], purgeKeys: [] };
    }
    const before = await stateOf(tx, found);
    if (found.status !== 'published' && found.firstPublishedAt === null) {
      const { tags, purgeKeys } = await touched(tx, edition, id, before, null);
      await tx.delete(stories).where(eq(stories.id, id));
      return { value: { id, slug: found.slug, status: 'deleted', story: null }, created: false, tags, purgeKeys };
    }
    await tx.update(stories).set({ status: 'retracted', updatedAt: now }).where(eq(stories.id, id));
    await indexStories(tx, [id]);
    const { tags, purgeKeys } = await touched(tx, edition, id, before, { ...before, status: 'retracted' });
    return { value: { id, slug: found.slug, status: 'retracted', story: await readStory(tx, id) }, created: false, tags, purgeKeys };
  });
}

