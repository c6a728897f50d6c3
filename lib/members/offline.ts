/**
 * The browser half of reading saved stories offline (docs/members.md, "Offline"): the pages
 * of a signed-in reader's saved stories are kept in the browser's Cache Storage, under
 * SAVED_CACHE, which the service worker (public/sw.js) answers from when the network is
 * gone. The pages are the public, cached HTML every reader gets (nothing personal); signing
 * out deletes them. Nothing here changes what the edge caches.
 */
import { BUILD_FILES_PREFIX } from '../routes/paths';

/** The Cache Storage name public/sw.js reads saved pages from (keep the two in step). */
export const SAVED_CACHE = 'alokpat-saved-v1';
/** The newest saved stories kept offline: enough to read on a journey, bounded in space. */
export const MAX_OFFLINE_STORIES = 50;

/** Set by a sign-out: this page keeps nothing more offline, not even a keep already started (the next page load starts afresh). */
let closed = false;
/** The build files this page load has asked for already (keepBuildFiles). */
const asked = new Set<string>();

const supported = () => typeof window !== 'undefined' && 'caches' in window && 'serviceWorker' in navigator;

/**
 * The build's scripts and style sheets a page names: its tags, the loader's list and the
 * chunks its React payload asks for as it hydrates (written there as `\"/_next/static/…\"`).
 */
const BUILD_FILE = new RegExp(`${BUILD_FILES_PREFIX.replaceAll('/', '\\/')}[\\w\\-./~]+?\\.(?:js|css)(?=[\\\\"'\\s)])`, 'g');

/** The build files named in a page's HTML, once each. */
export function buildFilesOf(html: string): string[] {
  return [...new Set(html.match(BUILD_FILE) ?? [])].filter((address) => !address.includes('..'));
}

/**
 * Asks for a kept page's build files, so that the service worker keeps them (public/sw.js,
 * `staticFile`) beside the page. Without them a saved story opened offline ran its first
 * scripts from the cache, failed on the chunks only a story page needs, and Next replaced the
 * story with "This page couldn't load". One file failing leaves the others to be asked for.
 */
async function keepBuildFiles(html: string): Promise<void> {
  for (const address of buildFilesOf(html)) {
    if (closed) return;
    // Most stories share most of their files: each is asked for once a page load.
    if (asked.has(address)) continue;
    asked.add(address);
    await fetch(address, { credentials: 'omit' }).catch(() => undefined);
  }
}

/**
 * Keeps the pages at `paths` (this site's, newest first). With `all`, `paths` is the whole
 * saved list and pages no longer in it are dropped; else they are added to what is kept.
 */
export async function keepOffline(paths: readonly string[], { all = false }: { all?: boolean } = {}): Promise<void> {
  if (!supported() || closed) return;
  try {
    const cache = await caches.open(SAVED_CACHE);
    // Signed out while it opened: the open may have made the cache again after the sign-out deleted it.
    if (closed) {
      await caches.delete(SAVED_CACHE);
      return;
    }
    const wanted = paths.filter((path) => path.startsWith('/') && !path.startsWith('//')).slice(0, MAX_OFFLINE_STORIES);
    const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
    if (all) {
      for (const path of kept) if (!wanted.includes(path)) await cache.delete(path);
    }
    for (const path of wanted) {
      if (kept.has(path)) continue;
      // Straight from the server into this cache: the browser's own HTTP cache keeps no copy beside it.
      const response = await fetch(path, { credentials: 'omit', cache: 'no-store' });
      // Signed out meanwhile: the cache was deleted, and nothing goes back into it.
      if (closed) return;
      if (!response.ok) continue;
      // Its files first: a page in the cache is one that can be read offline.
      await keepBuildFiles(await response.clone().text());
      if (closed) return;
      await cache.put(path, response);
    }
  } catch (error) {
    console.error('keeping saved stories offline failed:', error);
  }
}

/** Forgets every page kept offline (sign-out). */
export async function forgetOffline(): Promise<void> {
  closed = true;
  if (!supported()) return;
  await caches.delete(SAVED_CACHE).catch(() => false);
}
