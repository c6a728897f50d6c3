/**
 * The Content-Security-Policy of every answer (docs/security.md, "Content-Security-Policy").
 *
 * script-src has no 'unsafe-inline' and no nonce: a nonce must change on every request,
 * which would make every page dynamic and uncacheable at the edge. Instead the server
 * (guardResponse in ./boundary.ts) holds each HTML answer until it is complete and allows
 * exactly the inline scripts it carries, by their sha256 hashes. The same HTML always gets
 * the same header, so Varnish and Next's page cache store the page with its policy.
 * Next's own chunks and the one-tap script are external files, allowed by origin
 * ('self', and Google's client only when GOOGLE_CLIENT_ID is set). Ads and analytics add
 * exactly the origins of what is configured (GPT with ADS_CONFIG, Tag Manager and GA4 with
 * ANALYTICS_CONFIG) and the hashes of @next/third-parties' init scripts; with neither
 * configured the policy names no third party. No 'strict-dynamic':
 * it would disregard 'self' and block Next's parser-inserted chunk scripts.
 */
import { createHash } from 'node:crypto';
import { REACT_RUNTIME_PREFIXES, REACT_RUNTIME_SCRIPTS } from './react-inline-scripts';
import { isScriptLoader } from './scripts-after-picture';
import { ga4InitScript, GTM_INIT_SCRIPT } from './third-party-scripts';

export interface CspOptions {
  /** Google one-tap configured (GOOGLE_CLIENT_ID): its script, styles, frame and calls. */
  readonly googleSignIn: boolean;
  /** The image CDN's origin when images come from one (NEXT_PUBLIC_IMAGE_CDN_URL). */
  readonly imageOrigin?: string;
  /** Some edition runs Google Publisher Tag ads (ADS_CONFIG): GPT's script, frames, images and calls. */
  readonly ads?: boolean;
  /** Some edition has a Google Tag Manager container (ANALYTICS_CONFIG). */
  readonly gtm?: boolean;
  /** The GA4 measurement ids in use (ANALYTICS_CONFIG): gtag.js and each id's init script. */
  readonly ga4Ids?: readonly string[];
}

const GOOGLE = 'https://accounts.google.com';

/** Google Publisher Tag: its loader and implementation, its creatives' frames, images and calls. */
const GPT = {
  script: ['https://securepubads.g.doubleclick.net', 'https://pagead2.googlesyndication.com'],
  frame: ['https://*.safeframe.googlesyndication.com', 'https://tpc.googlesyndication.com', 'https://googleads.g.doubleclick.net'],
  img: ['https://*.doubleclick.net', 'https://*.googlesyndication.com'],
  connect: ['https://securepubads.g.doubleclick.net', 'https://pagead2.googlesyndication.com'],
};
/** Google Tag Manager and gtag.js: the loader's origin, and where hits go. */
const TAG = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
};

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** The hashes of @next/third-parties' init scripts for the configured tags. */
function tagInitHashes(options: CspOptions): string[] {
  return [...(options.gtm ? [GTM_INIT_SCRIPT] : []), ...(options.ga4Ids ?? []).map(ga4InitScript)].map(sha256);
}

/** The policy, with `scriptHashes` ('sha256-…' sources) for the page's inline scripts. */
export function contentSecurityPolicy(options: CspOptions, scriptHashes: readonly string[] = []): string {
  const google = options.googleSignIn;
  const tags = Boolean(options.gtm || options.ga4Ids?.length);
  const ads = Boolean(options.ads);
  const extra = (kind: 'script' | 'img' | 'connect' | 'frame') => [...(ads ? GPT[kind] : []), ...(tags && kind !== 'frame' ? TAG[kind] : [])].map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...[...scriptHashes, ...tagInitHashes(options)].map((hash) => `'${hash}'`), ...(google ? [`${GOOGLE}/gsi/client`] : [])].join(' ') + extra('script'),
    // Inline style attributes (React's style={…}) stay allowed: styles cannot run code.
    `style-src 'self' 'unsafe-inline'${google ? ` ${GOOGLE}/gsi/style` : ''}`,
    `img-src 'self' data: blob:${options.imageOrigin ? ` ${options.imageOrigin}` : ''}${extra('img')}`,
    "font-src 'self'",
    `connect-src 'self'${google ? ` ${GOOGLE}/gsi/` : ''}${extra('connect')}`,
    `frame-src https://www.youtube-nocookie.com https://www.openstreetmap.org${google ? ` ${GOOGLE}/gsi/` : ''}${extra('frame')}`,
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

/** Next's flight bootstrap, the first inline script of every app page. */
const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_PUSH = 'self.__next_f.push(';
/** A React instruction call after its runtime: `$RC("B:0","S:0")`, `$RS(…)`, `$RX(…)`, `$RR(…)`. */
const REACT_CALL = /^\$R[CSXR]\(([\s\S]*)\)$/;
const RUNTIME_SCRIPTS = new Set(REACT_RUNTIME_SCRIPTS);
/** Longest first, so that `…};;` is taken whole before `…};`. */
const RUNTIME_PREFIXES = [...REACT_RUNTIME_PREFIXES].sort((a, b) => b.length - a.length);

