import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const video = process.argv[2];
const cases = [
  ['bn-home-held-375', 'http://localhost:3420/', 375, true],
  ['bn-home-live-375', 'http://localhost:3420/', 375, false],
  ['en-video-held-375', video, 375, true],
  ['en-video-live-320', video, 320, false],
  ['torun-submit-held-320', 'http://torun.localhost:3420/submit', 320, true],
  ['bigyan-home-held-1366', 'http://bigyan.localhost:3420/', 1366, true],
  ['en-forgot-held-375', 'http://en.localhost:3420/forgot-password', 375, true],
];
for (const [name, url, width, held] of cases) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  if (held) await page.route((u) => u.pathname.startsWith('/_next/static/') && u.pathname.endsWith('.js'), () => {});
  await page.goto(url, { waitUntil: held ? 'domcontentloaded' : 'load' });
  if (!held) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForTimeout(800);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (name.includes('video')) await page.locator('[data-component="youtube-facade"]').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shot-${name}.png` });
  console.log(name, 'overflow', overflow);
  await page.close();
}
await browser.close();
