/**
 * Menu writes: a menu group of an edition by slug (`main`, `hamburger`, `footer` …) with
 * its whole item tree, as GET /api/v1/menu-groups answers it. The items sent replace the
 * stored ones. Every page draws the menus, so a menu write also asks the edge to purge
 * the edition.
 */
import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { menuItemColumns } from '../content/records';
import { serialiseMenuItems, type ApiMenuItem } from '../api/serialise';
import type { Edition } from '../brands/resolve-host';
import { tags as cacheTags } from '../cache/tags';
import type { Database } from '../db/client';
import { entities, menuGroups, menuItems, sections, tags, type MenuItemType } from '../db/schema';
import { sectionPathsBySlug } from '../routes/paths';
import { inTurn, type IngestWrite, type Tx } from './db';
import { conflict, invalidBody, notFound } from './errors';
import { array, at, colour, edition as editionOf, int, link, oneOf, onlyKeys, optional, record, required, slug, text, type Parse } from './validate';

const MAX_ITEMS = 500;
const MAX_DEPTH = 3;
const ITEM_TYPES = ['placeholder', 'link', 'tag', 'entity', 'section'] as const satisfies readonly MenuItemType[];

interface MenuItemInput {
  readonly path: string;
  readonly title: string;
  readonly type: MenuItemType;
  readonly url: string | null;
  readonly tagSlug: string | null;
  readonly entitySlug: string | null;
  readonly sectionSlug: string | null;
  readonly itemId: number | null;
  readonly data: { link?: string; color?: string };
  readonly children: readonly MenuItemInput[];
}

function menuItem(depth: number): Parse<MenuItemInput> {
  return (value, path) => {
    const body = record(value, path);
    onlyKeys(body, path, ['title', 'item-type', 'url', 'tag-slug', 'entity-slug', 'section-slug', 'item-id', 'data', 'children'], ['id', 'parent-id', 'completeUrl', 'menu-group-slug', 'section-name', 'rank']);
    const type = required(body, 'item-type', path, oneOf(ITEM_TYPES));
    const needs = (field: string, wanted: boolean) => {
      if (wanted && (body[field] === undefined || body[field] === null)) throw invalidBody(at(path, field), `${at(path, field)} is required for an item of type ${type}.`);
    };
    needs('url', type === 'link');
    needs('tag-slug', type === 'tag');
    needs('entity-slug', type === 'entity');
    needs('section-slug', type === 'section');
    const data = optional(body, 'data', path, (dataValue, dataPath) => {
      const dataBody = record(dataValue, dataPath);
      onlyKeys(dataBody, dataPath, ['link', 'color']);
      const dataLink = dataBody.link === null ? undefined : optional(dataBody, 'link', dataPath, link({ relative: true }));
      const color = optional(dataBody, 'color', dataPath, colour);
      return { ...(dataLink ? { link: dataLink } : {}), ...(color ? { color } : {}) };
    });
    const children = optional(body, 'children', path, array(MAX_ITEMS, menuItem(depth + 1))) ?? [];
    if (children.length && depth >= MAX_DEPTH) throw invalidBody(at(path, 'children'), `${at(path, 'children')} nests deeper than ${MAX_DEPTH} levels.`);
    const nullable = <T,>(field: string, parse: Parse<T>) => (body[field] === null ? null : (optional(body, field, path, parse) ?? null));
    return {
      path,
      title: required(body, 'title', path, text({ max: 200 })),
      type,
      url: type === 'link' ? nullable('url', link({ relative: true })) : null,
      tagSlug: type === 'tag' ? nullable('tag-slug', slug) : null,
      entitySlug: type === 'entity' ? nullable('entity-slug', slug) : null,
      sectionSlug: type === 'section' ? nullable('section-slug', slug) : null,
      itemId: nullable('item-id', int(1, 2_147_483_647)),
      data: data ?? {},
      children,
    };
  };
}

function flatten(items: readonly MenuItemInput[]): MenuItemInput[] {
  return items.flatMap((item) => [item, ...flatten(item.children)]);
}

function parseMenuInput(value: unknown) {
  const body = record(value, '');
  onlyKeys(body, '', ['brand', 'lang', 'slug', 'name', 'items'], ['id']);
  const items = optional(body, 'items', '', array(MAX_ITEMS, menuItem(1)));
  if (items && flatten(items).length > MAX_ITEMS) throw invalidBody('items', `items must hold at most ${MAX_ITEMS} items in all.`);
  return { slug: optional(body, 'slug', '', slug), name: optional(body, 'name', '', text({ max: 200 })), items };
}

