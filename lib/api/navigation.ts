/** /api/v1/menu-groups and /api/v1/breaking-news (the ticker's default breaking_api). */
import type { Edition } from '../brands/resolve-host';
import { tags } from '../cache/tags';
import type { Database } from '../db/client';
import { queryBreakingItems, queryMenuGroups } from '../content/records';
import { ok, type ApiResult } from './result';
import { serialiseBreakingItem, serialiseMenuItems } from './serialise';

export async function menuGroupsHandler(db: Database, edition: Edition): Promise<ApiResult> {
  const { groups, items, sectionPaths } = await queryMenuGroups(db, edition);
  const menuGroups = Object.fromEntries(
    groups.map((group) => [
      group.slug,
      { id: group.id, slug: group.slug, name: group.name, items: serialiseMenuItems(items.filter((item) => item.menuGroupId === group.id), group.slug, sectionPaths) },
    ]),
  );
  return ok({ 'menu-groups': menuGroups }, [tags.brand(edition.brand, edition.lang), tags.menus(edition.brand, edition.lang)]);
}

export async function breakingNewsHandler(db: Database, edition: Edition): Promise<ApiResult> {
  const items = await queryBreakingItems(db, edition);
  return ok({ items: items.map(serialiseBreakingItem) }, [tags.brand(edition.brand, edition.lang), tags.breakingNews(edition.brand, edition.lang)]);
}
