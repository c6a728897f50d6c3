/**
 * First-load JavaScript budget per page type (bench/budgets.json): the compressed bytes
 * of every script an anonymous reader's browser loads for the page. An over-budget
 * change fails npm test.
 */
import { expect, test, type Page } from '@playwright/test';
import { PORT } from './helpers/editions';
import { BUDGETS as budgets, scriptKb } from './helpers/first-load';
import { storyPathOf } from './helpers/stories';

const bn = `http://localhost:${PORT}`;

// A first visit: no service worker yet, so every script is counted as fetched, never as kept by one.
test.use({ serviceWorkers: 'block' });

/**
 * Every script the page loads without a reader doing anything: once it has hydrated, and the
 * scripts asked for after load (one-tap's, 3.5 s after it) are in, the total stops growing.
 * Not "network idle", which a page's polls (breaking news, most read) can keep from coming:
 * ci63 waited 150 s for it on a story.
 */
async function settledScriptKb(page: Page): Promise<number> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForTimeout(5_000);
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await scriptKb(page);
        const same = now === last;
        last = now;
        return same;
      },
      { intervals: [2_000], timeout: 30_000 },
    )
    .toBe(true);
  return last;
}

test('first-load JavaScript of each page type stays within its budget', async ({ page, request }) => {
  // Three page loads, each settled (settledScriptKb): about 10 s each.
  test.setTimeout(150_000);
  const pages: Record<string, string> = { home: '/', section: '/bangladesh', story: await storyPathOf(request, bn, 'text') };
  const sizes: Record<string, number> = {};
  for (const [type, path] of Object.entries(pages)) {
    await page.goto(`${bn}${path}`);
    sizes[type] = await settledScriptKb(page);
  }
  console.log(`first-load JS (compressed KB): ${JSON.stringify(sizes)}`);
  for (const [type, kb] of Object.entries(sizes)) expect(kb, type).toBeLessThanOrEqual(budgets[type]);
});
