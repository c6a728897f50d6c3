/**
 * First-load JavaScript budget per page type (bench/budgets.json): the compressed bytes
 * of every script an anonymous reader's browser loads for the page. An over-budget
 * change fails npm test.
 */
import { expect, test } from '@playwright/test';
import { PORT } from './helpers/editions';
import { BUDGETS as budgets, scriptKb, settled } from './helpers/first-load';
import { storyPathOf } from './helpers/stories';

const bn = `http://localhost:${PORT}`;

// A first visit: no service worker yet, so every script is counted as fetched, never as kept by one.
test.use({ serviceWorkers: 'block' });

test('first-load JavaScript of each page type stays within its budget', async ({ page, request }) => {
  // Three page loads, each settled (every script it loads without a reader doing anything is in): about 10 s each.
  test.setTimeout(150_000);
  const pages: Record<string, string> = { home: '/', section: '/bangladesh', story: await storyPathOf(request, bn, 'text') };
  const sizes: Record<string, number> = {};
  for (const [type, path] of Object.entries(pages)) {
    await page.goto(`${bn}${path}`);
    sizes[type] = await settled(page, scriptKb);
  }
  console.log(`first-load JS (compressed KB): ${JSON.stringify(sizes)}`);
  for (const [type, kb] of Object.entries(sizes)) expect(kb, type).toBeLessThanOrEqual(budgets[type]);
});
