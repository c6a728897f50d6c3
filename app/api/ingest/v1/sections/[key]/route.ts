/**
 * PUT `{key}` (a slug): create or update the section of that slug in the edition the
 * body names with `brand` and `lang`. DELETE `{key}` (an id): remove a section no story
 * or sub-section uses. See docs/ingest.md.
 */
import { deleteSectionRoute, putSection } from '@/lib/ingest/endpoints';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ key: string }> };

export async function PUT(request: Request, { params }: Context): Promise<Response> {
  return putSection(request, (await params).key);
}

export async function DELETE(request: Request, { params }: Context): Promise<Response> {
  return deleteSectionRoute(request, (await params).key);
}
