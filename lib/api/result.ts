/**
 * What an API handler answers: an HTTP status, a JSON body and the cache tags of
 * everything the body holds (sent as Surrogate-Key and used to tag the server cache).
 */
import type { InvalidParameterError } from './params';

export interface ApiResult {
  readonly status: 200 | 400 | 404 | 503;
  readonly body: Readonly<Record<string, unknown>>;
  readonly tags: readonly string[];
  /**
   * When what the answer shows last changed (ms), where one time says so (a story's
   * updated-at): sent as Last-Modified. Conditional requests are answered by the ETag.
   */
  readonly lastModified?: number;
}

export interface ApiErrorBody {
  readonly error: { readonly code: 'invalid-parameter' | 'not-found' | 'unavailable' | 'forbidden' | 'rate-limited'; readonly message: string; readonly parameter?: string };
}

/** A success; tags are de-duplicated, in the order given (most general first). */
export function ok(body: Record<string, unknown>, tags: readonly string[]): ApiResult {
  return { status: 200, body, tags: [...new Set(tags)] };
}

export function notFound(message: string, tags: readonly string[] = []): ApiResult {
  return { status: 404, body: { error: { code: 'not-found', message } } satisfies ApiErrorBody, tags: [...new Set(tags)] };
}

export function invalidParameter(error: InvalidParameterError): ApiResult {
  return { status: 400, body: { error: { code: 'invalid-parameter', parameter: error.parameter, message: error.message } } satisfies ApiErrorBody, tags: [] };
}

export function unavailable(): ApiResult {
  return {
    status: 503,
    body: { error: { code: 'unavailable', message: 'The content store is not answering. Please try again shortly.' } } satisfies ApiErrorBody,
    tags: [],
  };
}
