/**
 * Demo photographs, painted locally with sharp: one painter per subject
 * (lib/seed/pictures/scenes.ts) draws an SVG scene with depth, haze and light; sharp
 * renders it, softens its vector edges a little and lays film grain over it. No network,
 * deterministic: the same subject, variant and seed give the same bytes.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { MOODS, SCENE_HEIGHT, SCENE_WIDTH, Scene } from './pictures/paint';
import { PAINTERS, SUBJECT_MOODS } from './pictures/scenes';
import { createRandom, type Random } from './random';

/** 1600 px wide, so a 764 px slot on a 2x screen (docs/product.md, "Business constants") has a sharp candidate. */
export const DEMO_IMAGE_WIDTH = SCENE_WIDTH;
export const DEMO_IMAGE_HEIGHT = SCENE_HEIGHT;

/**
 * What a demo picture shows. A story of the demo newsroom names the subject its pictures
 * must show (and its captions describe); the generator draws each subject recognisably.
 */
export const PICTURE_SUBJECTS = [
  'city-street',
  'river',
  'paddy-field',
  'crowd',
  'stadium',
  'classroom',
  'hospital',
  'market',
  'night-sky',
  'laboratory',
  'government',
  'factory',
  'flood',
  'portrait',
  'forest',
  'meeting',
] as const;

export type PictureSubject = (typeof PICTURE_SUBJECTS)[number];

export interface DemoImage {
  readonly key: string;
  readonly width: number;
  readonly height: number;
  readonly subject: PictureSubject;
}

/** Random numbers the earlier landscape generator drew per image: drawing as many keeps the rest of the seeded newsroom unchanged. */
const DRAWS_PER_IMAGE = 29;

export interface PictureRequest {
  readonly subject: PictureSubject;
  /** Which of the subject's variants: its time of day, among others. */
  readonly variant: number;
  /** Everything else (composition, palette, people) follows from it. */
  readonly seed: number;
  /** Width of the output in pixels (the scene is 16:9); DEMO_IMAGE_WIDTH unless told. */
  readonly width?: number;
  /** The section colour used for signs, banners and clothes. */
  readonly accent?: string;
}

/** The SVG scene of one picture. */
export function demoPictureSvg({ subject, variant, seed, width = DEMO_IMAGE_WIDTH, accent = '#1f5fa8' }: PictureRequest): string {
  const moods = SUBJECT_MOODS[subject];
  const scene = new Scene(createRandom(seed), MOODS[moods[variant % moods.length]], accent);
  PAINTERS[subject](scene);
  scene.vignette(scene.between(0.3, 0.5));
  return scene.toSvg(width);
}

/** Fine monochrome film grain, centred on mid-grey so an overlay blend leaves the mean alone. */
function grain(seed: number, size = 128): Buffer {
  const random = createRandom(seed ^ 0x5bd1e995);
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < size * size; i++) {
    const value = 128 + Math.round((random.next() + random.next() - 1) * 16);
    pixels[i * 3] = pixels[i * 3 + 1] = pixels[i * 3 + 2] = value;
  }
  return pixels;
}

/** One picture as a JPEG: the scene rendered, its vector edges softened as a lens would, grain laid over. */
export async function renderDemoPicture(request: PictureRequest): Promise<Buffer> {
  const width = request.width ?? DEMO_IMAGE_WIDTH;
  const tile = Math.min(128, Math.round((width * DEMO_IMAGE_HEIGHT) / DEMO_IMAGE_WIDTH));
  return sharp(Buffer.from(demoPictureSvg(request)))
    .blur(Math.max(0.3, (0.7 * width) / DEMO_IMAGE_WIDTH))
    .composite([{ input: grain(request.seed, tile), raw: { width: tile, height: tile, channels: 3 }, tile: true, blend: 'overlay' }])
    .jpeg({ quality: 76, mozjpeg: true })
    .toBuffer();
}

/**
 * Writes `count` pictures to {mediaDir}/demo/ and returns their storage keys: subjects in
 * turn (PICTURE_SUBJECTS), so 48 pictures give each subject three variants. Existing files are reused.
 */
export async function generateDemoImages(mediaDir: string, random: Random, colors: readonly string[], count: number): Promise<DemoImage[]> {
  const dir = path.join(mediaDir, 'demo');
  await fs.mkdir(dir, { recursive: true });
  const requests = Array.from({ length: count }, (_, i) => {
    const seed = Math.floor(random.next() * 2 ** 32);
    for (let k = 1; k < DRAWS_PER_IMAGE; k++) random.next();
    const subject = PICTURE_SUBJECTS[i % PICTURE_SUBJECTS.length];
    const variant = Math.floor(i / PICTURE_SUBJECTS.length);
    return { subject, variant, seed, accent: colors[i % colors.length], key: `demo/${subject}-${variant + 1}.jpg` };
  });
  // Two at a time: sharp renders on its own threads, and the seed shares the machine with the server's start.
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++];
      const file = path.join(mediaDir, request.key);
      const exists = await fs.stat(file).then(() => true, () => false);
      if (!exists) await fs.writeFile(file, await renderDemoPicture(request));
    }
  };
  await Promise.all([worker(), worker()]);
  return requests.map(({ key, subject }) => ({ key, width: DEMO_IMAGE_WIDTH, height: DEMO_IMAGE_HEIGHT, subject }));
}

/** A square avatar with the person's initial. */
export async function generateAvatar(mediaDir: string, key: string, initial: string, color: string): Promise<void> {
  const file = path.join(mediaDir, key);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" fill="${color}"/><circle cx="120" cy="95" r="48" fill="#fff" opacity="0.85"/><ellipse cx="120" cy="230" rx="85" ry="70" fill="#fff" opacity="0.85"/><title>${initial}</title></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toFile(file);
}
