/**
 * PUT: replace the breaking-news ticker of the edition the body names with `brand` and
 * `lang`, in the order sent. POST: add one item to it. See docs/ingest.md.
 */
import { postBreakingNews, putBreakingNews } from '@/lib/ingest/endpoints';

export const dynamic = 'force-dynamic';

export async function PUT(request: Request): Promise<Response> {
  return putBreakingNews(request);
}

export async function POST(request: Request): Promise<Response> {
  return postBreakingNews(request);
}
