/**
 * Client navigation (docs/product.md, "Navigation"): links that begin with a slash navigate
 * inside the app, unless a modifier key is held, the link opens elsewhere or downloads, or it
 * leads to something that is not a page. Every in-site link is a plain <a> (no next/link: its
 * client code, one IntersectionObserver per link and a prefetch of every link on screen cost a
 * phone more than the navigation they save); components/navigation/site-behaviour.client.tsx
 * listens for clicks once, for the whole document, and hands these to the router.
 */

/** Paths that answer with something other than a page: the browser loads them itself. */
const NOT_PAGES = /^\/(?:api|p\/api|media|_next)\//;

/** A last path segment with an extension (/sitemap.xml, /sw.js, /manifest.webmanifest) is a file. */
const FILE = /\/[^/]*\.[a-z0-9]+$/i;

export interface ClickLike {
  readonly defaultPrevented: boolean;
  readonly button: number;
  readonly metaKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

/** The anchor a click landed in, when the click follows a link in the ordinary way (left button, no modifier). */
export function followedAnchor(event: ClickLike & { readonly target: EventTarget | null }): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null | undefined;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  return anchor;
}

/**
 * The in-site address a link's href leads to when following it should be a client
 * navigation to another page, else null (the browser's own handling is right: another
 * site, a file or API answer, or a jump to a fragment of this page).
 */
export function inAppTarget(href: string, current: { pathname: string; search: string }): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const url = new URL(href, 'http://in-app.invalid');
  if (NOT_PAGES.test(url.pathname) || FILE.test(url.pathname)) return null;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Whether a client navigation is safe yet: SiteBehaviour marks the document (`data-hydrated`)
 * once it has loaded and the browser has then been idle (./after-load.ts), so it has hydrated
 * whole. Before that, React has not claimed the landing page's server-rendered <title>,
 * canonical, robots and Open Graph tags; a client navigation then leaves them in the head
 * beside the new page's (seen on a phone-speed CPU, where hydration takes seconds). Until
 * then, links and searches load the page, as they would without JavaScript.
 */
export const documentSettled = (): boolean => 'hydrated' in document.documentElement.dataset;

/** Goes to an in-site address: through the router once the document has settled, as a page load before. */
export function goTo(router: { push(href: string): void }, href: string): void {
  if (documentSettled()) router.push(href);
  else window.location.assign(href);
}
