/**
 * The server's own copies of its cached public pages (docs/performance.md, "Page copies"):
 * a page that Next served from its cache is kept here as sent, with its gzip and brotli forms
 * made once, and the next requests for it are answered from memory without reaching Next
 * (its router, proxy.ts, the cache handler and the response guard each cost a share of every
 * request) or compressing again.
 *
 * What may be kept is what a shared cache may keep (deploy/varnish/default.vcl): a GET of a
 * page that is not per reader (lib/routes/member-paths.ts), with no router or preview
 * headers, whose answer is a 200 HTML page from Next's cache (`x-nextjs-cache` HIT or MISS,
 * never a stale copy) marked public with `s-maxage` and setting no cookie. Such a page is
 * the same for every reader, so a reader's cookies do not matter.
 *
 * A copy lives at most RESPONSE_COPY_SECONDS (default 10, and never past the page's own
 * s-maxage), and any write drops it: a write through this process drops every copy at once
 * (the ingest API calls `notePageWrite` through the process-wide hook, as it purges the edge), and with
 * REDIS_URL each answer from a copy first reads the instances' write clock, so a copy made
 * before a write through another instance is not served either. Writes are rare and copies
 * cheap to make again, so a write forgets them all rather than tracking which page shows
 * what. A render that began before a write is never kept. If Redis cannot answer, the
 * request goes to Next, which knows what to do while Redis is away.
 *
 * The build's scripts and styles (`/_next/static/`, immutable, one copy for all hosts) are
 * kept the same way, so that they too are compressed once rather than on every first visit;
 * and so are the pictures Next's image optimiser made (`/_next/image?…`, one copy per address
 * and format the client accepts), which it otherwise reads back from its disk cache in
 * tens of milliseconds on every request. Neither changes with a write, and neither expires:
 * only the bound makes room.
 *
 * Bounded: RESPONSE_COPY_MB (default 32) of bodies in all their forms, least recently used
 * first out; and a page is copied only at its second request within a window, so a flood of
 * one-off addresses (`/?x=1`, `/?x=2`…) never displaces the pages readers read.
 */
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { resolveHost, type HostMap } from '../brands/resolve-host';
import { isMemberPath } from '../routes/member-paths';
import { BUILD_FILES_PREFIX } from '../routes/paths';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** Headers of the answer a copy repeats; these are the connection's or the encoding's own, set per answer. */
const PER_ANSWER = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'date', 'connection', 'keep-alive', 'x-request-id', 'cache-status']);
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url', 'authorization', 'if-none-match', 'if-modified-since'];
const PREVIEW_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;
const MAX_KEY_LENGTH = 2_048;
/** A build file's key after its protocol: one copy for every host (the build's files are named by their content, the same for every reader and never changed). */
const STATIC_KEY = `//static${BUILD_FILES_PREFIX}`;
const isBuildFileKey = (key: string) => key.startsWith(STATIC_KEY, key.indexOf(':') + 1);
/** Pictures sized by Next's image optimiser: the same address and format are the same bytes for a year (next.config.ts, minimumCacheTTL). */
const IMAGE_PREFIX = '/_next/image?';
const COMPRESSIBLE_STATIC = /^\s*(?:text\/css|(?:application|text)\/javascript|application\/json)\b/i;
/** Bigger pages are not copied (the home page is about half a megabyte). */
const MAX_BODY_BYTES = 4 * 1024 * 1024;
/** What a copy costs beyond its bodies: its key, headers and bookkeeping. */
const ENTRY_OVERHEAD = 2_048;

/** When the content last changed, for every instance (Redis, lib/cache/redis-store.mjs). */
export interface WriteClock {
  /** The time (ms) of the last write by any instance (0: none known); undefined when that cannot be known (Redis away). */
  lastWrite(): Promise<number | undefined>;
  /** Tells every instance that the content changed at `at` (ms). */
  noteWrite(at: number): Promise<void>;
}

export interface PageCopiesOptions {
  /** A page's copy is its host-map row's: the key never holds what a client wrote as Host. */
  readonly hosts: HostMap;
  readonly maxBytes: number;
  readonly maxAgeMs: number;
  /** The instances' shared write clock (Redis); without it only this process's writes count. */
  readonly shared?: () => WriteClock | undefined;
  readonly now?: () => number;
}

