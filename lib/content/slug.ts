const MAX_SLUG_LENGTH = 200;

/**
 * Turns a headline into a URL slug. Latin text becomes lower-case kebab-case; Bengali
 * letters, vowel signs and digits are kept (NFC) so Bengali slugs stay readable.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u200c\u200d]/g, '')
    .replace(/[^a-z0-9\u0980-\u09ff]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '');
}

/** No slug holds a control character; PostgreSQL refuses a NUL in text outright (a 500 if it got that far). */
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Decodes one path segment as it arrives in a URL: percent-decoding once and NFC. The one
 * check of a slug before it reaches a query (pages, route data and the API all call it).
 * Returns null for malformed percent-encoding, a control character (`%00`) or an
 * implausibly long segment: no slug can match, so callers answer 404 (pages) or 400 (API).
 */
export function decodeSlug(segment: string): string | null {
  if (segment.length > 1_000) return null;
  try {
    const decoded = decodeURIComponent(segment).normalize('NFC');
    return CONTROL.test(decoded) ? null : decoded;
  } catch {
    return null;
  }
}
