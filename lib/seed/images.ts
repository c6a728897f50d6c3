/**
 * Demo photographs, drawn locally with sharp: an abstract landscape (sky, sun, hills,
 * river) in a palette derived from the section colour. No network, deterministic.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Random } from './random';

export const DEMO_IMAGE_WIDTH = 1200;
export const DEMO_IMAGE_HEIGHT = 675;

function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, ((value >> shift) & 0xff) + amount));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

function landscapeSvg(random: Random, color: string): string {
  const w = DEMO_IMAGE_WIDTH;
  const h = DEMO_IMAGE_HEIGHT;
  const sunX = random.int(150, w - 150);
  const sunY = random.int(90, 260);
  const hill = (base: number, amp: number) => {
    const points = [`0,${h}`];
    for (let x = 0; x <= w; x += 100) points.push(`${x},${base - random.int(0, amp)}`);
    points.push(`${w},${h}`);
    return points.join(' ');
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${shade(color, 120)}"/><stop offset="1" stop-color="${shade(color, 190)}"/>
  </linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${random.int(45, 80)}" fill="#ffd166" opacity="0.9"/>
  <polygon points="${hill(430, 120)}" fill="${shade(color, 40)}"/>
  <polygon points="${hill(520, 80)}" fill="${shade(color, -10)}"/>
  <path d="M0 ${h - 70} C ${w / 3} ${h - 130}, ${(2 * w) / 3} ${h - 10}, ${w} ${h - 90} L ${w} ${h} L 0 ${h} Z" fill="#3a86ff" opacity="0.55"/>
</svg>`;
}

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

/** Writes `count` images to {mediaDir}/demo/ and returns their storage keys. Existing files are reused. */
export async function generateDemoImages(mediaDir: string, random: Random, colors: readonly string[], count: number): Promise<DemoImage[]> {
  const dir = path.join(mediaDir, 'demo');
  await fs.mkdir(dir, { recursive: true });
  const images: DemoImage[] = [];
  for (let i = 0; i < count; i++) {
    const key = `demo/photo-${String(i + 1).padStart(3, '0')}.jpg`;
    const file = path.join(mediaDir, key);
    const svg = landscapeSvg(random, colors[i % colors.length]);
    const exists = await fs.stat(file).then(() => true, () => false);
    if (!exists) await sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toFile(file);
    images.push({ key, width: DEMO_IMAGE_WIDTH, height: DEMO_IMAGE_HEIGHT, subject: PICTURE_SUBJECTS[i % PICTURE_SUBJECTS.length] });
  }
  return images;
}

/** A square avatar with the person's initial. */
export async function generateAvatar(mediaDir: string, key: string, initial: string, color: string): Promise<void> {
  const file = path.join(mediaDir, key);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" fill="${color}"/><circle cx="120" cy="95" r="48" fill="#fff" opacity="0.85"/><ellipse cx="120" cy="230" rx="85" ry="70" fill="#fff" opacity="0.85"/><title>${initial}</title></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toFile(file);
}
