/**
 * The errors of the ingest API, each with the HTTP status and the `error.code` it is
 * answered with. Write functions throw them; lib/ingest/http.ts turns them into JSON.
 */
import 'server-only';
import { HttpError } from '../http/errors';

export type IngestErrorCode =
  | 'invalid-parameter'
  | 'invalid-body'
  | 'not-found'
  | 'conflict'
  | 'unauthorized'
  | 'rate-limited'
  | 'payload-too-large'
  | 'unsupported-media-type'
  | 'ingest-disabled'
  | 'unavailable'
  | 'internal-error';

export class IngestError extends HttpError {
  declare readonly code: IngestErrorCode;
  /** The URL parameter or body field at fault (a JSON path such as `cards[2].elements[0].text`). */
  readonly parameter: string | undefined;

  constructor(status: number, code: IngestErrorCode, message: string, parameter?: string) {
    super(status, code, {}, message);
    this.name = 'IngestError';
    this.parameter = parameter;
  }
}

/** A body field is missing, of the wrong type or out of range. */
export function invalidBody(parameter: string | undefined, message: string): IngestError {
  return new IngestError(400, 'invalid-body', message, parameter);
}

/** A URL path parameter is malformed. */
export function invalidParameter(parameter: string, message: string): IngestError {
  return new IngestError(400, 'invalid-parameter', message, parameter);
}

export function notFound(message: string): IngestError {
  return new IngestError(404, 'not-found', message);
}

/** The write would break a rule of the stored content (a taken slug, a section still in use). */
export function conflict(message: string, parameter?: string): IngestError {
  return new IngestError(409, 'conflict', message, parameter);
}
