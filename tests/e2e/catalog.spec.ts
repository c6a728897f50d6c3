/**
 * The catalog page type (docs/product.md, "Catalog"): a living style guide, noindex, that a
 * designer opens on any brand's host to see every collection layout, story card and story
 * element drawn by the components pages use, in that brand's theme.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PORT } from './helpers/editions';
import { AXE_TAGS } from './helpers/stories';

const LAYOUTS = ['lead', 'grid', 'list', 'slider', 'section-block', 'photo-row', 'video-row', 'opinion-row', 'most-recent'];
const CARDS = ['lead', 'default', 'compact', 'strip', 'slide', 'report', 'text'];
const ELEMENTS = ['title', 'text', 'image', 'gallery', 'quote', 'blockquote', 'also-read', 'youtube-video', 'embed', 'table', 'file'];

for (const { origin, title, contents } of [
  { origin: `http://localhost:${PORT}`, title: 'নকশার নমুনা', contents: ['সংগ্রহের বিন্যাস', 'খবরের কার্ড', 'খবরের উপাদান'] },
  { origin: `http://en.localhost:${PORT}`, title: 'Design catalog', contents: ['Collection layouts', 'Story cards', 'Story elements'] },
  { origin: `http://bigyan.localhost:${PORT}`, title: 'নকশার নমুনা', contents: ['সংগ্রহের বিন্যাস', 'খবরের কার্ড', 'খবরের উপাদান'] },
]) {
  test(`${origin}/catalog draws every layout, card and element, each part reached from its contents`, async ({ page }) => {
    const response = await page.goto(`${origin}/catalog`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    const nav = page.locator('[data-component="catalog"] nav');
    for (const [index, name] of contents.entries()) {
      await nav.getByRole('link', { name }).click();
      const part = page.locator('[data-catalog]').nth(index);
      await expect(part.getByRole('heading', { level: 2, name })).toBeInViewport();
    }
    const layouts = page.locator('[data-catalog="layouts"] [data-layout]');
    expect(await layouts.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-layout')))).toEqual(LAYOUTS);
    for (const layout of LAYOUTS) await expect(page.locator(`[data-layout="${layout}"] [data-component="story-card"]`).first(), layout).toBeAttached();
    const cards = page.locator('[data-catalog="cards"] [data-component="story-card"]');
    // A default card leaves data-variant out (components/story/story-card.tsx).
    expect(await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-variant') ?? 'default'))).toEqual(CARDS);
    const elements = await page.locator('[data-catalog="elements"] [data-element]').evaluateAll((nodes) => [...new Set(nodes.map((node) => node.getAttribute('data-element')))]);
    for (const element of ELEMENTS) expect(elements, element).toContain(element);
    if (!origin.includes('bigyan')) {
      // The main brand's editions have a poll; it shows here as in a story.
      await expect(page.locator('[data-catalog="elements"] [data-component="poll"] form, [data-catalog="elements"] [data-component="poll-results"]').first()).toBeVisible();
    }
    expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);
  });
}
