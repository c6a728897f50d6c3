/**
 * PUT `{key}` (a slug such as `main`): create or update that menu group of the edition
 * the body names with `brand` and `lang`, with its whole item tree. DELETE `{key}` (an
 * id): remove a menu group. See docs/ingest.md.
 */
import { deleteMenuGroupRoute, putMenuGroup } from '@/lib/ingest/endpoints';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ key: string }> };

export async function PUT(request: Request, { params }: Context): Promise<Response> {
  return putMenuGroup(request, (await params).key);
}

export async function DELETE(request: Request, { params }: Context): Promise<Response> {
  return deleteMenuGroupRoute(request, (await params).key);
}
