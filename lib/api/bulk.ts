/**
 * /api/v1/bulk-request (docs/api.md, "Bulk requests"): named requests answered by name in one
 * round trip, in the publisher platform's form. A client POSTs
 * `{ requests: { [name]: { _type, ...parameters } } }` and is sent (303) to a GET address that
 * carries the same requests; that GET is a public answer like any other (cached, ETag,
 * Surrogate-Key of every part), so a CDN keeps it and the platform's client libraries,
 * which remember the Location per request set, fetch it directly afterwards.
 */
import { answer, type EndpointName } from './endpoints';
import { InvalidParameterError, type Query } from './params';
import { invalidParameter, ok, type ApiResult } from './result';

/** What each `_type` asks: the endpoint and the parameter that names its path part. */
const TYPES = {
  stories: { endpoint: 'stories', pathParameter: null },
  search: { endpoint: 'advanced-search', pathParameter: null },
  collection: { endpoint: 'collection', pathParameter: 'slug' },
} as const satisfies Record<string, { endpoint: EndpointName; pathParameter: string | null }>;
type BulkType = keyof typeof TYPES;

export const MAX_BULK_REQUESTS = 20;
/** The encoded request set in the GET address stays well inside what proxies accept in a URL. */
export const MAX_BULK_BYTES = 4_096;
const NAME = /^[\w-]{1,64}$/;

export type BulkRequests = Readonly<Record<string, { readonly _type: BulkType } & Readonly<Record<string, string>>>>;

function fail(message: string): never {
  throw new InvalidParameterError('requests', message);
}

/** The request set of a POST body or a decoded GET parameter, checked; InvalidParameterError otherwise. */
export function parseBulkRequests(value: unknown): BulkRequests {
  const requests = (value as { requests?: unknown } | null)?.requests;
  if (!requests || typeof requests !== 'object' || Array.isArray(requests)) fail('requests must be an object of named requests.');
  const entries = Object.entries(requests as Record<string, unknown>);
  if (!entries.length || entries.length > MAX_BULK_REQUESTS) fail(`requests must name 1 to ${MAX_BULK_REQUESTS} requests.`);
  // Built from entries: a name or parameter called `__proto__` stays an own property like any other.
  const out: [string, Record<string, string>][] = [];
  for (const [name, request] of entries.sort(([a], [b]) => a.localeCompare(b))) {
    if (!NAME.test(name)) fail('a request name is 1 to 64 letters, digits, - or _.');
    if (!request || typeof request !== 'object' || Array.isArray(request)) fail(`requests.${name} must be an object.`);
    const type = (request as Record<string, unknown>)._type;
    if (typeof type !== 'string' || !Object.hasOwn(TYPES, type)) fail(`requests.${name}._type must be one of ${Object.keys(TYPES).join(', ')}.`);
    const params: [string, string][] = [];
    for (const [key, param] of Object.entries(request as Record<string, unknown>)) {
      if (typeof param === 'number' || typeof param === 'boolean') params.push([key, String(param)]);
      else if (typeof param === 'string') params.push([key, param]);
      else fail(`requests.${name}.${key} must be a string or a number.`);
    }
    out.push([name, Object.fromEntries(params)]);
  }
  return Object.fromEntries(out) as BulkRequests;
}

/** The GET address of a request set: its canonical JSON, base64url-encoded. */
export function bulkLocation(requests: BulkRequests): string {
  const encoded = Buffer.from(JSON.stringify({ requests }), 'utf8').toString('base64url');
  if (encoded.length > MAX_BULK_BYTES) fail(`requests must encode to at most ${MAX_BULK_BYTES} bytes.`);
  return `/api/v1/bulk-request?requests=${encoded}`;
}

/** The request set of a GET address's `requests` parameter. */
export function decodeBulkQuery(query: Query): BulkRequests {
  const encoded = query.get('requests');
  if (!encoded || encoded.length > MAX_BULK_BYTES || !/^[\w-]+$/.test(encoded)) fail('requests must be the encoded request set of a POST /api/v1/bulk-request.');
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    fail('requests is not an encoded request set.');
  }
  return parseBulkRequests(decoded);
}

/**
 * Answers every request of the set through its own endpoint (`fetch` runs an endpoint, cached
 * on the server): `{ results: { [name]: answer } }`, each answer as the endpoint gives it (an
 * error body for a request that failed), tagged with the tags of all of them.
 */
export async function answerBulk(requests: BulkRequests, fetch: (name: EndpointName, params: unknown) => Promise<ApiResult>): Promise<ApiResult> {
  const parts = await Promise.all(
    Object.entries(requests).map(async ([name, request]) => {
      const { endpoint, pathParameter } = TYPES[request._type];
      const query = new URLSearchParams(Object.entries(request).filter(([key]) => key !== '_type' && key !== pathParameter));
      const path = pathParameter ? { [pathParameter]: encodeURIComponent(request[pathParameter] ?? '') } : {};
      return [name, await answer(endpoint, query, path, (params) => fetch(endpoint, params))] as const;
    }),
  );
  // A part the store could not answer makes the whole answer a 503: a partial one must not be cached.
  const unavailable = parts.find(([, result]) => result.status === 503);
  if (unavailable) return unavailable[1];
  return ok(Object.fromEntries([['results', Object.fromEntries(parts.map(([name, result]) => [name, result.body]))]]), parts.flatMap(([, result]) => result.tags));
}

/** A request set that does not parse, as the API's 400. */
export function bulkError(error: unknown): ApiResult {
  if (error instanceof InvalidParameterError) return invalidParameter(error);
  throw error;
}
