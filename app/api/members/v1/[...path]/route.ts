import { commentsDeps } from '@/lib/comments/deps';
import { handleComments } from '@/lib/comments/http';

interface Context {
  params: Promise<{ path: string[] }>;
}

async function answer(request: Request, { params }: Context): Promise<Response> {
  return handleComments(request, (await params).path, commentsDeps());
}

export const GET = answer;
export const POST = answer;
export const PATCH = answer;
export const DELETE = answer;
