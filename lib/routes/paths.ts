/**
 * Every internal path the site links to, built in one place so that each is encoded the
 * same way (docs/routes.md): a slug is one path segment, percent-encoded as UTF-8
 * (`/topic/%E0%A6%AC…` for a Bengali slug), whichever page, card, menu, feed or cache tag
 * writes it; a card's link shows it in letters (readablePath). Browser-safe (no server imports): client islands build their links here too.
 * Absolute URLs are these paths on a host-map origin (lib/routes/absolute.ts).
 */
import type { Lang } from '../brands/brands';

const MAX_REDIRECT_LENGTH = 2_048;

/** `/{a}/{b}…`, each segment percent-encoded; empty and missing segments are left out. */
function sitePath(...segments: readonly (string | null | undefined)[]): string {
  return `/${segments.filter((segment): segment is string => Boolean(segment)).map(encodeURIComponent).join('/')}`;
}

/**
 * A site path as a link in a page writes it: the percent-encoded UTF-8 of a Bengali slug
 * shown as its letters (an IRI: browsers encode it again when they follow it), everything
 * ASCII left as it was. A Bengali letter is 3 bytes so, 9 encoded; a home page's links were
 * a fifth of its HTML. Invalid sequences stay encoded. `encodedPath` is its inverse.
 */
export function readablePath(path: string): string {
  return path.replace(/(?:%[89a-f][0-9a-f])+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** A path with its non-ASCII letters percent-encoded as UTF-8: the form sitePath writes, from either form. */
export function encodedPath(path: string): string {
  return path.replace(/[^\u0000-\u007f]+/gu, (run) => {
    try {
      return encodeURIComponent(run);
    } catch {
      // a lone surrogate: no UTF-8 for it
      return '';
    }
  });
}

/** A section page: /{slug}, or /{parent}/{slug} for a child section. */
export function sectionPath(slug: string, parentSlug?: string | null): string {
  return sitePath(parentSlug, slug);
}

/** A story: /{section}/{slug}, or /{slug} when it has no section (the form the old site's links used). */
export function storyPath(slug: string, sectionSlug?: string | null): string {
  return sitePath(sectionSlug, slug);
}

/** The element id of a live blog's update on its story page: the fragment that links to that update. */
export const liveUpdateId = (cardId: string): string => `update-${cardId}`;

/** The segment before a live blog's page number: `/{section}/{story}/updates/2` (docs/routes.md). */
export const LIVE_PAGE_SEGMENT = 'updates';
const LIVE_PAGE_NUMBER = /^[1-9][0-9]{0,3}$/;

/** Page `page` of a live blog's updates: its story path for the first (the newest), `{story path}/updates/{page}` for older ones. */
export function liveBlogPagePath(storyPath: string, page: number): string {
  return page > 1 ? `${storyPath}/${LIVE_PAGE_SEGMENT}/${page}` : storyPath;
}

/**
 * A path's segments split into the story's and a live-blog page number, when they end in
 * `updates/{2…9999}`; otherwise the segments as they are and page 1. `updates/1` is not a
 * page's address (the first page is the story's own), so it is left as ordinary segments.
 */
export function splitLiveBlogPage<Segment extends string>(segments: readonly Segment[]): { segments: readonly Segment[]; page: number } {
  const [number, marker] = [segments.at(-1), segments.at(-2)];
  if (segments.length >= 3 && marker === LIVE_PAGE_SEGMENT && number !== undefined && LIVE_PAGE_NUMBER.test(number) && number !== '1') {
    return { segments: segments.slice(0, -2), page: Number(number) };
  }
  return { segments, page: 1 };
}

export const authorPath = (slug: string): string => sitePath('author', slug);
/** A poll's public answer, a reader's vote, and the poll-counter page (docs/routes.md). */
export const pollApiPath = (id: number): string => `/p/api/polls/${id}`;
export const pollVotePath = (id: number): string => `/p/api/polls/${id}/votes`;
export const pollCounterPath = (id: number): string => `/poll-counter/${id}`;
export const topicPath = (slug: string): string => sitePath('topic', slug);
export const collectionPath = (slug: string): string => sitePath('collection', slug);
export const AUTHORS_PATH = '/authors';

/** Where browsers ask for the build's files (Next's `/_next/static/`): the server's checks and the offline copies both. */
export const BUILD_FILES_PREFIX = '/_next/static/';

/**
 * Each section's page path by its slug (menus and API answers link sections by slug), from
 * the edition's section rows: a child's path carries its parent's slug.
 */
export function sectionPathsBySlug(rows: readonly { id: number; slug: string; parentId: number | null }[]): Map<string, string> {
  const slugOf = new Map(rows.map((row) => [row.id, row.slug]));
  return new Map(rows.map((row) => [row.slug, sectionPath(row.slug, row.parentId === null ? null : slugOf.get(row.parentId))]));
}

/**
 * `value` percent-decoded (up to three rounds), or null when it cannot be decoded or when it
 * or its decoded form holds what parsers are fooled by: control characters (CR/LF, tab,
 * NUL…), spaces, backslashes, surrounding whitespace.
 */
export function plainDecoded(value: string): string | null {
  const decoded = fullyDecoded(value);
  if (decoded === null) return null;
  for (const form of [value, decoded]) if (/[\u0000-\u0020\u007f-\u009f\\]/.test(form.trimEnd()) || form !== form.trim()) return null;
  return decoded;
}

function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * `value` when it is a path on this site (`/…`), else null. Everything a browser might read
 * as another host is refused: `//evil`, `/\evil`, `/%2f%2fevil`, control characters (CR/LF,
 * tab), leading or trailing spaces, and anything over 2,048 characters. The accounts API
 * checks its redirect-url with the same rule (lib/auth/redirect.ts).
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > MAX_REDIRECT_LENGTH) return null;
  const decoded = plainDecoded(value);
  return decoded?.startsWith('/') && !decoded.startsWith('//') ? value : null;
}

