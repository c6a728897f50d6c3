import { expect, test } from '@playwright/test';
import { showLaterBlocks } from './helpers/home';
import { PORT } from './helpers/editions';

const home = `http://localhost:${PORT}/`;

test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });

test('on a phone every card picture offers a candidate at least twice its width (docs/product.md, "Business constants")', async ({ page }) => {
  await page.goto(home);
  await showLaterBlocks(page);
  const pictures = await page.locator('[data-component="story-card"] img').evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => ({
      width: image.getBoundingClientRect().width,
      // Each candidate's own width, as the optimiser draws it (`/img/{w}/…`, lib/media/image-loader.ts): a thumbnail offers 1x/2x candidates, a card `w` ones.
      largest: Math.max(...image.srcset.split(',').map((candidate) => Number(/^\/img\/(\d+)\//.exec(new URL(candidate.trim().split(/\s+/)[0], location.href).pathname)?.[1]))),
      sizes: image.sizes,
    })),
  );
  expect(pictures.length).toBeGreaterThan(5);
  for (const picture of pictures) expect(picture.largest, JSON.stringify(picture)).toBeGreaterThanOrEqual(2 * Math.round(picture.width));
  // A compact card's 96 px thumbnail takes a small candidate, not a phone-wide one.
  const thumbnail = page.locator('[data-component="story-card"][data-variant="compact"] img').first();
  await thumbnail.scrollIntoViewIfNeeded();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => Number(/^\/img\/(\d+)\//.exec(new URL(image.currentSrc, location.href).pathname)?.[1]))).toBe(250);
});

test('a card without a picture shows the brand mark on its colour, in the picture box, hidden from screen readers', async ({ page }) => {
  await page.goto(home);
  await showLaterBlocks(page);
  const placeholder = page.locator('[data-component="story-card"] [data-component="image-placeholder"]').first();
  await placeholder.scrollIntoViewIfNeeded();
  await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  const box = (await placeholder.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
  const image = await page.locator('[data-component="story-card"] > img').first().boundingBox();
  expect(Math.abs(box.width / box.height - image!.width / image!.height)).toBeLessThan(0.02);
  const look = await placeholder.evaluate((element) => ({
    background: getComputedStyle(element).backgroundImage,
    mark: getComputedStyle(element, '::after').backgroundImage,
  }));
  expect(look.background).toContain('linear-gradient');
  expect(look.mark).toContain('/brands/main.svg');
});
