/**
 * PUT `{key}` (a slug): create or update the collection of that slug in the edition the
 * body names with `brand` and `lang`, items in the order sent. DELETE `{key}` (an id):
 * remove a collection. See docs/ingest.md.
 */
import { deleteCollectionRoute, putCollection } from '@/lib/ingest/endpoints';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ key: string }> };

export async function PUT(request: Request, { params }: Context): Promise<Response> {
  return putCollection(request, (await params).key);
}

export async function DELETE(request: Request, { params }: Context): Promise<Response> {
  return deleteCollectionRoute(request, (await params).key);
}