interface Copy {
  readonly key: string;
  readonly status: number;
  readonly headers: OutgoingHttpHeaders;
  /** A build file or an optimised picture (immutable): no write changes it, no time expires it. */
  readonly asset: boolean;
  /** Whether it is sent compressed (pictures are compressed already). */
  readonly compressible: boolean;
  /** When the render it copies began (ms): a write since then hides it. */
  readonly since: number;
  readonly expires: number;
  readonly identity: Buffer;
  readonly forms: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
  bytes: number;
}

/** The encoding to answer with: brotli, else gzip, else none, as the client accepts (q=0 refuses). */
export function chooseEncoding(accept: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)).find(Boolean);
    accepted.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return 'identity';
}

function sMaxAgeMs(cacheControl: unknown): number {
  const value = String(cacheControl ?? '');
  if (/(?:^|,)\s*(?:private|no-store|no-cache)\b/i.test(value)) return 0;
  const match = /(?:^|,)\s*s-maxage=(\d+)/i.exec(value);
  return match ? Number(match[1]) * 1000 : 0;
}

export class PageCopies {
  private readonly copies = new Map<string, Copy>();
  /** Addresses asked for once in the current window (bounded): the second ask copies the page. */
  private readonly askedOnce = new Set<string>();
  /** When this process last wrote content (ms). */
  private lastLocalWrite = 0;
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCopiesOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The key of a request whose answer may come from a copy, or null. */
  keyOf(request: IncomingMessage, protocol: string): string | null {
    if (this.options.maxAgeMs <= 0 || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
    const url = request.url ?? '/';
    if (url.length > MAX_KEY_LENGTH || !url.startsWith('/') || url.startsWith('/api/')) return null;
    if (url.startsWith('/_next/') && !url.startsWith(BUILD_FILES_PREFIX) && !url.startsWith(IMAGE_PREFIX)) return null;
    const { headers } = request;
    if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
    if (headers.cookie && PREVIEW_COOKIE.test(headers.cookie)) return null;
    if (isMemberPath(url)) return null;
    // One copy of a build file for every host; a page is its host-map row's (none for a host outside the map).
    if (url.startsWith(BUILD_FILES_PREFIX)) return `${protocol}:${STATIC_KEY}${url.slice(BUILD_FILES_PREFIX.length)}`;
    // The optimiser answers WebP to a client that accepts it, else the original format (next.config.ts, images.formats).
    if (url.startsWith(IMAGE_PREFIX)) return `${protocol}://image${url}#${/\bimage\/webp\b/i.test(String(headers.accept ?? '')) ? 'webp' : 'original'}`;
    const row = resolveHost(headers.host, this.options.hosts);
    return row ? `${protocol}://${row.host}${url}` : null;
  }

  /** Answers from a fresh copy and returns true, or returns false (the request goes on to Next). */
  async answer(key: string, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const copy = this.copies.get(key);
    if (!copy) return false;
    if (copy.expires <= this.now() || !(await this.fresh(copy))) {
      this.drop(key);
      return false;
    }
    // Most recently used last.
    this.copies.delete(key);
    this.copies.set(key, copy);
    const encoding = copy.compressible ? chooseEncoding(request.headers['accept-encoding'] as string | undefined) : 'identity';
    const body = encoding === 'identity' ? copy.identity : await this.form(copy, encoding);
    if (response.headersSent || response.destroyed) return true;
    for (const [name, value] of Object.entries(copy.headers)) if (value !== undefined) response.setHeader(name, value);
    response.setHeader('Cache-Status', 'alokpat; hit');
    if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding);
    response.setHeader('Content-Length', body.length);
    response.writeHead(copy.status);
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  }

  /**
   * Whether this request's answer should be copied: true at the second request for the
   * address within a window, and at the first for a build file (there are only as many as
   * the build made, and only an immutable 200 answer is kept, so junk addresses under
   * `/_next/static/` are not). The caller then records it (`record`).
   */
  wanted(key: string): boolean {
    if (isBuildFileKey(key)) return true;
    if (this.askedOnce.delete(key)) return true;
    if (this.askedOnce.size >= 4_096) this.askedOnce.clear();
    this.askedOnce.add(key);
    return false;
  }

