/**
 * Section writes: a section of an edition by slug (`/{slug}`, or `/{parent}/{child}` for
 * a sub-section; sections nest one level, as the site's URLs do). A change of name, slug
 * or parent shows on every page of the edition (menus, story paths, cards), so it touches
 * the edition's tag; other changes touch the section's own tags.
 */
import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { getBrand, type BrandKey } from '../brands/brands';
import type { Edition } from '../brands/resolve-host';
import { pagePathKey } from '../cache/surrogate';
import { tags as cacheTags } from '../cache/tags';
import type { Database } from '../db/client';
import { collections, sections, stories, storySections } from '../db/schema';
import { sectionPath } from '../routes/paths';
import { inTurn, unique, type IngestWrite, type Tx } from './db';
import { conflict, invalidBody, notFound } from './errors';
import { RESERVED_SLUGS } from './stories';
import { colour, edition as editionOf, int, onlyKeys, optional, orNull, record, ref, slug, text, type Parse, type Ref } from './validate';

interface SectionInput {
  readonly slug?: string;
  readonly name?: string;
  readonly displayName?: string;
  readonly parent?: Ref | null;
  readonly color?: string;
  readonly position?: number;
  readonly seo?: { 'meta-title'?: string; 'meta-description'?: string };
}

const seo: Parse<{ 'meta-title'?: string; 'meta-description'?: string }> = (value, path) => {
  const body = record(value, path);
  onlyKeys(body, path, ['meta-title', 'meta-description']);
  const title = optional(body, 'meta-title', path, text({ max: 300 }));
  const description = optional(body, 'meta-description', path, text({ max: 2_000 }));
  return { ...(title ? { 'meta-title': title } : {}), ...(description ? { 'meta-description': description } : {}) };
};

function parseSectionInput(value: unknown): SectionInput {
  const body = record(value, '');
  onlyKeys(body, '', ['brand', 'lang', 'slug', 'name', 'display-name', 'parent', 'color', 'position', 'seo'], ['id', 'url']);
  return {
    slug: optional(body, 'slug', '', slug),
    name: optional(body, 'name', '', text({ max: 200 })),
    displayName: optional(body, 'display-name', '', text({ max: 200 })),
    parent: optional(body, 'parent', '', orNull(ref)),
    color: optional(body, 'color', '', colour),
    position: optional(body, 'position', '', int(0, 10_000)),
    seo: optional(body, 'seo', '', seo),
  };
}

export interface IngestSection {
  readonly id: number;
  readonly brand: string;
  readonly lang: string;
  readonly slug: string;
  readonly name: string;
  readonly 'display-name': string;
  readonly parent: { readonly id: number; readonly slug: string } | null;
  readonly color: string;
  readonly position: number;
  readonly seo: { 'meta-title'?: string; 'meta-description'?: string };
  /** The section page's path on its edition's host. */
  readonly url: string;
}

type SectionRow = typeof sections.$inferSelect;

const pagePath = (row: { slug: string }, parent: { slug: string } | null): string => sectionPath(row.slug, parent?.slug);

async function parentOf(tx: Tx, row: SectionRow): Promise<SectionRow | null> {
  if (row.parentId === null) return null;
  const [parent] = await tx.select().from(sections).where(eq(sections.id, row.parentId)).limit(1);
  return parent ?? null;
}

function toSection(row: SectionRow, parent: SectionRow | null): IngestSection {
  return {
    id: row.id,
    brand: row.brand,
    lang: row.lang,
    slug: row.slug,
    name: row.name,
    'display-name': row.displayName,
    parent: parent ? { id: parent.id, slug: parent.slug } : null,
    color: row.color,
    position: row.position,
    seo: row.seo,
    url: pagePath(row, parent),
  };
}

async function resolveParent(tx: Tx, edition: Edition, parent: Ref, self: SectionRow | null): Promise<SectionRow> {
  const [row] = await tx
    .select()
    .from(sections)
    .where(and(eq(sections.brand, edition.brand), eq(sections.lang, edition.lang), 'id' in parent ? eq(sections.id, parent.id) : eq(sections.slug, parent.slug)))
    .limit(1);
  if (!row) throw invalidBody('parent', `parent names no section of ${edition.brand}/${edition.lang}.`);
  if (self && row.id === self.id) throw invalidBody('parent', 'parent names the section itself.');
  if (row.parentId !== null) throw invalidBody('parent', `parent "${row.slug}" is itself a sub-section; sections nest one level.`);
  if (self) {
    const [{ n }] = await tx.select({ n: count() }).from(sections).where(eq(sections.parentId, self.id));
    if (n > 0) throw conflict(`section "${self.slug}" has sub-sections, so it cannot become one.`, 'parent');
  }
  return row;
}

