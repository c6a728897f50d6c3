import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';

/** The first-load JavaScript budget per page type, in compressed KB (bench/budgets.json). */
export const BUDGETS = JSON.parse(fs.readFileSync('bench/budgets.json', 'utf8')).firstLoadJsKb as Record<string, number>;

/** Compressed KB of every script the page has loaded so far (same-origin entries report their sizes). */
export async function scriptKb(page: Page): Promise<number> {
  const bytes = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' || new URL(entry.name).pathname.endsWith('.js'))
      .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
  );
  return Math.round(bytes / 1024);
}

/** Compressed KB of the scripts that started before the window's load event, and of those after it. */
export async function scriptKbAroundLoad(page: Page): Promise<{ beforeLoad: number; afterLoad: number }> {
  const [before, after] = await page.evaluate(() => {
    const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.initiatorType === 'script' || new URL(entry.name).pathname.endsWith('.js'));
    const sum = (entries: PerformanceResourceTiming[]) => entries.reduce((total, entry) => total + entry.encodedBodySize, 0);
    return [sum(scripts.filter((entry) => entry.startTime < loaded)), sum(scripts.filter((entry) => entry.startTime >= loaded))];
  });
  return { beforeLoad: Math.round(before / 1024), afterLoad: Math.round(after / 1024) };
}

/** How many resources the page has fetched so far. */
async function resourceCount(page: Page): Promise<number> {
  return page.evaluate(() => performance.getEntriesByType('resource').length);
}

/**
 * Waits until the page has hydrated, the scripts asked for after load are in (one-tap's, 3.5 s
 * after it), and `measure` (by default how many resources it has fetched) has stopped changing
 * over 2 s; answers its last value. Not "network idle", which a page's polls (breaking news,
 * most read) can keep from ever coming: ci63 waited 150 s for it on a story.
 */
export async function settled(page: Page, measure: (page: Page) => Promise<number> = resourceCount): Promise<number> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForTimeout(5_000);
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await measure(page);
        const same = now === last;
        last = now;
        return same;
      },
      { intervals: [2_000], timeout: 30_000 },
    )
    .toBe(true);
  return last;
}