/** A page's ?redirect= value (the first, when repeated): a same-site path, else the home page. */
export function redirectTarget(value: string | readonly string[] | undefined): string {
  return sameSitePath(Array.isArray(value) ? value[0] : value) ?? '/';
}

const withRedirect = (page: string, redirectTo: string | undefined) => (redirectTo === undefined ? page : `${page}?redirect=${encodeURIComponent(redirectTarget(redirectTo))}`);

/** The sign-in page, coming back to `redirectTo` (a same-site path; anything else comes back home). */
export const signInPath = (redirectTo?: string): string => withRedirect('/sign-in', redirectTo);

/** The sign-up page, coming back to `redirectTo` (as signInPath). */
export const signUpPath = (redirectTo?: string): string => withRedirect('/sign-up', redirectTo);

/** Where the page forms post when they post natively, without JavaScript (issue 22): the same calls the islands make. */
export const FORM_ACTIONS = {
  signIn: '/api/auth/v1/login',
  signUp: '/api/auth/v1/users/sign-up',
  comment: '/api/members/v1/comments',
} as const;

/** My comments: a member's comments, and where a comment posted without JavaScript says what happened. */
export const MY_COMMENTS_PATH = '/my-comments';

/**
 * Password reset by code. The address the code went to is not in the URL (the form fills it
 * in from the tab's session storage, components/auth/reset-email.ts): an address bar is read by every
 * third-party script on the page and kept in history.
 */
export const RESET_PASSWORD_PATH = '/reset-password';

/** A mailed link's page with its token: /verify-email (sign in by link) or /reset-password. */
export const tokenPagePath = (page: '/verify-email' | '/reset-password', token: string): string => `${page}?token=${encodeURIComponent(token)}`;

/** Sign in on a sister brand through the main brand, coming back to `callback` (accounts.md, "Cross-brand"). */
export const oauthStartPath = (callback: string): string => `/api/auth/v1/oauth/start?callback_uri=${encodeURIComponent(callback)}`;

/**
 * The in-site link that switches edition (answered by /api/edition with a redirect). The
 * path's letters stay letters, as readablePath writes them: encoding an encoded path again
 * took 15 bytes a Bengali letter (`%25E0%25A6…`), twice in a story's page.
 */
export const editionSwitchPath = (lang: Lang, path: string): string => `/api/edition?to=${lang}&path=${readablePath(encodeURIComponent(readablePath(path)))}`;
