/**
 * The app's one logger: one JSON line per event on stdout (info) or stderr (warn, error),
 * with the request id of the request it belongs to. Nothing secret reaches a line: SQL and
 * its parameters, sign-in codes, tokens, cookies and e-mail addresses are cut out of every
 * message (redact()), whoever wrote it (Next's own console.error included, see
 * installConsoleCapture).
 *
 * A request's failures are gathered while it runs and written as ONE line when it ends
 * (scripts/serve.ts): a database outage costs one line per failed request, not a stack
 * trace per component that tried a query.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';

export type Level = 'info' | 'warn' | 'error';

export interface RequestContext {
  readonly id: string;
  readonly method: string;
  /** The path only: a query string can carry a token or a search term. */
  readonly path: string;
  /** Set when a database call failed because the database could not be reached. */
  databaseUnavailable: boolean;
  /** What went wrong while the request ran (bounded), written once when it ends. */
  readonly failures: string[];
  ended: boolean;
}

/** Shared through globalThis: the server (scripts/serve.ts) and Next's bundles load their own copies of this module. */
const globalForLog = globalThis as typeof globalThis & { __alokpatRequests?: AsyncLocalStorage<RequestContext>; __alokpatConsole?: { error: typeof console.error; warn: typeof console.warn; log: typeof console.log } };
const requests = (globalForLog.__alokpatRequests ??= new AsyncLocalStorage<RequestContext>());

const MAX_FAILURES = 3;
const MAX_MESSAGE = 300;

export function newRequestId(): string {
  return randomBytes(8).toString('hex');
}

/** Runs `fn` as the handling of one request: logs and database failures inside it belong to that request. */
export function withRequest<T>(context: RequestContext, fn: () => T): T {
  return requests.run(context, fn);
}

export function currentRequest(): RequestContext | undefined {
  return requests.getStore();
}

export function requestContext(id: string, method: string, url: string): RequestContext {
  const queryAt = url.indexOf('?');
  return { id, method, path: (queryAt === -1 ? url : url.slice(0, queryAt)).slice(0, 200), databaseUnavailable: false, failures: [], ended: false };
}

/**
 * Cuts what must never be logged out of a message: the SQL and parameters drizzle puts in
 * a failed query's message, six-digit codes, long tokens (hex, base64url with digits or
 * mixed case, as a preview key's signature may be; slugs are lower case, JWT), cookie and
 * authorisation values, e-mail addresses, and query strings of URLs.
 */
export function redact(text: string): string {
  return (
    text
      // drizzle: "Failed query: select … \nparams: a,b,c"
      .replace(/Failed query:[\s\S]*/i, 'Failed query (statement and parameters withheld)')
      .replace(/params:[\s\S]*/i, 'params withheld')
      .replace(/\b(cookie|authorization|set-cookie|x-xsrf-token|password|token|secret|code)(["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s,;&]+)/gi, '$1$2[redacted]')
      .replace(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]')
      .replace(/(https?:\/\/[^\s?#"']+)\?[^\s#"']*/g, '$1?[query]')
      .replace(/\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, '[token]')
      .replace(/\b[A-Za-z0-9_-]{24,}\b/g, (word) => ((/\d/.test(word) && /[A-Za-z]/.test(word)) || (/[a-z]/.test(word) && /[A-Z]/.test(word)) ? '[token]' : word))
      .replace(/\b[0-9a-f]{16,}\b/gi, '[token]')
      .replace(/(?<![\d.])\d{6}(?![\d.])/g, '[code]')
      .slice(0, MAX_MESSAGE)
  );
}

/** An error as a short, safe description: its name, its code (a PostgreSQL or system code) and the first line of its message. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return redact(String(error).split('\n')[0]);
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    parts.push(`${current.name}${typeof code === 'string' ? ` ${code}` : ''}: ${redact(current.message.split('\n')[0])}`);
    current = (current as { cause?: unknown }).cause;
  }
  return parts.join(' <- ').slice(0, MAX_MESSAGE * 2);
}

function write(level: Level, msg: string, fields: Record<string, unknown>): void {
  const context = currentRequest();
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg: redact(msg), ...(context ? { requestId: context.id } : {}), ...fields });
  const original = globalForLog.__alokpatConsole;
  const sink = level === 'info' ? (original?.log ?? console.log) : (original?.error ?? console.error);
  sink(line);
}

/** One structured line. Field values are written as given: never put a secret in them. */
export function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  write(level, msg, fields);
}

/**
 * Notes a failure for the current request (written with its summary line when it ends), or,
 * outside a request, writes it at once.
 */
export function noteFailure(what: unknown, level: Level = 'error'): void {
  const description = what instanceof Error ? describeError(what) : redact(String(what).split('\n')[0]);
  const context = currentRequest();
  if (context && !context.ended) {
    if (context.failures.length < MAX_FAILURES && !context.failures.includes(description)) context.failures.push(description);
    return;
  }
  write(level, level === 'error' ? 'failure' : 'warning', { error: description });
}

/** The one line a failed request gets (scripts/serve.ts calls this when its answer is done). */
export function endRequest(context: RequestContext, status: number, durationMs: number): void {
  context.ended = true;
  if (status < 500 && context.failures.length === 0) return;
  const line = { time: new Date().toISOString(), level: status >= 500 ? 'error' : 'warn', msg: status >= 500 ? 'request failed' : 'request logged problems', requestId: context.id, method: context.method, path: redact(context.path), status, durationMs: Math.round(durationMs), ...(context.databaseUnavailable ? { dependency: 'database' } : {}), errors: context.failures };
  (globalForLog.__alokpatConsole?.error ?? console.error)(JSON.stringify(line));
}

/**
 * Routes console.error and console.warn (Next's own error reports: a stack per failed
 * component, with the SQL of a failed query) through noteFailure, so each becomes part of
 * its request's one line, redacted. Installed once by the server process.
 */
export function installConsoleCapture(): void {
  if (globalForLog.__alokpatConsole) return;
  globalForLog.__alokpatConsole = { error: console.error.bind(console), warn: console.warn.bind(console), log: console.log.bind(console) };
  const capture =
    (level: Level) =>
    (...args: unknown[]) => {
      const error = args.find((arg) => arg instanceof Error);
      const text = args.filter((arg) => !(arg instanceof Error)).map((arg) => (typeof arg === 'string' ? arg : safeString(arg))).join(' ').trim();
      noteFailure(error ?? text, level);
    };
  console.error = capture('error');
  console.warn = capture('warn');
}

function safeString(value: unknown): string {
  try {
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  } catch {
    return String(value);
  }
}
