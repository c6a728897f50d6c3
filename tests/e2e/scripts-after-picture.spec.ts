/**
 * A page's first-load scripts start once its lead picture is painted (lib/http/scripts-after-picture.ts,
 * docs/performance.md "Stop 45"): on a slow link the picture does not share the line with them, and on a slow
 * phone React's start-up does not run before the first paint. The page must still hydrate, and not be held
 * for long by a picture that never comes.
 */
import { expect, test, type Page } from '@playwright/test';
import { PORT } from './helpers/editions';
import { storyPathOf } from './helpers/stories';
import { loaderScripts } from '../../lib/http/scripts-after-picture';

const bn = `http://localhost:${PORT}`;

// A first visit: no service worker to answer the scripts or pictures before the routes below see them.
test.use({ serviceWorkers: 'block' });

/** The paths of the build's scripts the page asks for, as it asks. */
function scriptsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/_next/static/') && pathname.endsWith('.js')) asked.push(pathname);
  });
  return asked;
}

/** A story with a lead picture, its HTML, and the chunks its loader adds. */
async function storyWithPicture(page: Page): Promise<{ path: string; html: string; chunks: string[] }> {
  const path = await storyPathOf(page.request, bn, 'text');
  const html = await (await page.request.get(`${bn}${path}`)).text();
  // The lead picture (the brand mark is the other priority picture, not under /img/).
  expect(html).toMatch(/<img [^>]*fetchPriority="high"[^>]*srcSet="\/img\//);
  return { path, html, chunks: loaderScripts(html) };
}

test("a story's scripts are asked for only once its lead picture has come, and the page then hydrates", async ({ page }) => {
  const { path, html, chunks } = await storyWithPicture(page);
  expect(chunks.length).toBeGreaterThan(0);
  // React's bootstrap chunk is also preloaded at low priority: asking for it early is the browser's choice.
  const preloaded = [...html.matchAll(/<link rel="preload" as="script"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  let release!: () => void;
  const pictureHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith('/img/'),
    async (route) => {
      await pictureHeld;
      await route.continue();
    },
  );
  const asked = scriptsAsked(page);
  await page.goto(`${bn}${path}`, { waitUntil: 'domcontentloaded' });
  // Two frames after the document is parsed: a script tag in the page would have been asked for by then.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(asked.filter((script) => !preloaded.includes(script))).toEqual([]);
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();

  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(chunks.filter((chunk) => !asked.includes(chunk))).toEqual([]);
  expect(violations).toEqual([]);
});

test('the loader adds one script per task, so asking for a page\'s first load is never one long task', async ({ page }) => {
  const { path, chunks } = await storyWithPicture(page);
  expect(chunks.length).toBeGreaterThan(1);
  // A mutation observer's callback runs once after each task that changed the page: one call per script
  // added means each was added in a task of its own (in one go, one call saw them all).
  await page.addInitScript((loaded: string[]) => {
    const batches: string[][] = [];
    Object.assign(window, { scriptBatches: batches });
    new MutationObserver((records) => {
      const added = records
        .flatMap((record) => [...record.addedNodes])
        .filter((node): node is HTMLScriptElement => node instanceof HTMLScriptElement && loaded.includes(new URL(node.src, location.href).pathname));
      if (added.length > 0) batches.push(added.map((script) => new URL(script.src).pathname));
    }).observe(document, { childList: true, subtree: true });
  }, chunks);
  await page.goto(`${bn}${path}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const batches = await page.evaluate(() => (window as unknown as { scriptBatches: string[][] }).scriptBatches);
  expect(batches).toEqual(chunks.map((chunk) => [chunk]));
});

test('a lead picture that never comes does not keep the page from hydrating', async ({ page }) => {
  const { path, chunks } = await storyWithPicture(page);
  // Pictures are never answered.
  await page.route(
    (url) => url.pathname.startsWith('/img/'),
    () => undefined,
  );
  const asked = scriptsAsked(page);
  await page.goto(`${bn}${path}`, { waitUntil: 'domcontentloaded' });
  // The share button is offered once React runs it (forms-before-hydration.spec.ts); `html[data-hydrated]`
  // waits for the load event as well, which a picture that never comes holds back.
  await expect(page.getByRole('button', { name: 'শেয়ার' })).toBeVisible({ timeout: 15_000 }); // messages/share.json, toggle
  expect(chunks.filter((chunk) => !asked.includes(chunk))).toEqual([]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test("every script of a page's first load asks Chrome to compile it while it downloads (scripts/compile-hints.mjs)", async ({ request }) => {
  for (const path of ['/', await storyPathOf(request, bn, 'text')]) {
    const chunks = loaderScripts(await (await request.get(`${bn}${path}`)).text());
    expect(chunks.length, path).toBeGreaterThan(0);
    for (const chunk of chunks) {
      const script = await (await request.get(`${bn}${chunk}`)).text();
      // V8's file-level hint: the whole file is compiled on the thread that streams it in.
      expect(script.slice(0, 29), chunk).toBe('//# allFunctionsCalledOnLoad\n');
    }
  }
});
