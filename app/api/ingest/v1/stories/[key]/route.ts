/**
 * PUT: create or update a story. `{key}` is the story's id, or its slug within the
 * edition the body names with `brand` and `lang` (the Host header is not used: one CMS
 * writes every edition through one address). DELETE `{key}` (an id): retract a
 * published story (its URL then answers 410), remove a never-published draft.
 * See docs/ingest.md.
 */
import { deleteStoryRoute, putStory } from '@/lib/ingest/endpoints';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ key: string }> };

export async function PUT(request: Request, { params }: Context): Promise<Response> {
  return putStory(request, (await params).key);
}

export async function DELETE(request: Request, { params }: Context): Promise<Response> {
  return deleteStoryRoute(request, (await params).key);
}
