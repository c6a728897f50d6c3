/**
 * The pictures a story is shared and indexed with (docs/seo.md, "Pictures"): Google wants
 * 16:9, 4:3 and 1:1 versions of an article's image; a story with a hero gets crops of it,
 * one without gets a card drawn with its headline in the Bengali face. Paths only here;
 * the drawing is ./og-image.tsx, served by app/[brand]/[lang]/(machine)/og/story/[file].
 */
export const STORY_IMAGE_RATIOS = ['16x9', '4x3', '1x1'] as const;
export type StoryImageRatio = (typeof STORY_IMAGE_RATIOS)[number] | 'og';

/** Pixel sizes: 1200 wide (Google asks for at least 50K pixels; Open Graph for 1200×630). */
export const RATIO_SIZES: Record<StoryImageRatio, { width: number; height: number }> = {
  '16x9': { width: 1200, height: 675 },
  '4x3': { width: 1200, height: 900 },
  '1x1': { width: 1200, height: 1200 },
  og: { width: 1200, height: 630 },
};

/** `/og/story/{slug}-16x9.jpg`; the Open Graph card of a story without a hero is `/og/story/{slug}-og.jpg`. */
export const storyImagePath = (slug: string, ratio: StoryImageRatio) => `/og/story/${encodeURIComponent(slug)}-${ratio}.jpg`;

const FILE = /^(.+)-(16x9|4x3|1x1|og)\.jpg$/;

/** `{slug}-{ratio}.jpg` → its parts (the slug still percent-encoded), or null. */
export function parseStoryImageFile(file: string): { slug: string; ratio: StoryImageRatio } | null {
  const match = FILE.exec(file);
  return match ? { slug: match[1], ratio: match[2] as StoryImageRatio } : null;
}
