/**
 * Request bodies and origins for the JSON APIs (accounts, members' saves, comments): a
 * body is read up to a limit and no further, so an oversize upload costs nothing beyond
 * the limit; JSON must be an object in valid UTF-8. Each API maps a BodyError to its own
 * status and message.
 */
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

/** An Origin header, when a browser sends one, must name the host the request was sent to. */
export function foreignOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  try {
    return origin === 'null' || new URL(origin).host.toLowerCase() !== (request.headers.get('host') ?? '').toLowerCase();
  } catch {
    return true;
  }
}
