/**
 * The edge of the app (docs/security.md, "The boundary"), applied by its server
 * (scripts/serve.ts) to every request before Next sees it, and to every answer before the
 * client does:
 *
 * - a request is refused early when no route could answer it well: a method nothing
 *   serves (405 with Allow), a host that is not in the host map (421, never the main
 *   edition), a body over the largest any route takes (413, from Content-Length, before
 *   a byte is read), a query string longer than any page needs (414), a malformed
 *   percent-encoding outside the pages (400), an address under `/_next/static/` that the
 *   build did not make (404, kept by no cache);
 * - who the client is comes from the socket, and X-Forwarded-For / X-Forwarded-Proto
 *   count only when the peer is a proxy in TRUSTED_PROXIES; the app sees one derived
 *   address and scheme, never what a client wrote;
 * - answers lose Next's internal headers and gain HSTS when the reader came over https,
 *   and a Content-Security-Policy that allows each HTML page's own inline scripts by hash;
 * - an HTML page's first-load scripts start once its lead picture is painted
 *   (./scripts-after-picture.ts).
 */
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import proxyaddr from 'proxy-addr';
import type { Lang } from '../brands/brands';
import { resolveHost, type HostMap } from '../brands/resolve-host';
import { MESSAGES } from '../i18n/messages';
import { BUILD_FILES_PREFIX } from '../routes/paths';
import type { PagePolicies } from './csp';
import { scriptsAfterPictureInBytes } from './scripts-after-picture';
import { failedPageAnswer, unavailableAnswer, type UnavailableAnswer } from './unavailable';

/** The largest body any route takes (avatar uploads and ingest, 2 MiB each); routes enforce their own smaller limits. */
export const MAX_REQUEST_BODY_BYTES = 2 * 1024 * 1024;
/** Search, listing and preview queries fit in far less; longer ones are junk that would only fill caches. */
export const MAX_QUERY_LENGTH = 2_048;

const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const PAGE_METHODS = ['GET', 'HEAD'];
/** The only non-API addresses that take a POST: the push registration of docs/product.md, "Calls", and a poll vote. */
const POST_PAGES = /^\/register-fcm-topic$|^\/p\/api\/polls\/\d{1,9}\/votes$/;
/** Load balancers probe by address, so health answers on any host. */
const ANY_HOST_PATHS = new Set(['/api/health']);

export interface Refusal {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export interface BoundaryRequest {
  readonly method: string;
  /** The request target as sent: path and query. */
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
}

function isApi(path: string): boolean {
  return path.startsWith('/api/');
}

function plain(status: number, path: string, code: string, message: string, extra: Record<string, string> = {}): Refusal {
  const headers = { 'Cache-Control': 'no-store', ...extra };
  return isApi(path)
    ? { status, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify({ error: { code, message } }) }
    : { status, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }, body: `${message}\n` };
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The short page for a host we do not serve: both languages, since we cannot know the edition. */
export function misdirectedPage(): Refusal {
  const part = (lang: Lang) => `<section lang="${lang}"><h1>${escape(MESSAGES[lang].misdirected.title)}</h1><p>${escape(MESSAGES[lang].misdirected.body)}</p></section>`;
  const body = `<!doctype html><html lang="bn"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(MESSAGES.bn.misdirected.title)} / ${escape(MESSAGES.en.misdirected.title)}</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.7;color:#1a1a1a}</style></head><body><main>${part('bn')}${part('en')}</main></body></html>`;
  return { status: 421, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }, body };
}

