import type { Lang } from './brands';

/** The in-site link that switches edition (answered by /api/edition with a redirect). */
export function editionHref(lang: Lang, path: string): string {
  return `/api/edition?to=${lang}&path=${encodeURIComponent(path)}`;
}
