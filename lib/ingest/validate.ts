/**
 * Small parsers for ingest bodies. Each takes a JSON value and the JSON path it came
 * from (`cards[2].elements[0].text`) and returns the typed value or throws a 400
 * naming that path. Nothing is sanitised here: text is kept as sent (NFC, trimmed) and
 * the pages sanitise on output; only input that cannot be right is refused.
 */
import 'server-only';
import { BRANDS, brandServesLang, getBrand, isBrandKey, type BrandKey, type Lang } from '../brands/brands';
import type { Edition } from '../brands/resolve-host';
import { invalidBody } from './errors';

export type Body = Readonly<Record<string, unknown>>;
export type Parse<T> = (value: unknown, path: string) => T;

/** `path.key`, or `key` at the top level. */
export function at(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

function fail(path: string, message: string): never {
  throw invalidBody(path || undefined, `${path || 'The body'} ${message}`);
}

export function record(value: unknown, path: string): Body {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(path, 'must be a JSON object.');
  return value as Body;
}

/**
 * Refuses keys outside `allowed` (a typo must not be silently dropped). `ignored` keys are
 * the read API's derived fields (`url`, `updated-at` …), accepted so a client can send
 * back what it read.
 */
export function onlyKeys(body: Body, path: string, allowed: readonly string[], ignored: readonly string[] = []): void {
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key) && !ignored.includes(key)) {
      fail(at(path, key.slice(0, 60)), `is not a field of this body; known fields are ${allowed.join(', ')}.`);
    }
  }
}

/** The parsed value of `body[key]`, or undefined when the key is absent. */
export function optional<T>(body: Body, key: string, path: string, parse: Parse<T>): T | undefined {
  return body[key] === undefined ? undefined : parse(body[key], at(path, key));
}

export function required<T>(body: Body, key: string, path: string, parse: Parse<T>): T {
  if (body[key] === undefined || body[key] === null) fail(at(path, key), 'is required.');
  return parse(body[key], at(path, key));
}

/** Accepts null (clears the field) besides what `parse` accepts. */
export function orNull<T>(parse: Parse<T>): Parse<T | null> {
  return (value, path) => (value === null ? null : parse(value, path));
}

const CONTROL_LINE = /[\u0000-\u001f\u007f]/;
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A string, NFC and trimmed, at most `max` characters; empty only when `empty` is set. */
export function text(options: { max: number; multiline?: boolean; empty?: boolean }): Parse<string> {
  return (value, path) => {
    if (typeof value !== 'string') fail(path, 'must be a string.');
    const normalised = value.normalize('NFC').trim();
    if (!normalised && !options.empty) fail(path, 'must not be empty.');
    if ((options.multiline ? CONTROL_MULTILINE : CONTROL_LINE).test(normalised)) fail(path, 'must not contain control characters.');
    if (normalised.length > options.max) fail(path, `must be at most ${options.max} characters long.`);
    return normalised;
  };
}

export function int(min: number, max: number): Parse<number> {
  return (value, path) => {
    if (typeof value !== 'number' || !Number.isInteger(value)) fail(path, 'must be a whole number.');
    if (value < min || value > max) fail(path, `must be from ${min} to ${max}.`);
    return value;
  };
}

export const bool: Parse<boolean> = (value, path) => {
  if (typeof value !== 'boolean') fail(path, 'must be true or false.');
  return value;
};

export function oneOf<T extends string>(allowed: readonly T[]): Parse<T> {
  return (value, path) => {
    if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) fail(path, `must be one of ${allowed.join(', ')}.`);
    return value as T;
  };
}

export function array<T>(max: number, parse: Parse<T>): Parse<T[]> {
  return (value, path) => {
    if (!Array.isArray(value)) fail(path, 'must be an array.');
    if (value.length > max) fail(path, `must hold at most ${max} items.`);
    return value.map((item, index) => parse(item, `${path}[${index}]`));
  };
}

const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(2200, 0, 1);

/** A time as the read API writes it (milliseconds since the epoch) or an ISO 8601 string with a time zone. */
export const time: Parse<Date> = (value, path) => {
  let ms: number;
  if (typeof value === 'number' && Number.isInteger(value)) ms = value;
  else if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) ms = Date.parse(value);
  else fail(path, 'must be milliseconds since the epoch or an ISO 8601 time with a time zone.');
  if (!Number.isFinite(ms) || ms < EARLIEST || ms >= LATEST) fail(path, 'must be a time between 1970 and 2200.');
  return new Date(ms);
};

