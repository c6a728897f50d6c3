import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_IMAGE_HEIGHT, DEMO_IMAGE_WIDTH, PICTURE_SUBJECTS, generateDemoImages, renderDemoPicture, type PictureSubject } from '@/lib/seed/images';
import { createRandom } from '@/lib/seed/random';

/** A picture reduced to 32x18 grey levels: enough to tell two scenes apart. */
async function thumbnail(subject: PictureSubject, variant: number, seed: number): Promise<Uint8Array> {
  const jpeg = await renderDemoPicture({ subject, variant, seed, width: 192 });
  return new Uint8Array(await sharp(jpeg).resize(32, 18, { fit: 'fill' }).greyscale().raw().toBuffer());
}

function meanDifference(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

describe('demo pictures', () => {
  it('draws every subject differently from every other', async () => {
    const thumbs = await Promise.all(PICTURE_SUBJECTS.map((subject) => thumbnail(subject, 0, 7)));
    for (let i = 0; i < thumbs.length; i++) {
      for (let j = i + 1; j < thumbs.length; j++) {
        expect(meanDifference(thumbs[i], thumbs[j]), `${PICTURE_SUBJECTS[i]} vs ${PICTURE_SUBJECTS[j]}`).toBeGreaterThan(8);
      }
    }
  });

  it('gives each subject variants that differ from one another', async () => {
    for (const subject of PICTURE_SUBJECTS) {
      const [a, b, c] = await Promise.all([thumbnail(subject, 0, 11), thumbnail(subject, 1, 12), thumbnail(subject, 2, 13)]);
      expect(meanDifference(a, b), `${subject} 1 vs 2`).toBeGreaterThan(3);
      expect(meanDifference(b, c), `${subject} 2 vs 3`).toBeGreaterThan(3);
      expect(meanDifference(a, c), `${subject} 1 vs 3`).toBeGreaterThan(3);
    }
  });

  it('makes the same bytes from the same subject, variant and seed', async () => {
    const request = { subject: 'market', variant: 1, seed: 42, width: 320 } as const;
    const [first, second] = await Promise.all([renderDemoPicture(request), renderDemoPicture(request)]);
    expect(first.equals(second)).toBe(true);
    expect(first.equals(await renderDemoPicture({ ...request, seed: 43 }))).toBe(false);
  });

  it('writes full-width JPEGs, subjects in turn, and leaves the seed stream where the old generator did', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-pictures-'));
    try {
      const random = createRandom(5);
      const images = await generateDemoImages(dir, random, ['#b3171d'], 2);
      expect(images.map((image) => image.subject)).toEqual(PICTURE_SUBJECTS.slice(0, 2));
      const metadata = await sharp(path.join(dir, images[0].key)).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', DEMO_IMAGE_WIDTH, DEMO_IMAGE_HEIGHT]);
      expect(images[0]).toMatchObject({ width: DEMO_IMAGE_WIDTH, height: DEMO_IMAGE_HEIGHT });
      const reference = createRandom(5);
      for (let i = 0; i < 2 * 29; i++) reference.next();
      expect(random.next()).toBe(reference.next());
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