/** Creates or updates the section `key` of the body's edition (`brand`, `lang`). */
export async function upsertSection(db: Database, key: string, body: unknown): Promise<IngestWrite<IngestSection>> {
  const input = parseSectionInput(body);
  const edition = editionOf(record(body, ''));
  return db.transaction(async (tx) => {
    const inEdition = and(eq(sections.brand, edition.brand), eq(sections.lang, edition.lang));
    const [found] = await tx.select().from(sections).where(and(inEdition, eq(sections.slug, key))).limit(1).for('update');
    const newSlug = input.slug ?? key;
    if (newSlug !== found?.slug) {
      if (RESERVED_SLUGS.includes(newSlug)) throw invalidBody('slug', `slug "${newSlug}" is the name of one of the site's own pages.`);
      const [taken] = await tx.select({ id: sections.id }).from(sections).where(and(inEdition, eq(sections.slug, newSlug))).limit(1);
      if (taken) throw conflict(`slug "${newSlug}" is taken by section ${taken.id} of this edition.`, 'slug');
    }
    const name = input.name ?? found?.name;
    if (!name) throw invalidBody('name', 'name is required for a new section.');
    const oldParent = found ? await parentOf(tx, found) : null;
    const parent = input.parent === undefined ? oldParent : input.parent && (await resolveParent(tx, edition, input.parent, found ?? null));
    const values = {
      slug: newSlug,
      name,
      // `name` is what the read API calls a section's name (its display name); `display-name` overrides only that.
      displayName: input.displayName ?? input.name ?? found?.displayName ?? name,
      parentId: parent?.id ?? null,
      color: input.color ?? found?.color ?? '#333333',
      position: input.position ?? found?.position ?? 0,
      seo: input.seo ?? found?.seo ?? {},
    };
    const [written] = found
      ? await tx.update(sections).set(values).where(eq(sections.id, found.id)).returning()
      : await tx
          .insert(sections)
          .values({ ...values, brand: edition.brand, lang: edition.lang, domainSlug: getBrand(edition.brand as BrandKey).domainSlug })
          .returning();

    const { brand, lang } = edition;
    const own = [cacheTags.section(written.id), cacheTags.sections(brand, lang)];
    const paths = unique([...(found ? [pagePath(found, oldParent)] : []), pagePath(written, parent)]).map((path) => pagePathKey(brand, lang, path));
    let touched: string[];
    if (!found) touched = [...own, cacheTags.menus(brand, lang)];
    else if (found.slug !== written.slug || found.displayName !== written.displayName || found.name !== written.name || found.parentId !== written.parentId) {
      touched = [...own, cacheTags.menus(brand, lang), cacheTags.brand(brand, lang)];
    } else touched = own;
    return { value: toSection(written, parent), created: !found, tags: touched, purgeKeys: paths };
  });
}

/**
 * Removes a section no story, sub-section or menu depends on; a section with stories or
 * sub-sections is refused (409): move them first, so no story loses its path.
 */
export async function deleteSection(db: Database, id: number): Promise<IngestWrite<{ id: number; slug: string }>> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(sections).where(eq(sections.id, id)).limit(1).for('update');
    if (!found) throw notFound(`No section with id ${id}.`);
    const [[{ primary }], [{ linked: filed }], [{ children }]] = await inTurn([
      tx.select({ primary: count() }).from(stories).where(eq(stories.primarySectionId, id)),
      tx.select({ linked: count() }).from(storySections).where(eq(storySections.sectionId, id)),
      tx.select({ children: count() }).from(sections).where(eq(sections.parentId, id)),
    ]);
    if (primary + filed > 0) throw conflict(`section "${found.slug}" still files stories; move them first.`);
    if (children > 0) throw conflict(`section "${found.slug}" has sub-sections; move or remove them first.`);
    const linked = await tx.select({ slug: collections.slug }).from(collections).where(eq(collections.sectionId, id));
    const parent = await parentOf(tx, found);
    await tx.delete(sections).where(eq(sections.id, id));
    const { brand, lang } = found;
    return {
      value: { id, slug: found.slug },
      created: false,
      tags: [cacheTags.section(id), cacheTags.sections(brand, lang), cacheTags.menus(brand, lang), ...linked.map((row) => cacheTags.collection(brand, lang, row.slug))],
      purgeKeys: [pagePathKey(brand, lang, pagePath(found, parent))],
    };
  });
}
