import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
chrome.kill();
const a = r.lhr.audits;
fs.writeFileSync(process.argv[3], JSON.stringify(r.lhr));
console.log('perf', r.lhr.categories.performance.score, 'LCP', a['largest-contentful-paint'].numericValue, 'TBT', a['total-blocking-time'].numericValue, 'FCP', a['first-contentful-paint'].numericValue, 'SI', a['speed-index'].numericValue);
for (const id of ['largest-contentful-paint-element','lcp-breakdown-insight','lcp-discovery-insight','render-blocking-insight','bootup-time','mainthread-work-breakdown','long-tasks','network-dependency-tree-insight','font-display-insight']) {
  const x = a[id]; if (!x) continue;
  console.log('==', id, x.displayValue ?? '');
  const d = x.details; if (!d) continue;
  const items = d.items ?? [];
  console.log(JSON.stringify(items, null, 0).slice(0, 2500));
}
