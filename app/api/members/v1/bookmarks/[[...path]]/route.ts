/** Saved stories: the paged list, the saved paths, one page's bookmark, a bookmark by id (docs/members.md). */
import { authDeps } from '@/lib/auth/deps';
import { handleSaves } from '@/lib/members/saves-http';

export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ path?: string[] }>;
}

async function answer(request: Request, { params }: Context): Promise<Response> {
  const path = (await params).path ?? [];
  return (await handleSaves(request, 'members', ['bookmarks', ...path], authDeps())) ?? Response.json({ error: 'not found' }, { status: 404 });
}

export const GET = answer;
export const POST = answer;
export const DELETE = answer;
