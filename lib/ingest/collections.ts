/**
 * Collection writes: a collection of an edition by slug, with its items (stories and
 * nested collections) in the order sent. The body is the read API's collection shape
 * (GET /api/v1/collections/{slug}); items are named by id (stories) or id/slug
 * (collections), the embedded story objects of the read shape are ignored.
 */
import 'server-only';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Edition } from '../brands/resolve-host';
import { tags as cacheTags } from '../cache/tags';
import type { Database } from '../db/client';
import { collectionItems, collections, sections, stories, type CollectionLayout, type CollectionMetadata } from '../db/schema';
import { unique, type IngestWrite, type Tx } from './db';
import { conflict, invalidBody, notFound } from './errors';
import {
  array,
  at,
  bool,
  edition as editionOf,
  int,
  mediaKey,
  oneOf,
  onlyKeys,
  optional,
  orNull,
  record,
  ref,
  required,
  slug,
  text,
  type Parse,
  type Ref,
} from './validate';

export const COLLECTION_LAYOUTS = ['lead', 'grid', 'list', 'slider', 'section-block', 'photo-row', 'video-row', 'opinion-row', 'most-recent', 'header'] as const;
const MAX_ITEMS = 500;

const layout: Parse<CollectionLayout> = (value, path) => {
  const body = record(value, path);
  onlyKeys(body, path, ['layout', 'show-more', 'items-limit', 'ad-slot']);
  const chosen = optional(body, 'layout', path, oneOf(COLLECTION_LAYOUTS));
  const showMore = optional(body, 'show-more', path, bool);
  const limit = optional(body, 'items-limit', path, int(1, 100));
  const adSlot = optional(body, 'ad-slot', path, orNull(text({ max: 100 })));
  return {
    ...(chosen ? { layout: chosen } : {}),
    ...(showMore !== undefined ? { 'show-more': showMore } : {}),
    ...(limit !== undefined ? { 'items-limit': limit } : {}),
    ...(adSlot !== undefined ? { 'ad-slot': adSlot } : {}),
  };
};

const metadata: Parse<CollectionMetadata> = (value, path) => {
  const body = record(value, path);
  onlyKeys(body, path, ['cover-image']);
  const cover = optional(
    body,
    'cover-image',
    path,
    orNull((coverValue, coverPath) => {
      const coverBody = record(coverValue, coverPath);
      onlyKeys(coverBody, coverPath, ['cover-image-s3-key', 'caption']);
      const caption = optional(coverBody, 'caption', coverPath, text({ max: 1_000, empty: true }));
      return { 'cover-image-s3-key': required(coverBody, 'cover-image-s3-key', coverPath, mediaKey), ...(caption !== undefined ? { caption } : {}) };
    }),
  );
  return cover !== undefined ? { 'cover-image': cover } : {};
};

type ItemInput = { readonly type: 'story'; readonly id: number; readonly layout: CollectionLayout } | { readonly type: 'collection'; readonly ref: Ref; readonly layout: CollectionLayout };

const item: Parse<ItemInput> = (value, path) => {
  const body = record(value, path);
  const type = required(body, 'type', path, oneOf(['story', 'collection'] as const));
  const itemLayout = optional(body, 'associated-metadata', path, layout) ?? {};
  if (type === 'story') {
    onlyKeys(body, path, ['type', 'id', 'associated-metadata'], ['story']);
    return { type, id: required(body, 'id', path, int(1, 2_147_483_647)), layout: itemLayout };
  }
  onlyKeys(body, path, ['type', 'id', 'slug', 'associated-metadata'], ['name', 'summary', 'template', 'updated-at', 'items', 'total-count']);
  return { type, ref: ref(body, path), layout: itemLayout };
};

interface CollectionInput {
  readonly slug?: string;
  readonly name?: string;
  readonly summary?: string | null;
  readonly template?: 'home' | 'section' | 'manual';
  readonly section?: Ref | null;
  readonly metadata?: CollectionMetadata;
  readonly layout?: CollectionLayout;
  readonly items?: readonly ItemInput[];
}

