import { authDeps } from '@/lib/auth/deps';
import { handleAuth } from '@/lib/auth/http';

interface Context {
  params: Promise<{ path: string[] }>;
}

async function answer(request: Request, { params }: Context): Promise<Response> {
  return handleAuth(request, (await params).path, authDeps());
}

export const GET = answer;
export const POST = answer;
export const PUT = answer;
