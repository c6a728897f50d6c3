/**
 * `npx tsx scripts/subset-fonts.ts`: writes the site's Bengali faces to public/fonts/
 * (docs/performance.md, "Fonts"). Each is the Bengali block of the Noto variable face
 * (@fontsource-variable, OFL) with its weight axis cut to what lib/fonts.ts asks, by
 * harfbuzz's subsetter (subset-font): the sans text face keeps the 400–800 the stylesheets use
 * (app/styles/tokens.css: regular, medium, bold, heavy) and goes from 107,720 to about 76,000
 * bytes; the serif headline face is one static weight, 700 (about 69,000 bytes). Every glyph the
 * Bengali block reaches through its conjunct and vowel-sign rules stays. The files are
 * committed (a build needs no wasm) and named by the source package's version, so they are
 * served as immutable; run this again after upgrading those packages and change the names in
 * app/styles/base.css, lib/fonts.ts and public/sw.js.
 */
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { BENGALI_FACES, BENGALI_UNICODE_RANGE } from '../lib/fonts';

/** Every code point of a CSS unicode-range value (`U+0980-09FE, U+200C-200D, …`). */
function codePoints(range: string): string {
  let text = '';
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let point = parseInt(from, 16); point <= parseInt(to, 16); point++) text += String.fromCodePoint(point);
  }
  return text;
}

async function main(): Promise<void> {
  const block = codePoints(BENGALI_UNICODE_RANGE);
  for (const face of Object.values(BENGALI_FACES)) {
    const source = fs.readFileSync(path.join('node_modules', face.source));
    // A face of one word's letters (`text`), or of the whole block; one weight is a static face.
    const text = 'text' in face ? face.text : block;
    const [min, max] = face.weights;
    const subset = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: min === max ? min : { min, max } } });
    fs.writeFileSync(path.join('public', face.href), subset);
    console.log(`${face.href}: ${source.length} → ${subset.length} bytes`);
  }
}

void main();
