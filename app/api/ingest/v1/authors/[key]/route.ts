/**
 * PUT `{key}` (a slug): create or update the author of that slug in the language the
 * body names with `lang` (authors belong to a language, not a brand). DELETE `{key}`
 * (an id): remove an author who signs no story. See docs/ingest.md.
 */
import { deleteAuthorRoute, putAuthor } from '@/lib/ingest/endpoints';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ key: string }> };

export async function PUT(request: Request, { params }: Context): Promise<Response> {
  return putAuthor(request, (await params).key);
}

export async function DELETE(request: Request, { params }: Context): Promise<Response> {
  return deleteAuthorRoute(request, (await params).key);
}