  /**
   * Records the answer as it goes out, and keeps it if it may be kept. `response` must not
   * have been wrapped yet by compression (the record sees the bytes compression sends);
   * `noteHeaders` runs after the response guard is installed, so that it reads Next's
   * `x-nextjs-cache` before the guard removes it.
   */
  record(key: string, request: IncomingMessage, response: ServerResponse): { readonly noteHeaders: () => void } {
    const since = this.now();
    const chunks: Buffer[] = [];
    let size = 0;
    let overflow = false;
    let nextCache = '';
    const write = response.write.bind(response) as (chunk: unknown, ...rest: unknown[]) => boolean;
    const end = response.end.bind(response) as (...rest: unknown[]) => ServerResponse;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (overflow || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > MAX_BODY_BYTES) overflow = true;
      else chunks.push(buffer);
    };
    response.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof response.write;
    response.end = ((...rest: unknown[]) => {
      keep(rest[0], rest[1]);
      return end(...rest);
    }) as typeof response.end;
    response.once('finish', () => {
      if (overflow || request.method !== 'GET') return;
      void this.keep(key, response, Buffer.concat(chunks), nextCache, since).catch(() => undefined);
    });
    return {
      noteHeaders: () => {
        const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
        response.writeHead = ((...args: unknown[]) => {
          nextCache = String(response.getHeader('x-nextjs-cache') ?? '');
          return writeHead(...args);
        }) as typeof response.writeHead;
      },
    };
  }

  /**
   * Content changed (a write through this process): every page copy is dropped here, and, with a
   * shared clock, every other instance's copies made before now stop being served. Resolves
   * once the other instances can see it.
   */
  noteWrite(): Promise<void> {
    const at = this.now();
    this.lastLocalWrite = at;
    for (const [key, copy] of this.copies) if (!copy.asset) this.drop(key);
    return this.options.shared?.()?.noteWrite(at) ?? Promise.resolve();
  }

  stats(): { readonly copies: number; readonly bytes: number } {
    return { copies: this.copies.size, bytes: this.bytes };
  }

  private async keep(key: string, response: ServerResponse, sent: Buffer, nextCache: string, since: number): Promise<void> {
    if (response.statusCode !== 200 || response.hasHeader('set-cookie')) return;
    const type = String(response.getHeader('content-type') ?? '');
    const cacheControl = String(response.getHeader('cache-control') ?? '');
    const page = (nextCache === 'HIT' || nextCache === 'MISS') && /^\s*text\/html\b/i.test(type);
    const script = isBuildFileKey(key) && /\bimmutable\b/i.test(cacheControl) && COMPRESSIBLE_STATIC.test(type);
    const picture = key.includes(`://image${IMAGE_PREFIX}`) && /^\s*image\//i.test(type) && /\bmax-age=[1-9]/i.test(cacheControl) && !/\b(?:private|no-store|no-cache)\b/i.test(cacheControl);
    const asset = script || picture;
    if (!page && !asset) return;
    const maxAge = asset ? Number.POSITIVE_INFINITY : Math.min(this.options.maxAgeMs, sMaxAgeMs(cacheControl));
    if (maxAge <= 0) return;
    const identity = decoded(sent, String(response.getHeader('content-encoding') ?? 'identity'));
    if (!identity) return;
    const headers: OutgoingHttpHeaders = {};
    for (const name of response.getHeaderNames()) if (!PER_ANSWER.has(name)) headers[name] = response.getHeader(name) as OutgoingHttpHeaders[string];
    const copy: Copy = { key, status: 200, headers, asset, compressible: !picture, since, expires: since + maxAge, identity, forms: {}, bytes: ENTRY_OVERHEAD + key.length + identity.length };
    if (!(await this.fresh(copy))) return;
    this.drop(key);
    this.copies.set(key, copy);
    this.bytes += copy.bytes;
    // Made now, once, off the main thread; an answer that wants one before it is ready waits for it.
    if (copy.compressible) {
      void this.form(copy, 'br').catch(() => undefined);
      void this.form(copy, 'gzip').catch(() => undefined);
    }
    this.trim();
  }

  private form(copy: Copy, encoding: 'br' | 'gzip'): Promise<Buffer> {
    const existing = copy.forms[encoding];
    if (existing) return existing;
    const made =
      encoding === 'br'
        ? brotli(copy.identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: copy.identity.length } })
        : gzip(copy.identity, { level: 9 });
    copy.forms[encoding] = made.then((body) => {
      if (this.copies.get(copy.key) === copy) {
        copy.bytes += body.length;
        this.bytes += body.length;
        this.trim();
      }
      return body;
    });
    return copy.forms[encoding];
  }

  /** Whether no write came since the copied render began: here, and (when shared) on any instance. */
  private async fresh(copy: Copy): Promise<boolean> {
    if (copy.asset) return true;
    if (copy.since <= this.lastLocalWrite) return false;
    const shared = this.options.shared?.();
    if (!shared) return true;
    const last = await shared.lastWrite();
    return last !== undefined && copy.since > last;
  }

  private drop(key: string): void {
    const copy = this.copies.get(key);
    if (!copy) return;
    this.copies.delete(key);
    this.bytes -= copy.bytes;
  }

  private trim(): void {
    for (const key of this.copies.keys()) {
      if (this.bytes <= this.options.maxBytes) break;
      this.drop(key);
    }
  }
}

