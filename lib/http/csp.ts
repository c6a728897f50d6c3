/**
 * The Content-Security-Policy of every answer (docs/security.md, "Content-Security-Policy").
 *
 * script-src has no 'unsafe-inline' and no nonce: a nonce must change on every request,
 * which would make every page dynamic and uncacheable at the edge. Instead the server
 * (guardResponse in ./boundary.ts) holds each HTML answer until it is complete and allows
 * exactly the inline scripts it carries, by their sha256 hashes. The same HTML always gets
 * the same header, so Varnish and Next's page cache store the page with its policy.
 * Next's own chunks and the one-tap script are external files, allowed by origin
 * ('self', and Google's client only when GOOGLE_CLIENT_ID is set). No 'strict-dynamic':
 * it would disregard 'self' and block Next's parser-inserted chunk scripts.
 */
import { createHash } from 'node:crypto';

export interface CspOptions {
  /** Google one-tap configured (GOOGLE_CLIENT_ID): its script, styles, frame and calls. */
  readonly googleSignIn: boolean;
  /** The image CDN's origin when images come from one (NEXT_PUBLIC_IMAGE_CDN_URL). */
  readonly imageOrigin?: string;
}

const GOOGLE = 'https://accounts.google.com';

/** The policy, with `scriptHashes` ('sha256-…' sources) for the page's inline scripts. */
export function contentSecurityPolicy(options: CspOptions, scriptHashes: readonly string[] = []): string {
  const google = options.googleSignIn;
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...(google ? [`${GOOGLE}/gsi/client`] : [])].join(' '),
    // Inline style attributes (React's style={…}) stay allowed: styles cannot run code.
    `style-src 'self' 'unsafe-inline'${google ? ` ${GOOGLE}/gsi/style` : ''}`,
    `img-src 'self' data: blob:${options.imageOrigin ? ` ${options.imageOrigin}` : ''}`,
    "font-src 'self'",
    `connect-src 'self'${google ? ` ${GOOGLE}/gsi/` : ''}`,
    `frame-src https://www.youtube-nocookie.com https://www.openstreetmap.org${google ? ` ${GOOGLE}/gsi/` : ''}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
/** Types a browser runs; anything else (application/ld+json, application/json) is a data block CSP does not govern. */
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript']);

/** The 'sha256-…' sources of the inline scripts of an HTML document, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = (TYPE.exec(attributes)?.[1] ?? '').toLowerCase();
    if (!SCRIPT_TYPES.has(type)) continue;
    // The HTML parser turns CR LF and CR into LF before the browser hashes the text.
    const text = body.replace(/\r\n?/g, '\n');
    hashes.add(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/**
 * The policy of one HTML answer, remembered by the body's digest: the cached pages are
 * the same bytes request after request. Bounded (oldest dropped first).
 */
export class PagePolicies {
  private readonly known = new Map<string, string>();
  /** The policy for a page without inline scripts, and for every answer that is not HTML. */
  readonly base: string;

  constructor(
    private readonly options: CspOptions,
    private readonly capacity = 512,
  ) {
    this.base = contentSecurityPolicy(options);
  }

  forHtml(body: Buffer): string {
    const key = createHash('sha1').update(body).digest('base64');
    const found = this.known.get(key);
    if (found !== undefined) return found;
    const policy = contentSecurityPolicy(this.options, inlineScriptHashes(body.toString('utf8')));
    if (this.known.size >= this.capacity) this.known.delete(this.known.keys().next().value as string);
    this.known.set(key, policy);
    return policy;
  }
}
