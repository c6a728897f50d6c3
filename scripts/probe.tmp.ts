import { chromium } from '@playwright/test';
const path = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ serviceWorkers: 'block' });
await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }));
const page = await context.newPage();
await page.goto(`http://localhost:3300${path}`, { waitUntil: 'networkidle' });
await page.waitForTimeout(3000);
const rows = await page.evaluate(() => {
  const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
  return [loaded, ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.name.endsWith('.js')).map((e) => [Math.round(e.startTime), e.encodedBodySize, e.name.slice(-30), e.initiatorType])];
});
console.log(JSON.stringify(rows, null, 0));
await browser.close();
