/**
 * The configuration the browser bundle may hold. Next inlines `process.env.NEXT_PUBLIC_*` and
 * `process.env.NODE_ENV` at build time wherever they are written out literally, so they are
 * written out here, once, and client and server code import the constants.
 */

/** The package version (next.config.ts sets it); the service worker compares it across visits. */
export const APP_VERSION: string = process.env.NEXT_PUBLIC_APP_VERSION ?? '0.0.0';

/** A production build (service worker registration, secure defaults). */
export const IS_PRODUCTION: boolean = process.env.NODE_ENV === 'production';

/** NEXT_PUBLIC_IMAGE_CDN_FORMAT (thumbor or gumlet; anything else: Next's own optimiser), or null. */
export const IMAGE_CDN_FORMAT: string | null = process.env.NEXT_PUBLIC_IMAGE_CDN_FORMAT || null;

/** NEXT_PUBLIC_IMAGE_CDN_URL: the CDN origin that maps to the media store, or ''. */
export const IMAGE_CDN_URL: string = process.env.NEXT_PUBLIC_IMAGE_CDN_URL ?? '';

/**
 * FORCE_FULL_PAGE_NAVIGATION=1 makes every in-site link a plain full-page load (docs/product.md, "Navigation").
 * Not NEXT_PUBLIC: read where the server renders links, undefined in the browser bundle (as before).
 */
export const FORCE_FULL_PAGE_NAVIGATION: boolean = process.env.FORCE_FULL_PAGE_NAVIGATION === '1';
