import { chromium } from '@playwright/test';
const path = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (let run = 0; run < 2; run++) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }));
  const page = await context.newPage();
  await page.goto(`http://localhost:3300${path}`, { waitUntil: 'load' });
  const rows = await page.evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.startTime < 600).map((e) => [e.name.slice(-40), Math.round(e.startTime), Math.round(e.connectStart), Math.round(e.requestStart), Math.round(e.responseStart), Math.round(e.responseEnd), e.encodedBodySize]));
  const lcp = await page.evaluate(() => new Promise((r) => new PerformanceObserver((l) => r(Math.round(l.getEntries().at(-1)!.startTime))).observe({ type: 'largest-contentful-paint', buffered: true })));
  console.log('LCP', lcp); for (const r of rows) console.log(r.join(' '));
  await context.close();
}
await browser.close();
