import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_IMAGE_HEIGHT, DEMO_IMAGE_WIDTH, PICTURE_SUBJECTS, generateDemoImages, renderDemoPicture, type PictureSubject } from '@/lib/seed/images';
import { BRAND_SECTIONS } from '@/lib/seed/corpus/brands';
import { MAIN_SECTIONS } from '@/lib/seed/corpus/main';
import { createRandom } from '@/lib/seed/random';
import { plannedSections, planStories } from '@/lib/seed/seed';

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

  it('lets the variants of a subject take turns as heroes, so one picture does not lead every story of its kind', () => {
    const images = Array.from({ length: 48 }, (_, i) => ({
      key: `demo/${PICTURE_SUBJECTS[i % PICTURE_SUBJECTS.length]}-${Math.floor(i / PICTURE_SUBJECTS.length) + 1}.jpg`,
      width: DEMO_IMAGE_WIDTH,
      height: DEMO_IMAGE_HEIGHT,
      subject: PICTURE_SUBJECTS[i % PICTURE_SUBJECTS.length],
    }));
    for (const corpus of [MAIN_SECTIONS, BRAND_SECTIONS.torun, BRAND_SECTIONS.trust]) {
      const stories = planStories(createRandom(9), 'bn', plannedSections(corpus), corpus === MAIN_SECTIONS ? 600 : 45, images, new Date('2026-11-22T06:00:00Z'));
      const heroes = new Map<string, Map<string, number>>();
      for (const { draft } of stories) {
        const hero = draft.images[0];
        const bySubject = heroes.get(hero.subject) ?? new Map<string, number>();
        bySubject.set(hero.key, (bySubject.get(hero.key) ?? 0) + 1);
        heroes.set(hero.subject, bySubject);
      }
      for (const [subject, counts] of heroes) {
        const total = [...counts.values()].reduce((a, b) => a + b, 0);
        if (total < 6) continue;
        expect(counts.size, subject).toBe(3);
        expect(Math.max(...counts.values()) - Math.min(...counts.values()), subject).toBeLessThanOrEqual(Math.ceil(total / 6));
      }
    }
  });
});
