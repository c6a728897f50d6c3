import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/** Larger than any mark drawn at 27 px: a big file stays an <img>. */
const MAX_INLINE_BYTES = 4_096;
/** A site file's address: a path under public/, nothing else. */
const SITE_SVG = /^\/(?:[\w-]+\/)*[\w-]+\.svg$/;
/** What a drawing written into the page must not hold: script, handlers, styles, references outside it. */
const NOT_A_DRAWING = /<script|<style|<foreignObject|<!|\son[a-z]+\s*=|href\s*=|url\(/i;

const kept = new Map<string, string | null>();

/** The file's text, when it is one small SVG of shapes only; else null. */
export function asInlineDrawing(text: string): string | null {
  const markup = text.trim();
  return markup.length <= MAX_INLINE_BYTES && /^<svg[\s>]/.test(markup) && markup.endsWith('</svg>') && !NOT_A_DRAWING.test(markup) ? markup : null;
}

/**
 * A small SVG file of the site (public/), as markup to write into the page in place of an
 * <img>. Chrome draws an SVG <img> in a document of its own, set up on the main thread of
 * every page that shows it (docs/performance.md, "Stop 51"); markup drawn inline costs a few
 * elements. Null (keep the <img>, which runs nothing inside it) for another origin, a missing
 * file, a large one, or one holding anything beyond shapes. Read once per address.
 */
export function inlineSvg(src: string): string | null {
  const known = kept.get(src);
  if (known !== undefined) return known;
  let markup: string | null = null;
  if (SITE_SVG.test(src)) {
    try {
      markup = asInlineDrawing(fs.readFileSync(path.join(process.cwd(), 'public', src), 'utf8'));
    } catch {
      markup = null;
    }
  }
  kept.set(src, markup);
  return markup;
}
