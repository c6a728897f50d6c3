import 'server-only';
import type { BrandKey, Lang } from '../brands/brands';
import { resolvePath } from './resolve-path';

/** Listings whose paths are the same in both editions (topics and authors have per-language slugs). */
const SHARED_LISTINGS = new Set(['collection', 'authors', 'search']);

/**
 * Where the edition switch leads from `path` of one edition: a story's translation when
 * it has one, the same section, listing or static page when the other edition has the
 * same kind of path, otherwise the other edition's home.
 */
export async function equivalentPath(brand: BrandKey, from: Lang, path: string): Promise<string> {
  const clean = path.split(/[?#]/)[0];
  if (!clean.startsWith('/') || clean.startsWith('//') || clean === '/') return '/';
  const segments = clean.split('/').filter(Boolean);
  if (SHARED_LISTINGS.has(segments[0])) return clean;
  const resolved = await resolvePath(brand, from, segments);
  if (resolved.type === 'story') return resolved.story.translationPath ?? '/';
  if (resolved.type === 'section' || resolved.type === 'static') return clean;
  return '/';
}
