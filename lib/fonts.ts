/**
 * The Bengali faces (docs/performance.md, "Fonts"): files made by scripts/subset-fonts.ts,
 * declared in app/styles/base.css and preloaded by the edition layout: the text face on
 * Bengali editions; on English ones, whose one Bengali word is the edition switch's, a face
 * of that word's letters (`word`).
 */

/** The Bengali block, as @fontsource declares it (app/styles/base.css repeats it: CSS cannot import it). */
export const BENGALI_UNICODE_RANGE =
  'U+0951-0952, U+0964-0965, U+0980-09FE, U+1CD0, U+1CD2, U+1CD5-1CD6, U+1CD8, U+1CE1, U+1CEA, U+1CED, U+1CF2, U+1CF5-1CF7, U+200C-200D, U+20B9, U+25CC, U+A8F1';

export const BENGALI_FACES = {
  sans: {
    source: '@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2',
    href: '/fonts/noto-sans-bengali-5.3.0-400-800.woff2',
    weights: [400, 800],
  },
  /**
   * Headlines only, on the brands that set them in it (lib/brands/theme.ts), and they are bold:
   * one static instance at 700 is 69 KB where the 400–800 variable face was 127 KB (issue 22:
   * on Bigyan that face raced the lead picture for the slow link). base.css declares it for
   * 600–800, so the few medium (600) and heavy (800) serif lines draw at 700, unsynthesised.
   */
  serif: {
    source: '@fontsource-variable/noto-serif-bengali/files/noto-serif-bengali-bengali-wght-normal.woff2',
    href: '/fonts/noto-serif-bengali-5.3.0-700.woff2',
    weights: [700, 700],
  },
  /**
   * The one Bengali word of an English page, the edition switch's "বাংলা", at its weight
   * (medium): about 1 KB, where the text face is 76 KB. English pages leave the text faces out
   * of their stacks (base.css), and a computer with no Bengali face of its own drew the word
   * as boxes.
   */
  word: {
    source: '@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2',
    href: '/fonts/noto-sans-bengali-5.3.0-word-500.woff2',
    weights: [500, 500],
    text: 'বাংলা',
  },
} as const;