function parseCollectionInput(value: unknown): CollectionInput {
  const body = record(value, '');
  onlyKeys(body, '', ['brand', 'lang', 'slug', 'name', 'summary', 'template', 'section', 'metadata', 'associated-metadata', 'items'], ['id', 'total-count', 'updated-at']);
  return {
    slug: optional(body, 'slug', '', slug),
    name: optional(body, 'name', '', text({ max: 500 })),
    summary: optional(body, 'summary', '', orNull(text({ max: 5_000, multiline: true, empty: true }))),
    template: optional(body, 'template', '', oneOf(['home', 'section', 'manual'] as const)),
    section: optional(body, 'section', '', orNull(ref)),
    metadata: optional(body, 'metadata', '', metadata),
    layout: optional(body, 'associated-metadata', '', layout),
    items: optional(body, 'items', '', array(MAX_ITEMS, item)),
  };
}

export interface IngestCollection {
  readonly id: number;
  readonly brand: string;
  readonly lang: string;
  readonly slug: string;
  readonly name: string;
  readonly summary: string | null;
  readonly template: string;
  readonly section: { readonly id: number; readonly name: string; readonly slug: string } | null;
  readonly metadata: CollectionMetadata;
  readonly 'associated-metadata': CollectionLayout;
  readonly items: readonly ({ type: 'story'; id: number; 'associated-metadata': CollectionLayout } | { type: 'collection'; id: number; slug: string; 'associated-metadata': CollectionLayout })[];
  readonly 'total-count': number;
}

async function readCollection(tx: Tx, id: number): Promise<IngestCollection> {
  const [row] = await tx
    .select({ collection: collections, sectionName: sections.displayName, sectionSlug: sections.slug })
    .from(collections)
    .leftJoin(sections, eq(sections.id, collections.sectionId))
    .where(eq(collections.id, id));
  const items = await tx
    .select({ item: collectionItems, childSlug: collections.slug })
    .from(collectionItems)
    .leftJoin(collections, eq(collections.id, collectionItems.childCollectionId))
    .where(eq(collectionItems.collectionId, id))
    .orderBy(asc(collectionItems.position), asc(collectionItems.id));
  const { collection } = row;
  return {
    id: collection.id,
    brand: collection.brand,
    lang: collection.lang,
    slug: collection.slug,
    name: collection.name,
    summary: collection.summary,
    template: collection.template,
    section: collection.sectionId !== null && row.sectionName !== null && row.sectionSlug !== null ? { id: collection.sectionId, name: row.sectionName, slug: row.sectionSlug } : null,
    metadata: collection.metadata,
    'associated-metadata': collection.associatedMetadata,
    items: items.map(({ item: stored, childSlug }) =>
      stored.itemType === 'story'
        ? { type: 'story' as const, id: stored.storyId!, 'associated-metadata': stored.associatedMetadata }
        : { type: 'collection' as const, id: stored.childCollectionId!, slug: childSlug ?? '', 'associated-metadata': stored.associatedMetadata },
    ),
    'total-count': items.length,
  };
}

async function resolveItems(tx: Tx, edition: Edition, self: { id: number | null; slugs: readonly string[] }, inputs: readonly ItemInput[]) {
  const storyIds = unique(inputs.flatMap((input) => (input.type === 'story' ? [input.id] : [])));
  const found = storyIds.length
    ? await tx.select({ id: stories.id }).from(stories).where(and(eq(stories.brand, edition.brand), eq(stories.lang, edition.lang), inArray(stories.id, storyIds)))
    : [];
  const known = new Set(found.map((row) => row.id));
  const resolved = [];
  for (const [index, input] of inputs.entries()) {
    const path = `items[${index}]`;
    if (input.type === 'story') {
      if (!known.has(input.id)) throw invalidBody(at(path, 'id'), `${path}.id names no story of ${edition.brand}/${edition.lang}.`);
      resolved.push({ itemType: 'story' as const, storyId: input.id, childCollectionId: null, associatedMetadata: input.layout });
      continue;
    }
    const where: SQL = 'id' in input.ref ? eq(collections.id, input.ref.id) : eq(collections.slug, input.ref.slug);
    const [child] = await tx.select({ id: collections.id, slug: collections.slug }).from(collections).where(and(eq(collections.brand, edition.brand), eq(collections.lang, edition.lang), where)).limit(1);
    if (!child) throw invalidBody(path, `${path} names no collection of ${edition.brand}/${edition.lang}.`);
    if (child.id === self.id || self.slugs.includes(child.slug)) throw invalidBody(path, `${path} names the collection itself.`);
    resolved.push({ itemType: 'collection' as const, storyId: null, childCollectionId: child.id, associatedMetadata: input.layout });
  }
  return resolved;
}

