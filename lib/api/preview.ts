/**
 * GET /api/v1/preview/story/{public-key}: a story as it will be published, for the public
 * preview link a newsroom shares before publication (the platform's public preview key).
 * The key is `{story id}.{preview token}`, the token of lib/preview/token.ts for a `public`
 * preview (`npm run preview-link -- --story 42 --public --api` prints one). The answer is
 * personal to whoever holds the key: never cached, never indexed. Wrong keys count against
 * the client address, as every secret check here does (lib/http/keys.ts).
 */
import 'server-only';
import { requestEdition, clientRateLimitKey } from '../http/client';
import { previewSecret } from '../config/secret';
import { getDb } from '../db/client';
import { sharedLimiter } from '../http/keys';
import { queryPreviewStoryRecord } from '../content/stories/records';
import { verifyPreviewToken } from '../preview/token';
import { serialiseStory } from './serialise';
import { notFound, unavailable, type ApiErrorBody, type ApiResult } from './result';

const KEY = /^(\d{1,10})\.(\d{1,12}\.[A-Za-z0-9_-]{1,100})$/;

const PRIVATE_HEADERS = { 'Content-Type': 'application/json', 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

function send(result: Pick<ApiResult, 'status' | 'body'> | { status: 403 | 429; body: ApiErrorBody }, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(result.body), { status: result.status, headers: { ...PRIVATE_HEADERS, ...extra } });
}

const forbidden = { status: 403 as const, body: { error: { code: 'forbidden', message: 'This preview key is not valid or has expired.' } } satisfies ApiErrorBody };

export async function servePreviewStory(request: Request, key: string): Promise<Response> {
  const edition = requestEdition(request.headers);
  if (!edition) return send(notFound('No edition is served on this host.'));
  const client = `preview:${clientRateLimitKey(request.headers)}`;
  const limiter = sharedLimiter();
  const wait = limiter.retryAfter(client);
  if (wait !== null) {
    return send({ status: 429, body: { error: { code: 'rate-limited', message: `Too many wrong preview keys; try again in ${wait} seconds.` } } }, { 'Retry-After': String(wait) });
  }
  const match = KEY.exec(key);
  if (!match || !verifyPreviewToken(previewSecret(), 'public', match[1], match[2])) {
    limiter.recordFailure(client);
    return send(forbidden);
  }
  try {
    const record = await queryPreviewStoryRecord(getDb(), edition, Number(match[1]));
    if (!record) return send(notFound('No story to preview with this key in this edition.'));
    // The public view: a registered-only story's text stays out, as on the published page.
    return send({ status: 200, body: { story: serialiseStory(record, edition, null) } });
  } catch (error) {
    console.error('story preview failed:', error instanceof Error ? error.message : error);
    return send(unavailable(), { 'Retry-After': '30' });
  }
}
