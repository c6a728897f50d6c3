/**
 * POST /api/counts/v1/stories/{id}: one page view of a story, sent by the story page's beacon
 * after load (docs/reading-counts.md). The beacon reads no answer; the statuses are for
 * operators and tests: 204 taken (counted or not: a robot or a repeat is not told so), 404
 * a story this edition does not publish, 403 a post from another site, 413 a body (the beacon
 * sends none), 429 too many from one address, 503 the database did not answer.
 */
import 'server-only';
import { BodyError, readLimitedBytes } from '../http/body';
import { foreignOrigin } from '../http/csrf';
import { clientRateLimitKey, requestEdition } from '../http/client';
import type { ViewCounter } from './counter';

/** The beacon sends no body; a little is tolerated, more is refused unread. */
export const MAX_VIEW_BODY_BYTES = 256;

function answer(status: number, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** A browser says where a request came from (Sec-Fetch-Site, Origin): only this site's own pages may count. */
function crossSite(request: Request, origin: string): boolean {
  const site = request.headers.get('sec-fetch-site');
  return (site !== null && site !== 'same-origin') || foreignOrigin(request.headers, origin);
}

export async function handleStoryView(request: Request, id: string, counter: ViewCounter): Promise<Response> {
  const edition = requestEdition(request.headers);
  if (!edition || !/^[1-9]\d{0,8}$/.test(id)) return answer(404);
  if (crossSite(request, edition.origin)) return answer(403);
  try {
    await readLimitedBytes(request, MAX_VIEW_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyError) return answer(413);
    throw error;
  }
  let outcome;
  try {
    outcome = await counter.record({
      storyId: Number(id),
      edition: { brand: edition.brand, lang: edition.lang },
      address: clientRateLimitKey(request.headers),
      userAgent: request.headers.get('user-agent'),
    });
  } catch {
    return answer(503, { 'Retry-After': '30' });
  }
  if (outcome.kind === 'limited') return answer(429, { 'Retry-After': String(outcome.retryAfter) });
  if (outcome.kind === 'unknown') return answer(404);
  return answer(204);
}