/** Every section, tag and entity an item names must exist in the edition; a section item gets the section's id. */
async function checkTargets(tx: Tx, edition: Edition, items: readonly MenuItemInput[]): Promise<Map<MenuItemInput, number | null>> {
  const ids = new Map<MenuItemInput, number | null>();
  for (const item of flatten(items)) {
    let id = item.itemId;
    if (item.sectionSlug !== null) {
      const [row] = await tx.select({ id: sections.id }).from(sections).where(and(eq(sections.brand, edition.brand), eq(sections.lang, edition.lang), eq(sections.slug, item.sectionSlug))).limit(1);
      if (!row) throw invalidBody(at(item.path, 'section-slug'), `${at(item.path, 'section-slug')} names no section of ${edition.brand}/${edition.lang}.`);
      id = row.id;
    }
    if (item.tagSlug !== null) {
      const [row] = await tx.select({ id: tags.id }).from(tags).where(and(eq(tags.lang, edition.lang), eq(tags.slug, item.tagSlug))).limit(1);
      if (!row) throw invalidBody(at(item.path, 'tag-slug'), `${at(item.path, 'tag-slug')} names no tag of language ${edition.lang}.`);
    }
    if (item.entitySlug !== null) {
      const [row] = await tx.select({ id: entities.id }).from(entities).where(and(eq(entities.lang, edition.lang), eq(entities.slug, item.entitySlug))).limit(1);
      if (!row) throw invalidBody(at(item.path, 'entity-slug'), `${at(item.path, 'entity-slug')} names no entity of language ${edition.lang}.`);
    }
    ids.set(item, id);
  }
  return ids;
}

async function insertItems(tx: Tx, groupId: number, items: readonly MenuItemInput[], parentId: number | null, ids: Map<MenuItemInput, number | null>): Promise<void> {
  for (const [position, item] of items.entries()) {
    const [row] = await tx
      .insert(menuItems)
      .values({
        menuGroupId: groupId,
        parentId,
        position,
        title: item.title,
        itemType: item.type,
        url: item.url,
        tagSlug: item.tagSlug,
        entitySlug: item.entitySlug,
        sectionSlug: item.sectionSlug,
        itemId: ids.get(item) ?? null,
        data: item.data,
      })
      .returning({ id: menuItems.id });
    await insertItems(tx, groupId, item.children, row.id, ids);
  }
}

export interface IngestMenuGroup {
  readonly id: number;
  readonly brand: string;
  readonly lang: string;
  readonly slug: string;
  readonly name: string;
  readonly items: ApiMenuItem[];
}

async function readMenuGroup(tx: Tx, group: typeof menuGroups.$inferSelect): Promise<IngestMenuGroup> {
  const [items, sectionRows] = await inTurn([
    tx
      .select(menuItemColumns)
      .from(menuItems)
      .where(eq(menuItems.menuGroupId, group.id))
      .orderBy(asc(menuItems.position), asc(menuItems.id)),
    tx.select({ id: sections.id, slug: sections.slug, parentId: sections.parentId }).from(sections).where(and(eq(sections.brand, group.brand), eq(sections.lang, group.lang))),
  ]);
  return { id: group.id, brand: group.brand, lang: group.lang, slug: group.slug, name: group.name, items: serialiseMenuItems(items, group.slug, sectionPathsBySlug(sectionRows)) };
}

/** Creates or updates the menu group `key` of the body's edition (`brand`, `lang`); `items`, when sent, replace the tree. */
export async function upsertMenuGroup(db: Database, key: string, body: unknown): Promise<IngestWrite<IngestMenuGroup>> {
  const input = parseMenuInput(body);
  const edition = editionOf(record(body, ''));
  return db.transaction(async (tx) => {
    const inEdition = and(eq(menuGroups.brand, edition.brand), eq(menuGroups.lang, edition.lang));
    const [found] = await tx.select().from(menuGroups).where(and(inEdition, eq(menuGroups.slug, key))).limit(1).for('update');
    const newSlug = input.slug ?? key;
    if (newSlug !== key) {
      const [taken] = await tx.select({ id: menuGroups.id }).from(menuGroups).where(and(inEdition, eq(menuGroups.slug, newSlug))).limit(1);
      if (taken) throw conflict(`slug "${newSlug}" is taken by menu group ${taken.id} of this edition.`, 'slug');
    }
    const name = input.name ?? found?.name;
    if (!name) throw invalidBody('name', 'name is required for a new menu group.');
    const ids = input.items && (await checkTargets(tx, edition, input.items));
    const [group] = found
      ? await tx.update(menuGroups).set({ slug: newSlug, name }).where(eq(menuGroups.id, found.id)).returning()
      : await tx.insert(menuGroups).values({ brand: edition.brand, lang: edition.lang, slug: newSlug, name }).returning();
    if (input.items && ids) {
      await tx.delete(menuItems).where(eq(menuItems.menuGroupId, group.id));
      await insertItems(tx, group.id, input.items, null, ids);
    }
    return {
      value: await readMenuGroup(tx, group),
      created: !found,
      tags: [cacheTags.menus(edition.brand, edition.lang)],
      purgeKeys: [cacheTags.brand(edition.brand, edition.lang)],
    };
  });
}

export async function deleteMenuGroup(db: Database, id: number): Promise<IngestWrite<{ id: number; slug: string }>> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(menuGroups).where(eq(menuGroups.id, id)).limit(1).for('update');
    if (!found) throw notFound(`No menu group with id ${id}.`);
    await tx.delete(menuGroups).where(eq(menuGroups.id, id));
    return { value: { id, slug: found.slug }, created: false, tags: [cacheTags.menus(found.brand, found.lang)], purgeKeys: [cacheTags.brand(found.brand, found.lang)] };
  });
}
