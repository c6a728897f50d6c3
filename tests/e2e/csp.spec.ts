/**
 * Content-Security-Policy (lib/http/csp.ts, guardResponse in lib/http/boundary.ts): pages
 * run in Chromium without a single violation while script-src carries no 'unsafe-inline',
 * each page's header allows exactly the inline scripts of its own HTML, and a page served
 * from the app's cache and from the edge (Varnish on E2E_PORT + 61) keeps a valid policy.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { readablePath } from '../../lib/routes/paths';
import { startVarnish, VARNISHD, type Server } from '../../scripts/support/servers';
import { PORT, get } from './helpers/editions';
import { settled } from './helpers/first-load';
import { storyPathOf } from './helpers/stories';

const bn = `http://localhost:${PORT}`;
const en = `http://en.localhost:${PORT}`;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

function scriptSrc(policy: string | undefined): string {
  return (policy ?? '').split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src ')) ?? '';
}

/** The sha256 sources of the executable inline scripts of an HTML page, as the browser would hash them. */
function inlineHashes(html: string): string[] {
  const found = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    found.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...found];
}

/** Collects CSP violations: the DOM event (from the first script on) and Chromium's console report. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return violations;
}

test('home, story, section, sign-in and English pages run with no CSP violation and no unsafe-inline script-src', async ({ page, request }) => {
  const violations = await watchViolations(page);
  const story = await storyPathOf(request, bn, 'text');
  for (const url of [`${bn}/`, `${bn}${story}`, `${bn}/bangladesh`, `${bn}/sign-in`, `${en}/`, `${bn}/no-such-page-here`]) {
    const response = await page.goto(url);
    const policy = response?.headers()['content-security-policy'];
    expect(policy, url).toBeTruthy();
    expect(scriptSrc(policy), url).not.toContain('unsafe-inline');
    expect(policy, url).toContain("object-src 'none'");
    // The app's scripts ran (Next's client sets window.next when it boots), not network idle:
    // the router's prefetches of every link in view keep the network busy for seconds.
    await page.waitForFunction(() => Boolean((window as unknown as { next?: { version?: string } }).next?.version));
    expect(await page.evaluate(() => typeof (window as unknown as { __next_f?: unknown[] }).__next_f), url).toBe('object');
  }
  // A client-side navigation inside the app, then the story's scripts and images.
  await page.goto(`${bn}/`);
  // A card writes a Bengali slug in its letters (readablePath); the address bar shows it encoded.
  await page.locator(`a[href="${readablePath(story)}"]`).first().click();
  // The navigation must happen: a click that went nowhere would leave the story's scripts untested.
  await expect(page).toHaveURL(`${bn}${story}`);
  await expect(page.locator('[data-component="story-page"] h1')).toBeVisible();
  expect(violations).toEqual([]);
});

test('a page the app serves from its cache carries a policy that allows exactly its inline scripts', async ({ request }) => {
  const story = await storyPathOf(request, bn, 'text');
  let response = await get(request, `${bn}${story}`);
  for (let attempt = 0; attempt < 10 && response.headers()['cache-status'] !== 'alokpat; hit'; attempt++) response = await get(request, `${bn}${story}`);
  expect(response.headers()['cache-status']).toBe('alokpat; hit');
  const policy = response.headers()['content-security-policy'];
  const hashes = inlineHashes(await response.text());
  expect(hashes.length).toBeGreaterThan(0);
  expect(scriptSrc(policy).split(' ').filter((source) => source.startsWith("'sha256-")).sort()).toEqual(hashes.sort());
  // And the same bytes the next time: the policy is part of what caches store.
  const again = await get(request, `${bn}${story}`);
  expect(again.headers()['content-security-policy']).toBe(policy);
});

test.describe('through the edge', () => {
  let edge: Server | undefined;
  test.skip(!fs.existsSync(VARNISHD), 'needs varnishd');
  test.beforeAll(async () => {
    edge = await startVarnish({ port: PORT + 61, backendPort: PORT });
  });
  test.afterAll(async () => {
    await edge?.stop();
  });

  test('a cached page from Varnish keeps its policy and runs without violation', async ({ page, request }) => {
    const story = await storyPathOf(request, bn, 'text');
    const origin = `http://localhost:${PORT + 61}`;
    await expect.poll(async () => (await get(request, `${origin}${story}`)).headers()['x-cache'], { timeout: 20_000 }).toBe('HIT');
    const hit = await get(request, `${origin}${story}`);
    expect(scriptSrc(hit.headers()['content-security-policy']).split(' ').filter((source) => source.startsWith("'sha256-")).sort()).toEqual(inlineHashes(await hit.text()).sort());
    const violations = await watchViolations(page);
    const response = await page.goto(`${origin}${story}`);
    expect(response?.headers()['x-cache']).toBe('HIT');
    await settled(page);
    expect(violations).toEqual([]);
  });
});