async function parentSlugs(tx: Tx, id: number): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ slug: collections.slug })
    .from(collectionItems)
    .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
    .where(eq(collectionItems.childCollectionId, id));
  return rows.map((row) => row.slug);
}

/**
 * Creates or updates the collection `key` of the body's edition (`brand`, `lang`). Items,
 * when sent, replace the stored ones in the order sent. Touches the collection's tag (old
 * and new slug); pages that nest it carry that tag too, and the edge is told to purge
 * their keys.
 */
export async function upsertCollection(db: Database, key: string, body: unknown): Promise<IngestWrite<IngestCollection>> {
  const input = parseCollectionInput(body);
  const edition = editionOf(record(body, ''));
  return db.transaction(async (tx) => {
    const inEdition = and(eq(collections.brand, edition.brand), eq(collections.lang, edition.lang));
    const [found] = await tx.select().from(collections).where(and(inEdition, eq(collections.slug, key))).limit(1).for('update');
    const newSlug = input.slug ?? key;
    if (newSlug !== key) {
      const [taken] = await tx.select({ id: collections.id }).from(collections).where(and(inEdition, eq(collections.slug, newSlug))).limit(1);
      if (taken) throw conflict(`slug "${newSlug}" is taken by collection ${taken.id} of this edition.`, 'slug');
    }
    const name = input.name ?? found?.name;
    if (!name) throw invalidBody('name', 'name is required for a new collection.');
    let sectionId = found?.sectionId ?? null;
    if (input.section !== undefined) {
      sectionId = null;
      if (input.section) {
        const [section] = await tx
          .select({ id: sections.id })
          .from(sections)
          .where(and(eq(sections.brand, edition.brand), eq(sections.lang, edition.lang), 'id' in input.section ? eq(sections.id, input.section.id) : eq(sections.slug, input.section.slug)))
          .limit(1);
        if (!section) throw invalidBody('section', `section names no section of ${edition.brand}/${edition.lang}.`);
        sectionId = section.id;
      }
    }
    const items = input.items && (await resolveItems(tx, edition, { id: found?.id ?? null, slugs: [key, newSlug] }, input.items));
    const values = {
      slug: newSlug,
      name,
      summary: input.summary === undefined ? (found?.summary ?? null) : input.summary,
      template: input.template ?? found?.template ?? 'manual',
      sectionId,
      metadata: input.metadata ?? found?.metadata ?? {},
      associatedMetadata: input.layout ?? found?.associatedMetadata ?? {},
      updatedAt: new Date(),
    };
    const [written] = found
      ? await tx.update(collections).set(values).where(eq(collections.id, found.id)).returning()
      : await tx.insert(collections).values({ ...values, brand: edition.brand, lang: edition.lang }).returning();
    if (items) {
      await tx.delete(collectionItems).where(eq(collectionItems.collectionId, written.id));
      if (items.length) await tx.insert(collectionItems).values(items.map((resolved, position) => ({ ...resolved, collectionId: written.id, position })));
    }
    const parents = await parentSlugs(tx, written.id);
    return {
      value: await readCollection(tx, written.id),
      created: !found,
      tags: unique([key, newSlug].map((collectionSlug) => cacheTags.collection(edition.brand, edition.lang, collectionSlug))),
      purgeKeys: parents.map((parent) => cacheTags.collection(edition.brand, edition.lang, parent)),
    };
  });
}

/** Removes a collection and its items; collections that nested it lose that item (their tags are touched too). */
export async function deleteCollection(db: Database, id: number): Promise<IngestWrite<{ id: number; slug: string }>> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(collections).where(eq(collections.id, id)).limit(1).for('update');
    if (!found) throw notFound(`No collection with id ${id}.`);
    const parents = await parentSlugs(tx, id);
    await tx.delete(collections).where(eq(collections.id, id));
    return {
      value: { id, slug: found.slug },
      created: false,
      tags: unique([found.slug, ...parents].map((collectionSlug) => cacheTags.collection(found.brand, found.lang, collectionSlug))),
      purgeKeys: [],
    };
  });
}
