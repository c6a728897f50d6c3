/**
 * The one error of the browser-facing JSON APIs (accounts, comments, saves) and the one
 * shape it is answered in: `{ error, code, fields? }`, where `error` is the message in the
 * edition's language (docs/product.md, "Error catalogue": the client shows `error`),
 * `code` the stable key a client branches on and `fields` the per-field problems of a
 * form. A `retryAfter` becomes the Retry-After header. Code anywhere below an endpoint
 * throws HttpError; the endpoint's wrapper turns it into the answer (`errorResponse`).
 * The machine APIs (content, ingest) throw it too (IngestError is one) but answer in their
 * own documented shape, `{ error: { code, message, parameter? } }` (docs/ingest.md).
 */
export interface HttpErrorDetail {
  /** Seconds until the client may try again (429, 503): sent as Retry-After. */
  readonly retryAfter?: number;
  /** Per-field problems of a form, each a message key. */
  readonly fields?: Readonly<Record<string, string>>;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    /** The message key of the API's catalogue, answered as `code`. */
    readonly code: string,
    readonly detail: HttpErrorDetail = {},
    /** For logs and for APIs that answer an English message of their own (ingest); the code when absent. */
    message = code,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  get retryAfter(): number | undefined {
    return this.detail.retryAfter;
  }

  get fields(): Readonly<Record<string, string>> | undefined {
    return this.detail.fields;
  }
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/** A JSON answer (204: no body, no Content-Type) with the endpoint's cache headers. */
export function jsonResponse(status: number, body: unknown, headers: Readonly<Record<string, string>>): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { ...headers, ...(status === 204 ? {} : { 'Content-Type': JSON_TYPE }) } });
}

/** `error` answered in the one error shape; `message` is its text in the edition's language. */
export function errorResponse(error: HttpError, message: string, headers: Readonly<Record<string, string>>): Response {
  const retry: Record<string, string> = error.retryAfter === undefined ? {} : { 'Retry-After': String(error.retryAfter) };
  return jsonResponse(error.status, { error: message, code: error.code, ...(error.fields ? { fields: error.fields } : {}) }, { ...headers, ...retry });
}

/**
 * `error` as an HttpError: itself, or (anything else: a bug or an outage) a 500 with
 * `code`, logged under `label` by its message only (a request's secrets never reach the log).
 */
export function asHttpError(error: unknown, label: string, code: string): HttpError {
  if (error instanceof HttpError) return error;
  console.error(`${label} failed:`, error instanceof Error ? error.message : error);
  return new HttpError(500, code);
}