function malformed(path: string): boolean {
  if (!path.includes('%')) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * Why a request is answered here and goes no further, or null to let the app answer it.
 * `buildFiles` (lib/http/build-files.ts; none in development) are the only addresses under
 * `/_next/static/` that exist: any other is a plain 404 that no cache keeps. Next answered it
 * with its not-found document, 7 KB, marked `s-maxage=31536000`, so an edge would have kept
 * for a year the 404 an older instance gave for a newer build's script during a rolling
 * deploy.
 */
export function refuse(request: BoundaryRequest, hosts: HostMap, buildFiles?: ReadonlySet<string>): Refusal | null {
  const queryAt = request.url.indexOf('?');
  const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  const method = request.method.toUpperCase();
  const allowed = isApi(path) ? API_METHODS : POST_PAGES.test(path) ? ['POST'] : PAGE_METHODS;
  if (!allowed.includes(method)) {
    return plain(405, path, 'method-not-allowed', `${method} is not allowed here.`, { Allow: allowed.join(', ') });
  }
  if (!ANY_HOST_PATHS.has(path) && !resolveHost(request.headers.host, hosts)) return misdirectedPage();
  if (Number(request.headers['content-length'] ?? 0) > MAX_REQUEST_BODY_BYTES) {
    return plain(413, path, 'too-large', 'The request body is too large.', { Connection: 'close' });
  }
  if (queryAt !== -1 && request.url.length - queryAt - 1 > MAX_QUERY_LENGTH) {
    return plain(414, path, 'uri-too-long', 'The query string is too long.');
  }
  // Pages answer a malformed address with the edition's own 404 page (proxy.ts); elsewhere Next would answer 500.
  if (!path.startsWith('/') || ((isApi(path) || path.startsWith('/media/') || path.startsWith('/_next/')) && malformed(path))) {
    return plain(400, path, 'invalid-parameter', 'The address has malformed percent-encoding.');
  }
  if (buildFiles && path.startsWith(BUILD_FILES_PREFIX) && !buildFiles.has(path) && !buildFiles.has(decodeURIComponent(path))) {
    return plain(404, path, 'not-found', 'No such file in this build.');
  }
  return null;
}

/** Whether the peer at `address` (`hop` proxies away) is a proxy in TRUSTED_PROXIES (lib/config/env.ts). */
export type TrustProxy = (address: string, hop: number) => boolean;

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'x-forwarded-server', 'x-real-ip', 'forwarded', 'x-middleware-subrequest'];

function bare(address: string): string {
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/**
 * Replaces the forwarding headers of `request` with what the app may believe: the client
 * address (the first hop, from the right, that is not a trusted proxy) and the scheme
 * (https when FORCE_HTTPS is set or a trusted proxy reported it).
 */
export function settleForwarding(request: IncomingMessage, trust: TrustProxy, forceHttps: boolean): 'http' | 'https' {
  const peer = request.socket.remoteAddress ?? '';
  const peerTrusted = peer !== '' && trust(peer, 0);
  const client = bare(peer === '' ? 'unknown' : proxyaddr(request, trust));
  const forwardedProto = String(request.headers['x-forwarded-proto'] ?? '').split(',')[0].trim().toLowerCase();
  const protocol = forceHttps || (peerTrusted && forwardedProto === 'https') ? 'https' : 'http';
  for (const name of FORWARDING_HEADERS) delete request.headers[name];
  request.headers['x-forwarded-for'] = client;
  request.headers['x-forwarded-proto'] = protocol;
  return protocol;
}

/**
 * Next's headers that only concern its own server. The client router reads a few on its
 * RSC requests (rewritten path, stale time, postponed, prerender, request id), so those
 * stay on RSC answers only; nothing internal reaches a document, an API or a crawler.
 */
const INTERNAL_HEADER = /^(x-middleware-|x-nextjs-|x-next-|x-powered-by$)/;
const RSC_ROUTER_HEADERS = new Set(['x-nextjs-rewritten-path', 'x-nextjs-rewritten-query', 'x-nextjs-stale-time', 'x-nextjs-postponed', 'x-nextjs-prerender', 'x-nextjs-request-id', 'x-nextjs-html-request-id', 'x-nextjs-action-not-found']);
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Next's page-cache verdict as the standard Cache-Status header (RFC 9211), so operators
 * and tests can see hits without an internal header: `alokpat; hit`, `alokpat; hit; detail=stale`,
 * `alokpat; fwd=miss`.
 */
export function cacheStatus(nextCache: string): string | null {
  if (nextCache === 'HIT') return 'alokpat; hit';
  if (nextCache === 'STALE') return 'alokpat; hit; detail=stale';
  if (nextCache === 'MISS') return 'alokpat; fwd=miss';
  return null;
}

function keepHeader(name: string, rsc: boolean): boolean {
  const lower = name.toLowerCase();
  return !INTERNAL_HEADER.test(lower) || (rsc && RSC_ROUTER_HEADERS.has(lower));
}

function isHtml(type: unknown): boolean {
  return /^\s*text\/html\b/i.test(String(type ?? ''));
}

type WriteCallback = (error?: Error | null) => void;

export interface FailureRules {
  /** Whether the request failed because the database could not be reached (lib/db/health.ts). */
  readonly unavailable: () => boolean;
  readonly hosts?: HostMap;
}

/**
 * Cleans every answer as it is sent: internal headers out, Cache-Status and HSTS in, and a
 * Content-Security-Policy (lib/http/csp.ts). An HTML answer is held until it is complete,
 * so that its policy can allow exactly its own inline scripts by hash; every other answer
 * streams through with the base policy. Compression (scripts/serve.ts) comes after this.
 *
 * A failed answer (5xx) of a request that met an unreachable dependency (`failure`) is
 * replaced whole by the 503 of lib/http/unavailable.ts: Retry-After, no-store, JSON for
 * APIs and the edition's branded page for pages; nothing Next wrote for it is kept. A page
 * document that failed for another reason becomes the edition's 500 error page.
 */
/**
 * A page's permanent redirect answers 301, as SPEC §2 says (docs/seo.md, "One URL per
 * thing"): Next's permanentRedirect() can only write 308. For a GET or HEAD the two mean
 * the same; 301 is the one every crawler and client has always known. APIs keep 308.
 */
export function permanentStatus(request: Pick<IncomingMessage, 'method' | 'url'>, status: number): number {
  return status === 308 && (request.method === 'GET' || request.method === 'HEAD') && !isApi((request.url ?? '/').split('?')[0]) ? 301 : status;
}

/** The request headers Next's app router varies pages on; no API answer depends on them. */
const ROUTER_VARY = new Set(['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url']);

/**
 * An API answer's Vary keeps only what changes it (Cookie and Authorization where a call is
 * personal; compression adds Accept-Encoding later): a CDN keyed on the router headers would
 * store one JSON answer several times.
 */
function varyOnlyOnWhatMatters(response: ServerResponse): void {
  const vary = response.getHeader('vary');
  if (vary === undefined) return;
  const kept = String(vary)
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token && !ROUTER_VARY.has(token.toLowerCase()));
  if (kept.length) response.setHeader('Vary', kept.join(', '));
  else response.removeHeader('vary');
}