function decoded(body: Buffer, encoding: string): Buffer | null {
  try {
    if (encoding === 'identity' || encoding === '') return body;
    if (encoding === 'gzip') return zlib.gunzipSync(body);
    if (encoding === 'br') return zlib.brotliDecompressSync(body);
    if (encoding === 'deflate') return zlib.inflateSync(body);
  } catch {
    // a body that does not decode is not kept
  }
  return null;
}

/**
 * One request through the copies: answered from a fresh copy, or else by `render` (compression,
 * the response guard and Next, scripts/serve.ts). When the answer is to be copied, its record
 * is set up before `render` runs, and `render` calls `afterGuard` once the response guard is
 * in place. A failure while answering from a copy goes to `fail`.
 */
export function throughCopies(
  copies: PageCopies,
  request: IncomingMessage,
  response: ServerResponse,
  protocol: string,
  render: (afterGuard: (() => void) | undefined) => void,
  fail: (error: unknown) => void,
): void {
  const key = copies.keyOf(request, protocol);
  if (!key) return render(undefined);
  copies.answer(key, request, response).then((answered) => {
    if (answered) return;
    render(copies.wanted(key) ? copies.record(key, request, response).noteHeaders : undefined);
  }, fail);
}

const HOOK = Symbol.for('alokpat.pageCopies');

/** Makes `copies` the process's page copies, reachable from code Next bundled (notePageWrite). */
export function installPageCopies(copies: PageCopies): PageCopies {
  (globalThis as Record<symbol, unknown>)[HOOK] = copies;
  return copies;
}

/** After a write: no copy of a page made before it is served again, here or (once this resolves) on any instance. No-op without a server (tests). */
export function notePageWrite(): Promise<void> {
  return ((globalThis as Record<symbol, unknown>)[HOOK] as PageCopies | undefined)?.noteWrite() ?? Promise.resolve();
}

/**
 * Asks this server (`port`, as `host`) once for each script and style of `addresses` (the
 * build's files, lib/http/build-files.ts), so that their copies and compressed forms are made
 * before a reader's browser asks: otherwise the first answer for each file after a start is the
 * compression middleware's gzip, made on the fly: 7.7 % more bytes than the kept brotli
 * forms on a section page. One request at a time, so that the first readers are not crowded out. Resolves with how
 * many were answered 200; a failed request is skipped.
 */
export async function warmBuildFiles(port: number, host: string, addresses: Iterable<string>): Promise<number> {
  let answered = 0;
  for (const address of [...addresses].filter((file) => /\.(?:js|css)$/.test(file))) {
    const status = await new Promise<number>((resolve) => {
      const request = http.get({ host: '127.0.0.1', port, path: address, headers: { host, 'accept-encoding': 'br, gzip' } }, (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      });
      request.once('error', () => resolve(0));
    });
    if (status === 200) answered++;
  }
  return answered;
}
