/** POST submissions: a reader's report with its photos, multipart (lib/submissions/submissions.ts). */
import { auth } from '@/lib/auth/http';

export const dynamic = 'force-dynamic';
export const POST = auth.submit;