/**
 * An answer has one Location. Next writes a redirect's address twice when it renders the
 * redirect anew with a cache handler installed (`/space/x` and `/space/x` again), which a
 * browser reads as the one address `/space/x, /space/x`: a sub-section's old address led to a
 * 404 on its first visit, until the redirect was served from the cache.
 */
function oneLocation(response: ServerResponse): void {
  const location = response.getHeader('location');
  if (Array.isArray(location) && location.length > 0) response.setHeader('Location', location[0]);
}

export function guardResponse(request: IncomingMessage, response: ServerResponse, protocol: 'http' | 'https', policies?: PagePolicies, failure?: FailureRules): void {
  const rsc = request.headers.rsc === '1';
  const holdHtml = policies !== undefined && request.method !== 'HEAD';
  const writeHead = response.writeHead.bind(response) as (status: number, ...rest: unknown[]) => ServerResponse;
  const write = response.write.bind(response) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = response.end.bind(response) as (...rest: unknown[]) => ServerResponse;
  /** Set once the status line is decided: the held HTML answer, or null when it streams. */
  let held: { status: number; message: string | undefined; chunks: Buffer[] } | null = null;
  let decided = false;
  /** The whole answer, when a dependency outage replaces what Next wrote. */
  let replacement: UnavailableAnswer | null = null;

  /** Whether a failed status is to be answered as the outage 503 instead; if so, prepares it. */
  const replaceIfUnavailable = (status: number): boolean => {
    if (status < 500 || !failure?.unavailable() || response.headersSent) return false;
    const path = (request.url ?? '/').split('?')[0];
    replacement = unavailableAnswer(path, failure.hosts ? resolveHost(request.headers.host, failure.hosts) : null);
    held = null;
    decided = true;
    for (const name of response.getHeaderNames()) if (name !== 'x-request-id') response.removeHeader(name);
    if (protocol === 'https') response.setHeader('Strict-Transport-Security', HSTS);
    for (const [name, value] of Object.entries(replacement.headers)) response.setHeader(name, value);
    if (policies) response.setHeader('Content-Security-Policy', policies.base);
    return true;
  };

  response.writeHead = ((status: number, ...rest: unknown[]) => {
    if (replacement) return response;
    if ((!decided || held) && replaceIfUnavailable(status)) return response;
    if (decided) {
      if (!held) return response;
      // A new status line while the HTML is still held: the page failed part way (answerFailure,
      // scripts/serve.ts). What was held, and every header meant for it (Next's s-maxage), is
      // thrown away, so no cache stores a truncated page under the first status.
      held.chunks = [];
      held.status = status;
      held.message = typeof rest[0] === 'string' ? rest[0] : undefined;
      for (const name of response.getHeaderNames()) response.removeHeader(name);
      if (protocol === 'https') response.setHeader('Strict-Transport-Security', HSTS);
      const replaced = rest.find((arg) => arg !== null && typeof arg === 'object' && !Array.isArray(arg));
      for (const [name, value] of Object.entries((replaced ?? {}) as OutgoingHttpHeaders)) if (keepHeader(name, rsc) && value !== undefined) response.setHeader(name, value);
      return response;
    }
    decided = true;
    const asked = status;
    status = permanentStatus(request, status);
    const nextCache = response.getHeader('x-nextjs-cache');
    if (nextCache !== undefined && !response.headersSent) {
      const value = cacheStatus(String(nextCache));
      if (value) response.setHeader('Cache-Status', value);
    }
    for (const name of response.getHeaderNames()) if (!keepHeader(name, rsc)) response.removeHeader(name);
    if (protocol === 'https') response.setHeader('Strict-Transport-Security', HSTS);
    if (isApi((request.url ?? '/').split('?')[0])) varyOnlyOnWhatMatters(response);
    const message = typeof rest[0] === 'string' && status === asked ? rest[0] : undefined;
    const given = rest.find((arg) => arg !== null && typeof arg === 'object');
    if (Array.isArray(given)) {
      // Raw header pairs: nothing in the app sends them; passed through with the base policy.
      if (policies) response.setHeader('Content-Security-Policy', policies.base);
      return writeHead(status, ...rest);
    }
    for (const [name, value] of Object.entries((given ?? {}) as OutgoingHttpHeaders)) if (keepHeader(name, rsc) && value !== undefined) response.setHeader(name, value);
    oneLocation(response);
    if (holdHtml && isHtml(response.getHeader('content-type'))) {
      held = { status, message, chunks: [] };
      return response;
    }
    if (policies) response.setHeader('Content-Security-Policy', policies.base);
    return message === undefined ? writeHead(status) : writeHead(status, message);
  }) as ServerResponse['writeHead'];

  const chunkOf = (chunk: unknown, encoding: unknown): Buffer | null =>
    chunk === undefined || chunk === null || typeof chunk === 'function' ? null : Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);

  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!decided && !response.headersSent) response.writeHead(response.statusCode);
    if (replacement) {
      const callback = rest.find((arg) => typeof arg === 'function') as WriteCallback | undefined;
      if (callback) process.nextTick(callback);
      return true;
    }
    if (!held) return write(chunk, ...rest);
    const piece = chunkOf(chunk, rest[0]);
    if (piece) held.chunks.push(piece);
    const callback = rest.find((arg) => typeof arg === 'function') as WriteCallback | undefined;
    if (callback) process.nextTick(callback);
    return true;
  }) as ServerResponse['write'];

  response.end = ((...args: unknown[]) => {
    if (!decided && !response.headersSent) response.writeHead(response.statusCode);
    if (replacement) {
      const answer: UnavailableAnswer = replacement;
      const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      if (!response.headersSent) writeHead(answer.status);
      const body = request.method === 'HEAD' ? '' : answer.body;
      return callback ? end(body, callback) : end(body);
    }
    if (!held) return end(...args);
    const piece = chunkOf(args[0], args[1]);
    if (piece) held.chunks.push(piece);
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    let body = Buffer.concat(held.chunks);
    if (held.status >= 500 && !rsc && failure?.hosts && isHtml(response.getHeader('content-type'))) {
      // Next could not render the page's shell and wrote a bare document: the edition's own error page instead.
      const failed = failedPageAnswer(resolveHost(request.headers.host, failure.hosts));
      body = Buffer.from(failed.body);
      for (const [name, value] of Object.entries(failed.headers)) response.setHeader(name, value);
      held.status = failed.status;
      held.message = undefined;
    }
    const html = isHtml(response.getHeader('content-type'));
    if (html) body = scriptsAfterPictureInBytes(body);
    response.setHeader('Content-Security-Policy', html ? policies!.forHtml(body) : policies!.base);
    if (response.hasHeader('content-length')) response.setHeader('Content-Length', body.length);
    const { status, message } = held;
    held = null;
    if (message === undefined) writeHead(status);
    else writeHead(status, message);
    return callback ? end(body, callback) : end(body);
  }) as ServerResponse['end'];
}

/**
 * Answers a request whose handler failed (scripts/serve.ts): a clean 500 that no cache keeps.
 * An HTML page the guard still holds is thrown away with its headers; an answer already
 * on the wire can only be ended.
 */
export function answerFailure(response: ServerResponse): void {
  if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end();
}
