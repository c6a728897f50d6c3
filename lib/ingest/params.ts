/** The URL parameters of the ingest routes: `{id}` or `{id-or-slug}` path segments. */
import 'server-only';
import { decodeSlug } from '../content/slug';
import { invalidParameter } from './errors';
import { slug } from './validate';

const MAX_ID = 2_147_483_647;

/** A positive id (PostgreSQL serial). */
export function parseIdParam(segment: string | undefined, name = 'id'): number {
  if (!segment || !/^[0-9]{1,10}$/.test(segment) || Number(segment) < 1 || Number(segment) > MAX_ID) {
    throw invalidParameter(name, `${name} must be a positive whole number.`);
  }
  return Number(segment);
}

/** All digits: an id; anything else: a slug (percent-decoded once, NFC). */
export function parseKeyParam(segment: string | undefined, name = 'key'): { id: number } | { slug: string } {
  if (segment && /^[0-9]+$/.test(segment)) return { id: parseIdParam(segment, name) };
  return { slug: parseSlugParam(segment, name) };
}

export function parseSlugParam(segment: string | undefined, name = 'slug'): string {
  const decoded = segment === undefined ? null : decodeSlug(segment);
  if (decoded === null) throw invalidParameter(name, `${name} is not a valid path segment.`);
  try {
    return slug(decoded, name);
  } catch (error) {
    throw invalidParameter(name, (error as Error).message);
  }
}
