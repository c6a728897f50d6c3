import { authDeps } from '@/lib/auth/deps';
import { handleSign } from '@/lib/auth/http';

/** Where the edit-profile page uploads an avatar (members only). */
export async function GET(request: Request): Promise<Response> {
  return handleSign(request, authDeps());
}
