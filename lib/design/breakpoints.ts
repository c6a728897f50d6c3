/**
 * The layout breakpoints of docs/product.md, "Business constants" for TypeScript (image
 * `sizes`, matchMedia). app/styles/media.css holds the same numbers as custom media queries
 * for the stylesheets; tests/unit/design-tokens.test.ts fails if the two drift apart.
 */
export const BREAKPOINTS = {
  /** Mobile is below this width; tablet starts here. */
  tablet: 876,
  /** Desktop starts here. */
  desktop: 1264,
  /** Phones: the header and search compact themselves below this width. */
  phone: 600,
  narrowPhone: 480,
  /** The story slider shows three slides from here, four from sliderFour. */
  sliderThree: 769,
  sliderFour: 1025,
} as const;

/** The narrowest screen the site is drawn for (docs/product.md: checked at 320 px). */
export const NARROWEST_SCREEN = 320;

/** The widest the page's content gets (tokens.css --page-max). */
export const PAGE_MAX_WIDTH = 1200;

/** The reading measure of a story, in px at the default 16 px root (tokens.css --reading-max, 42rem). */
export const READING_MAX_WIDTH = 672;
