import { expect, type Page } from '@playwright/test';

/**
 * Brings in a home page's later blocks (components/home/later-blocks.client.tsx) as a reader
 * does, by scrolling to them, and waits until they are drawn.
 */
export async function showLaterBlocks(page: Page): Promise<void> {
  const later = page.locator('[data-component="later-blocks"]');
  await expect(later).toHaveCount(1);
  await later.evaluate((element) => element.scrollIntoView());
  await expect(later).toHaveAttribute('data-state', 'shown');
}
