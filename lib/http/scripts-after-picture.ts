/**
 * Next's scripts start once the page's lead picture is painted (docs/performance.md,
 * "Stop 45"), applied to every HTML page by the boundary (guardResponse in ./boundary.ts).
 *
 * Next writes each chunk of a page's first load as `<script src="/_next/static/…" async>`.
 * A browser fetches them alongside the lead picture and runs each one as it arrives, so on a
 * slow link about 140 KB of scripts share the line with a 15–20 KB picture, and on a slow
 * phone React's start-up runs before the first paint. Here those tags are taken out and one
 * inline script, the loader, adds the same scripts once the pictures marked
 * `fetchpriority="high"` (PlainImage's priority pictures: the brand mark and the lead
 * picture) have loaded and been decoded, one frame after that, or after the first frame on a
 * page without them. A picture that never comes holds them back for no more than LOADER_WAIT_MS.
 *
 * The page reads the same without them: it is server-rendered, and its forms post natively
 * (issue 22, "Forms work before hydration"). Scripts from other origins (the tags' loaders),
 * the `noModule` polyfill and inline scripts are left where they are.
 *
 * The loader is fixed text and one JSON argument, the scripts' addresses, so the content
 * security policy (./csp.ts) allows it by hash like React's own inline scripts, and only when
 * every address is one of the build's files.
 */
import { BUILD_FILES_PREFIX } from '../routes/paths';

/** The longest the loader waits for the picture: the LCP a page is asked to meet (issue 22). */
export const LOADER_WAIT_MS = 2_500;

/**
 * The loader, up to its argument, in ES5 with Promise (which `decode()` needs): `l` adds the
 * scripts once, each in a task of its own (a message to itself, which, unlike a chain of
 * timeouts, is not held back by the browser's 4 ms clamp). Asking for a script costs the main
 * thread about 2 ms on this project's 2-core machine and four times that on a slow phone; the
 * eleven or twelve of a page's first load, added in one go, were one task of up to 90 ms under
 * a 4× CPU slowdown (docs/performance.md, "Stop 50"). They go in the page's order, which ends
 * with React's bootstrap script: no app code runs before every tag is in the page, so
 * Turbopack's runtime, which adds a chunk's tag itself when it finds none, never adds a second.
 * `p` runs `l` in the task after the next frame, so the frame with the pictures is painted
 * first; each `decode()` settles once its picture can be drawn, or fails, which counts the
 * same. With no such picture, `p` runs after the first frame.
 */
export const SCRIPT_LOADER_PREFIX =
  '(function(s){var d=0;function l(){if(d)return;d=1;var i=0,c=new MessageChannel;c.port1.onmessage=function(){if(i<s.length){var e=document.createElement("script");e.src=s[i++];e.async=true;document.head.appendChild(e);c.port2.postMessage(0)}};c.port2.postMessage(0)}' +
  'function p(){requestAnimationFrame(function(){setTimeout(l,0)})}' +
  `setTimeout(l,${LOADER_WAIT_MS});Promise.all([].map.call(document.querySelectorAll("img[fetchpriority=high]"),function(i){return i.decode().catch(function(){})})).then(p)})(`;

/** One of Next's first-load chunk tags as React writes it: same-origin, `async`, nothing else. */
const CHUNK_TAG = /<script src="(\/_next\/static\/[\w\-./]+\.js)" async=""><\/script>/g;
/** A build file's address as the loader may name it: no query, no other origin, no `..`. */
const BUILD_SCRIPT = /^\/_next\/static\/(?:[\w-]+\/)*[\w\-.]+\.js$/;

/** The loader's whole text for these addresses. */
export function scriptLoader(addresses: readonly string[]): string {
  return `${SCRIPT_LOADER_PREFIX}${JSON.stringify(addresses)})`;
}

/** The addresses of a loader's text, or null when the text is not the loader with a list of build scripts and nothing else. */
function loaderAddresses(text: string): string[] | null {
  if (!text.startsWith(SCRIPT_LOADER_PREFIX) || !text.endsWith(')')) return null;
  let addresses: unknown;
  try {
    addresses = JSON.parse(text.slice(SCRIPT_LOADER_PREFIX.length, -1));
  } catch {
    return null;
  }
  return Array.isArray(addresses) && addresses.every((address) => typeof address === 'string' && isBuildScript(address)) ? (addresses as string[]) : null;
}

/** Whether an inline script is the loader with a list of build scripts and nothing else (for the CSP). */
export function isScriptLoader(text: string): boolean {
  return loaderAddresses(text) !== null;
}

function isBuildScript(address: string): boolean {
  return address.startsWith(BUILD_FILES_PREFIX) && BUILD_SCRIPT.test(address) && !address.includes('..');
}

/** The build scripts a page's loader adds, in order (tests and tools that list a page's scripts). */
export function loaderScripts(html: string): string[] {
  const start = html.indexOf(SCRIPT_LOADER_PREFIX);
  if (start < 0) return [];
  const end = html.indexOf(')</script>', start);
  return loaderAddresses(html.slice(start, end + 1)) ?? [];
}

/**
 * The page with its first-load chunk tags replaced by the loader at the end of its body.
 * A document without a closing body tag, or without such tags, is returned as it is.
 */
export function scriptsAfterPicture(html: string): string {
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd < 0) return html;
  const addresses: string[] = [];
  const before = html.slice(0, bodyEnd).replace(CHUNK_TAG, (tag, address: string) => {
    if (!isBuildScript(address)) return tag;
    if (!addresses.includes(address)) addresses.push(address);
    return '';
  });
  if (addresses.length === 0) return html;
  return `${before}<script>${scriptLoader(addresses)}</script>${html.slice(bodyEnd)}`;
}

/**
 * The same for a whole answer's bytes (the boundary's held page). They are read as latin1, one
 * character a byte: the tags and the loader are ASCII, and the UTF-8 bytes of the Bengali text
 * pass through untouched, for a fifth of the time of decoding and encoding them as UTF-8.
 */
export function scriptsAfterPictureInBytes(body: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const html = body.toString('latin1');
  const changed = scriptsAfterPicture(html);
  return changed === html ? body : Buffer.from(changed, 'latin1');
}
