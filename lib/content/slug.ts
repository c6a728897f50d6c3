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

/**
 * Decodes one path segment as it arrives in a URL: percent-decoding once and NFC.
 * Returns null for malformed percent-encoding or an implausibly long segment.
 */
export function decodeSlug(segment: string): string | null {
  if (segment.length > 1_000) return null;
  try {
    return decodeURIComponent(segment).normalize('NFC');
  } catch {
    return null;
  }
}