const MAX_SLUG_LENGTH = 200;
/** Characters that would break a path segment or a Surrogate-Key entry, or read as something else. */
const SLUG_FORBIDDEN = /[\s\u0000-\u001f\u007f/?#%\\<>"'`]/u;

/**
 * A slug as the site's URLs use it: NFC, lower case, one path segment, no blanks, no
 * leading or trailing hyphen. Bengali slugs are welcome. All-digit slugs are refused:
 * the ingest URLs read digits as an id.
 */
export const slug: Parse<string> = (value, path) => {
  if (typeof value !== 'string') fail(path, 'must be a string.');
  const normalised = value.normalize('NFC');
  if (!normalised) fail(path, 'must not be empty.');
  if (normalised.length > MAX_SLUG_LENGTH) fail(path, `must be at most ${MAX_SLUG_LENGTH} characters long.`);
  if (SLUG_FORBIDDEN.test(normalised)) fail(path, 'must not contain blanks, slashes, quotes or any of ? # % \\ < >.');
  if (normalised !== normalised.toLowerCase()) fail(path, 'must be lower case.');
  if (/^-|-$/.test(normalised) || /^\.+$/.test(normalised)) fail(path, 'must not start or end with a hyphen or be only dots.');
  if (/^[0-9]+$/.test(normalised)) fail(path, 'must not be only digits (digits address an id).');
  return normalised;
};

const MEDIA_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** A key of the media store, as /media/{key} serves it: one to four safe segments. */
export const mediaKey: Parse<string> = (value, path) => {
  if (typeof value !== 'string') fail(path, 'must be a string.');
  const segments = value.split('/');
  if (segments.length > 4 || !segments.every((segment) => MEDIA_SEGMENT.test(segment) && !segment.includes('..'))) {
    fail(path, 'must be a media key such as "2026/11/photo.jpg" (letters, digits, dots, hyphens, underscores; up to four segments).');
  }
  return value;
};

/** An http(s) URL, or (when `relative`) a path on the site starting with a single slash. */
export function link(options: { relative: boolean; httpsOnly?: boolean }): Parse<string> {
  return (value, path) => {
    if (typeof value !== 'string' || !value || value.length > 2_000) fail(path, 'must be a URL of at most 2000 characters.');
    if (options.relative && value.startsWith('/') && !value.startsWith('//') && !/[\\\s\u0000-\u001f]/.test(value)) return value;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      fail(path, options.relative ? 'must be a path starting with "/" or an http(s) URL.' : 'must be an http(s) URL.');
    }
    const allowed = options.httpsOnly ? ['https:'] : ['http:', 'https:'];
    if (!allowed.includes(url.protocol)) fail(path, `must be an ${options.httpsOnly ? 'https' : 'http(s)'} URL.`);
    return value;
  };
}

/** A colour as `#rrggbb`. */
export const colour: Parse<string> = (value, path) => {
  if (typeof value !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(value)) fail(path, 'must be a colour such as "#1d4e89".');
  return value.toLowerCase();
};

/** A JSON object stored as sent (author metadata), at most `maxBytes` when serialised. */
export function freeObject(maxBytes: number): Parse<Record<string, unknown>> {
  return (value, path) => {
    const body = record(value, path);
    if (JSON.stringify(body).length > maxBytes) fail(path, `must be at most ${maxBytes} bytes of JSON.`);
    return { ...body };
  };
}

/** A reference to a stored row by id or by slug, as the read API's objects carry both. */
export type Ref = { readonly id: number } | { readonly slug: string };

export const ref: Parse<Ref> = (value, path) => {
  const body = record(value, path);
  if (body.id !== undefined && body.id !== null) return { id: int(1, 2_147_483_647)(body.id, at(path, 'id')) };
  if (body.slug !== undefined && body.slug !== null) return { slug: slug(body.slug, at(path, 'slug')) };
  return fail(path, 'must name a stored row by "id" or "slug".');
};

/** The edition the body names with `brand` and `lang`. */
export function edition(body: Body, path = ''): Edition {
  const brandKey = required(body, 'brand', path, text({ max: 40 }));
  if (!isBrandKey(brandKey)) fail(at(path, 'brand'), `must be one of ${BRANDS.map((brand) => brand.key).join(', ')}.`);
  const lang = required(body, 'lang', path, text({ max: 8 }));
  if (!brandServesLang(getBrand(brandKey), lang)) fail(at(path, 'lang'), `must be a language brand "${brandKey}" publishes in (${getBrand(brandKey).languages.join(', ')}).`);
  return { brand: brandKey, lang };
}

/** The edition named by the body if it names one; it must match `stored` (rows never move between editions). */
export function sameEdition(body: Body, stored: { brand: string; lang: string }): Edition {
  if (body.brand !== undefined || body.lang !== undefined) {
    const named = edition(body);
    if (named.brand !== stored.brand || named.lang !== stored.lang) {
      fail('brand', `and lang name ${named.brand}/${named.lang}, but the stored row belongs to ${stored.brand}/${stored.lang}; rows do not move between editions.`);
    }
  }
  return { brand: stored.brand as BrandKey, lang: stored.lang as Lang };
}
