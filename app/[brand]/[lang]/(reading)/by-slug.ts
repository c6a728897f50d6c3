import { notFound } from 'next/navigation';
import { editionFromParams, type EditionParams, type ResolvedEdition } from '@/lib/brands/edition';
import { decodeSlug } from '@/lib/content/slug';

/** The props of a `/{kind}/{slug}` reading page (author, topic, collection). */
export interface SlugPageProps {
  params: Promise<EditionParams & { slug: string }>;
}

/**
 * The prologue of a `/{kind}/{slug}` page, for its metadata and its body alike: the
 * edition, and what `find` returns for the decoded slug, or the 404 page when the slug is
 * malformed or names nothing (the getters are cached, so the second call costs nothing).
 */
export async function loadBySlug<T>(params: SlugPageProps['params'], find: (edition: ResolvedEdition, slug: string) => Promise<T | null>): Promise<ResolvedEdition & { found: T }> {
  const edition = await editionFromParams(params);
  const slug = decodeSlug((await params).slug);
  const found = slug ? await find(edition, slug) : null;
  if (!found) notFound();
  return { ...edition, found };
}
