/**
 * Native form posts (issue 22: forms work with JavaScript off). A browser without the
 * site's scripts submits a form as `application/x-www-form-urlencoded` and follows the
 * answer: a 303 to the page to show next. Such a post cannot carry the X-XSRF-TOKEN header
 * of the islands' JSON calls (lib/http/csrf.ts), so it is held to a stricter rule instead:
 * its Origin (or, when a browser sends none, its Referer) must be exactly the host map's
 * origin of the host it was sent to, scheme and port included; the cookies it carries are
 * SameSite=Lax (lib/http/cookies.ts), so another site's cross-site POST never has them anyway.
 * Nothing a reader typed goes into the address it is sent on to: only a short error code.
 */
import 'server-only';
import { readLimitedBytes } from './body';
import { originOf } from './csrf';
import { HttpError } from './errors';
import { onOrigin } from '../routes/absolute';
import { encodedPath } from '../routes/paths';

/** A form's fields, each at most once. */
export type FormFields = Readonly<Record<string, string>>;

const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/** The site's forms name their fields like this (`email`, `redirect-url`, `story-id`). */
const FIELD_NAME = /^[a-z][a-z0-9-]{0,39}$/;

/** More than any of the site's forms sends. */
const MAX_FIELDS = 16;

/** Is this a browser's own form submission (not the islands' JSON)? */
export function isFormPost(headers: Headers): boolean {
  return FORM_TYPE.test(headers.get('content-type') ?? '');
}

/**
 * True when the post comes from a page of `origin` (the host map's origin of the requested
 * host): its Origin header, or its Referer when no Origin was sent, names exactly that
 * origin. Neither header (or `Origin: null`, a sandboxed or privacy-stripped post) is refused.
 */
export function formFromOrigin(headers: Headers, origin: string): boolean {
  const sent = headers.get('origin');
  if (sent !== null) return sent === origin;
  const referer = headers.get('referer');
  return referer !== null && originOf(referer) === origin;
}

/**
 * The fields of a form body of at most `limit` bytes. Anything else is a 400 with `code`:
 * too large, not ASCII (a browser percent-encodes every other byte), a field given twice or
 * named as none of ours is, more fields than any form has, or a value that is not UTF-8.
 */
export async function readFormFields(request: Request, limit: number, code: string): Promise<FormFields> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await readLimitedBytes(request, limit));
  } catch {
    throw new HttpError(400, code);
  }
  if (!/^[\x21-\x7e]*$/.test(text)) throw new HttpError(400, code);
  const fields: Record<string, string> = {};
  const pairs = text === '' ? [] : text.split('&');
  if (pairs.length > MAX_FIELDS) throw new HttpError(400, code);
  for (const pair of pairs) {
    const [name, value] = [...new URLSearchParams(pair)][0] ?? ['', ''];
    // A bad escape is left as it is by URLSearchParams: refuse it rather than store it.
    if (!FIELD_NAME.test(name) || Object.hasOwn(fields, name) || /%(?![0-9a-f]{2})/i.test(pair) || value.includes('\uFFFD')) throw new HttpError(400, code);
    fields[name] = value;
  }
  return fields;
}

/** `path` with `query` added (values encoded; empty ones left out). */
export function withQuery(path: string, query: Readonly<Record<string, string | undefined>>): string {
  const [base, hash = ''] = path.split('#', 2);
  const params = new URLSearchParams(base.includes('?') ? base.slice(base.indexOf('?') + 1) : '');
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return `${base.split('?')[0]}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}

/**
 * The answer to a native post: 303 to `path` on the host map's `origin`, never stored. A
 * path in letters (the story page writes its own so, readablePath) is percent-encoded: a
 * header holds only bytes, and a Bengali letter in it threw.
 */
export function seeOther(origin: string, path: string, cookies: readonly string[] = []): Response {
  const headers = new Headers({ Location: onOrigin(origin, encodedPath(path)), 'Cache-Control': 'no-store' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}

/** A native post refused before it is read (not from our page, or a bad body): a short page in the edition's language. */
export function formRefusal(status: number, message: string, lang: string): Response {
  const escaped = message.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return new Response(`<!doctype html><html lang="${lang}"><meta charset="utf-8"><title>${escaped}</title><p>${escaped}</p></html>`, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
