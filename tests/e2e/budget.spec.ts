/**
 * First-load JavaScript budget per page type (bench/budgets.json): the compressed bytes
 * of every script an anonymous reader's browser loads for the page. An over-budget
 * change fails npm test.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { PORT } from './helpers/editions';
import { storyPathOf } from './helpers/stories';

const budgets = JSON.parse(fs.readFileSync('bench/budgets.json', 'utf8')).firstLoadJsKb as Record<string, number>;
const bn = `http://localhost:${PORT}`;

test('first-load JavaScript of each page type stays within its budget', async ({ page, request }) => {
  const pages: Record<string, string> = { home: '/', section: '/bangladesh', story: await storyPathOf(request, bn, 'text') };
  const sizes: Record<string, number> = {};
  for (const [type, path] of Object.entries(pages)) {
    await page.goto(`${bn}${path}`, { waitUntil: 'networkidle' });
    const bytes = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.initiatorType === 'script' || new URL(entry.name).pathname.endsWith('.js'))
        .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    );
    sizes[type] = Math.round(bytes / 1024);
  }
  console.log(`first-load JS (compressed KB): ${JSON.stringify(sizes)}`);
  for (const [type, kb] of Object.entries(sizes)) expect(kb, type).toBeLessThanOrEqual(budgets[type]);
});
