/**
 * The request path of every ingest route, short of the write itself: 503 when ingest is
 * off, 429 for a client with too many failed keys, 401 for a wrong key, 415 for a body
 * that is not JSON, 413 past 2 MB, 400 for malformed JSON; then the write, the
 * revalidation of exactly the tags it touched, the edge purge, and a JSON answer.
 * Every answer is `Cache-Control: no-store`. There are no cookies: the bearer key is the
 * only credential, so cross-site requests carry nothing of use (no CSRF concern).
 */
import 'server-only';
import { BodyError, readLimitedBytes } from '../http/body';
import { apiKeys } from '../config/env';
import type { Database } from '../db/client';
import { getDb } from '../db/client';
import { clientRateLimitKey } from '../http/client';
import { bearerToken, keyMatches, sharedLimiter, type FailureLimiter } from '../http/keys';
import { notePageWrite } from '../http/page-copies';
import type { IngestWrite } from './db';
import { IngestError } from './errors';
import { purgeEdge, purgeKeysFor, revalidateTags } from './revalidate';

export const MAX_BODY_BYTES = 2 * 1024 * 1024;

export interface IngestAnswer {
  readonly status: 200 | 201;
  readonly body: Readonly<Record<string, unknown>>;
  readonly tags: readonly string[];
  readonly purgeKeys: readonly string[];
}

/** What a request needs from the outside world; tests replace the Next and network parts. */
export interface IngestDeps {
  readonly apiKey: () => string | undefined;
  readonly db: () => Database;
  readonly limiter: () => FailureLimiter;
  readonly revalidate: (tags: readonly string[]) => void;
  readonly purge: (keys: readonly string[]) => Promise<void>;
}

export const DEFAULT_DEPS: IngestDeps = {
  apiKey: () => apiKeys().ingest,
  db: getDb,
  limiter: sharedLimiter,
  revalidate: revalidateTags,
  // The server's own copies of pages (lib/http/page-copies.ts) are an edge too: a write forgets them.
  purge: async (keys) => void (await Promise.all([notePageWrite(), purgeEdge(keys)])),
};

/** The answer of a write: 201 when it created the row, its value under `name`. */
export function answerWrite<T>(write: IngestWrite<T>, body: Record<string, unknown>): IngestAnswer {
  return { status: write.created ? 201 : 200, body, tags: write.tags, purgeKeys: write.purgeKeys };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

function errorResponse(error: IngestError, headers: Record<string, string> = {}): Response {
  const detail = { code: error.code, ...(error.parameter ? { parameter: error.parameter } : {}), message: error.message };
  return json(error.status, { error: detail }, headers);
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

function isJson(contentType: string | null): boolean {
  if (!contentType) return false;
  const [type, ...params] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return params.every((param) => !param.startsWith('charset=') || param === 'charset=utf-8' || param === 'charset="utf-8"');
}

const tooLarge = () => new IngestError(413, 'payload-too-large', `The body must be at most ${MAX_BODY_BYTES} bytes.`);

/** The request body as JSON, read no further than the size limit. */
async function readJson(request: Request): Promise<unknown> {
  if (!isJson(request.headers.get('content-type'))) {
    throw new IngestError(415, 'unsupported-media-type', 'The body must be JSON, sent with Content-Type: application/json.');
  }
  let bytes: Uint8Array;
  try {
    bytes = await readLimitedBytes(request, MAX_BODY_BYTES);
  } catch (error) {
    throw error instanceof BodyError ? tooLarge() : error;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new IngestError(400, 'invalid-body', 'The body is not valid UTF-8.');
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new IngestError(400, 'invalid-body', `The body is not valid JSON: ${(error as Error).message.slice(0, 200)}`);
  }
}

/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error in `cause`). */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

function asIngestError(error: unknown): IngestError {
  if (error instanceof IngestError) return error;
  const state = sqlState(error);
  // Two writers raced for the same slug, or a row referred to was removed meanwhile.
  if (state === '23505') return new IngestError(409, 'conflict', 'Another row of this edition already has this slug.');
  if (state === '23503') return new IngestError(409, 'conflict', 'A row this write refers to was removed meanwhile; send it again.');
  console.error('ingest write failed:', error instanceof Error ? error.message : error);
  if (state && /^(08|40|53|57)/.test(state)) return new IngestError(503, 'unavailable', 'The content store is busy or not answering; send the request again.');
  if (state === 'ECONNREFUSED' || state === 'ETIMEDOUT' || state === 'ECONNRESET') return new IngestError(503, 'unavailable', 'The content store is not answering; send the request again.');
  return new IngestError(500, 'internal-error', 'The write failed; nothing was changed.');
}

/**
 * Runs one ingest request: checks, then `write` with the database and the parsed body
 * (undefined for GET and DELETE), then revalidation and purge of what it touched.
 */
export async function handleIngest(request: Request, write: (db: Database, body: unknown) => Promise<IngestAnswer | Response>, deps: IngestDeps = DEFAULT_DEPS): Promise<Response> {
  try {
    const apiKey = deps.apiKey();
    if (!apiKey) throw new IngestError(503, 'ingest-disabled', 'The ingest API is off: INGEST_API_KEY is not set on this server.');

    const client = clientRateLimitKey(request.headers);
    const limiter = deps.limiter();
    const wait = limiter.retryAfter(client);
    if (wait !== null) {
      return errorResponse(new IngestError(429, 'rate-limited', `Too many failed authentications; try again in ${wait} s.`), { 'Retry-After': String(wait) });
    }
    const token = bearerToken(request.headers.get('authorization'));
    if (!keyMatches(token, apiKey)) {
      limiter.recordFailure(client);
      return errorResponse(new IngestError(401, 'unauthorized', 'Send the ingest key as Authorization: Bearer <key>.'), {
        'WWW-Authenticate': token === null ? 'Bearer realm="ingest"' : 'Bearer realm="ingest", error="invalid_token"',
      });
    }

    const body = BODY_METHODS.has(request.method) ? await readJson(request) : undefined;
    const answer = await write(deps.db(), body);
    // A read that is not JSON (a photo of the moderation queue) is answered as it is.
    if (answer instanceof Response) return answer;
    deps.revalidate(answer.tags);
    // Awaited (it never rejects, and gives up after PURGE_TIMEOUT_MS): when the CMS has its
    // answer, the edge no longer serves the old copies.
    await deps.purge(purgeKeysFor(answer.tags, answer.purgeKeys));
    return json(answer.status, { ...answer.body, revalidated: answer.tags });
  } catch (error) {
    return errorResponse(asIngestError(error));
  }
}
