/**
 * Whether the database can be reached, as the app last saw it. Every query goes through the
 * pool of lib/db/client.ts, which reports here: a failure to reach the database marks the
 * current request (lib/log/logger.ts) and the process, a query that succeeds clears the
 * process's mark. The server (scripts/serve.ts, lib/http/boundary.ts) turns a failed answer
 * of a request that met an unreachable database into 503 with Retry-After.
 */
import { currentRequest } from '../log/logger';

/** What readers and clients are told to wait before trying again. */
export const RETRY_AFTER_SECONDS = 30;

/** A failure this recent, with no success since, means the database is down for every request. */
const DOWN_WINDOW_MS = 15_000;

const globalForHealth = globalThis as typeof globalThis & { __alokpatDbHealth?: { failedAt: number; succeededAt: number } };
const state = (globalForHealth.__alokpatDbHealth ??= { failedAt: 0, succeededAt: 0 });

/** Connection-level codes: the server is not there, not answering, shutting down or refusing connections. */
const SYSTEM_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
const MESSAGES = /connection terminated|timeout exceeded when trying to connect|connection timeout|client has encountered a connection error|cannot use a pool after calling end|the database system is (starting up|shutting down)|too many clients|terminating connection/i;

/**
 * Whether `error` (or what it wraps: drizzle wraps pg's error in `cause`) says the database
 * could not be reached, as opposed to a query that was wrong: SQLSTATE classes 08
 * (connection), 53 (insufficient resources), 57P01–57P03 (shutdown, cannot connect now).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (SYSTEM_CODES.has(code) || /^(08|53)/.test(code) || /^57P0[123]$/.test(code))) return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function noteDatabaseFailure(error: unknown): void {
  if (!isDatabaseUnavailable(error)) return;
  state.failedAt = Date.now();
  const request = currentRequest();
  if (request) request.databaseUnavailable = true;
}

export function noteDatabaseSuccess(): void {
  state.succeededAt = Date.now();
}

/** Whether the current request met an unreachable database, or the database is down for all. */
export function databaseUnavailableNow(now = Date.now()): boolean {
  if (currentRequest()?.databaseUnavailable) return true;
  return state.failedAt > state.succeededAt && now - state.failedAt < DOWN_WINDOW_MS;
}

/** Thrown by code that knows the database is needed and unreachable; answered 503. */
export class DatabaseUnavailable extends Error {
  readonly retryAfter = RETRY_AFTER_SECONDS;
  constructor(cause?: unknown) {
    super('The database cannot be reached.', { cause });
    this.name = 'DatabaseUnavailable';
  }
}
