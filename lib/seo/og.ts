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

/**
 * `/og/story/{id}-16x9.jpg`; the Open Graph card of a story without a hero is `/og/story/{id}-og.jpg`.
 * By id, not slug: a Bengali slug is 9 bytes a letter encoded, and a story page names its
 * pictures up to five times, each twice (its HTML and its RSC payload).
 */
export const storyImagePath = (id: number, ratio: StoryImageRatio) => `/og/story/${id}-${ratio}.jpg`;

const FILE = /^(.+)-(16x9|4x3|1x1|og)\.jpg$/;
const MAX_STORY_ID = 2_147_483_647;

/**
 * `{id}-{ratio}.jpg` → the story's id and the ratio; `{slug}-{ratio}.jpg`, as pages named
 * them before and shares keep them, → the slug (still percent-encoded); otherwise null.
 */
export function parseStoryImageFile(file: string): ({ id: number } | { slug: string }) & { ratio: StoryImageRatio } | null {
  const match = FILE.exec(file);
  if (!match) return null;
  const ratio = match[2] as StoryImageRatio;
  // An id is a PostgreSQL integer: anything larger is no story's (and no query's to fail on).
  const id = /^[1-9][0-9]{0,9}$/.test(match[1]) ? Number(match[1]) : 0;
  return id > 0 && id <= MAX_STORY_ID ? { id, ratio } : { slug: match[1], ratio };
}