function parseJson(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
}

/** `self.__next_f.push([1,"…"])` (RSC text), `[3,"…"]` (base64) or `[2,…]` (form state): a JSON array of a number and data. */
function isFlightPush(text: string): boolean {
  if (!text.startsWith(FLIGHT_PUSH) || !text.endsWith(')')) return false;
  const parsed = parseJson(text.slice(FLIGHT_PUSH.length, -1));
  if (!parsed || !Array.isArray(parsed.value) || parsed.value.length !== 2) return false;
  const [kind, data] = parsed.value as unknown[];
  return kind === 1 || kind === 3 ? typeof data === 'string' : kind === 2;
}

/** One statement of Turbopack's chunk-group bootstrap: `(globalThis["G"] || (globalThis["G"] = [])).push({…});`. */
const TURBOPACK_BOOTSTRAP = /^\(globalThis\[("(?:[^"\\\n]|\\.)*")\] \|\| \(globalThis\[\1\] = \[\]\)\)\.push\((.*)\);$/;

/** Turbopack's bootstrap (next/dist/server/get-page-files.js): one statement a line, the global a JSON string, the parameters a JSON object. */
function isTurbopackBootstrap(text: string): boolean {
  return text.split('\n').every((line) => {
    const match = TURBOPACK_BOOTSTRAP.exec(line);
    if (!match) return false;
    const name = parseJson(match[1]);
    const params = parseJson(match[2]);
    return typeof name?.value === 'string' && params !== null && typeof params.value === 'object' && params.value !== null && !Array.isArray(params.value);
  });
}

/**
 * Whether an inline script is one Next or React writes: the flight bootstrap and pushes
 * (their argument must be JSON data), Turbopack's chunk-group bootstrap (JSON parameters), the boundary's script loader (build
 * scripts only: ./scripts-after-picture.ts), React's fixed runtime snippets by their exact text
 * (lib/http/react-inline-scripts.ts, taken from the react-dom Next bundles), and React's
 * instruction calls with JSON arguments after those snippets. Anything else, such as a
 * script injected through a story body, gets no hash and the browser blocks it.
 */
export function isFrameworkInlineScript(text: string): boolean {
  if (text === FLIGHT_BOOTSTRAP || isFlightPush(text) || RUNTIME_SCRIPTS.has(text) || isTurbopackBootstrap(text) || isScriptLoader(text)) return true;
  // The bootstrap carries the form state when an action answered the page.
  if (text.startsWith(`${FLIGHT_BOOTSTRAP};`)) return isFlightPush(text.slice(FLIGHT_BOOTSTRAP.length + 1));
  let rest = text;
  for (let found = true; found; ) {
    found = false;
    for (const prefix of RUNTIME_PREFIXES) {
      if (rest.startsWith(prefix)) {
        rest = rest.slice(prefix.length);
        found = true;
        break;
      }
    }
  }
  const call = REACT_CALL.exec(rest);
  return call !== null && parseJson(`[${call[1]}]`) !== null;
}

export interface InlineScripts {
  /** The 'sha256-…' sources of the allowed inline scripts, in order, without repeats. */
  readonly hashes: string[];
  /** The other executable inline scripts: left without a hash, so blocked. */
  readonly blocked: string[];
}

/** The executable inline scripts of an HTML document, sorted into allowed (hashed) and blocked. */
export function inlineScripts(html: string): InlineScripts {
  const hashes = new Set<string>();
  const blocked: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = (TYPE.exec(attributes)?.[1] ?? '').toLowerCase();
    if (!SCRIPT_TYPES.has(type)) continue;
    // The HTML parser turns CR LF and CR into LF before the browser hashes the text.
    const text = body.replace(/\r\n?/g, '\n');
    if (!isFrameworkInlineScript(text)) {
      blocked.push(text);
      continue;
    }
    hashes.add(sha256(text));
  }
  return { hashes: [...hashes], blocked };
}

/** The 'sha256-…' sources of the allowed inline scripts of an HTML document, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  return inlineScripts(html).hashes;
}

/** Told once per page (by digest) of the inline scripts it carries that the policy blocks. */
export type BlockedScriptReport = (report: { page: string; count: number; samples: string[] }) => void;

const logBlocked: BlockedScriptReport = (report) => console.warn(JSON.stringify({ level: 'warn', msg: 'inline scripts blocked by the content security policy', ...report }));

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
    private readonly report: BlockedScriptReport = logBlocked,
  ) {
    this.base = contentSecurityPolicy(options);
  }

  forHtml(body: Buffer): string {
    const key = createHash('sha1').update(body).digest('base64');
    const found = this.known.get(key);
    if (found !== undefined) return found;
    const { hashes, blocked } = inlineScripts(body.toString('utf8'));
    // Once per page: the policy is remembered by the same digest. Only the start of each script.
    if (blocked.length > 0) this.report({ page: key, count: blocked.length, samples: blocked.slice(0, 3).map((text) => text.slice(0, 80)) });
    const policy = contentSecurityPolicy(this.options, hashes);
    if (this.known.size >= this.capacity) this.known.delete(this.known.keys().next().value as string);
    this.known.set(key, policy);
    return policy;
  }
}
