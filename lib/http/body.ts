/**
 * Request bodies for the APIs: a body is read up to a limit and no further, so an oversize
 * upload costs nothing beyond the limit; JSON must be an object in valid UTF-8 sent as
 * application/json. A BodyError is answered 413 (too large), 415 (not JSON) or 400
 * (malformed), each API with its own message key (`readJsonBody`).
 */
import { HttpError } from './errors';

export class BodyError extends Error {
  constructor(readonly reason: 'tooLarge' | 'contentType' | 'malformed') {
    super(reason);
    this.name = 'BodyError';
  }
}

/** The body's bytes; BodyError('tooLarge') past `limit` (declared or actual). */
export async function readLimitedBytes(request: Request, limit: number): Promise<Uint8Array> {
  if (Number(request.headers.get('content-length')) > limit) throw new BodyError('tooLarge');
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength;
      if (size > limit) {
        await reader.cancel();
        throw new BodyError('tooLarge');
      }
      chunks.push(chunk.value);
    }
  }
  return Buffer.concat(chunks);
}

/**
 * The body as a JSON object. With `emptyAllowed`, no body at all is `{}` whatever the
 * content type; otherwise the content type must be JSON.
 */
export async function readJsonObject(request: Request, limit: number, options: { emptyAllowed?: boolean } = {}): Promise<Record<string, unknown>> {
  const isJson = /^application\/json\b/i.test(request.headers.get('content-type') ?? '');
  if (!isJson && !options.emptyAllowed) throw new BodyError('contentType');
  const bytes = await readLimitedBytes(request, limit);
  if (bytes.byteLength === 0 && options.emptyAllowed) return {};
  if (!isJson) throw new BodyError('contentType');
  try {
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new BodyError('malformed');
}

/** The message keys an API answers a bad body with: past the limit, and not a JSON object. */
export interface BodyCodes {
  readonly tooLarge: string;
  readonly invalid: string;
}

/** `error` as the API answers it: 413 `tooLarge`, 415 (content type) or 400 (malformed) `invalid`. */
export function bodyHttpError(error: BodyError, codes: BodyCodes): HttpError {
  if (error.reason === 'tooLarge') return new HttpError(413, codes.tooLarge);
  return new HttpError(error.reason === 'contentType' ? 415 : 400, codes.invalid);
}

/** `readJsonObject`, a bad body thrown as the API's HttpError (`bodyHttpError`). */
export async function readJsonBody(request: Request, limit: number, codes: BodyCodes, options: { emptyAllowed?: boolean } = {}): Promise<Record<string, unknown>> {
  try {
    return await readJsonObject(request, limit, options);
  } catch (error) {
    throw error instanceof BodyError ? bodyHttpError(error, codes) : error;
  }
}
