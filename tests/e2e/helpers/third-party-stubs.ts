/**
 * Stand-ins for Google Publisher Tag, Tag Manager and gtag.js, which cannot be fetched here.
 * The ads spec routes their URLs (page.route) to these scripts. The GPT stand-in records every
 * call the site makes to `googletag` in `window.__gpt` and fills each displayed slot with a
 * box of the tallest size its mapping allows at this viewport (the worst case for layout
 * shift); the tag stand-ins only record that they ran (`window.__tags`): the site's calls are
 * the `dataLayer` entries themselves.
 */
import type { Page, Route } from '@playwright/test';

export const GPT_URL = 'https://securepubads.g.doubleclick.net/tag/js/gpt.js';
export const TAG_HOST = 'https://www.googletagmanager.com/';

const GPT_STUB = `(() => {
  const calls = (window.__gpt = []);
  const record = (...args) => calls.push(JSON.parse(JSON.stringify(args)));
  const listeners = {};
  const gt = window.googletag;
  class Slot {
    constructor(unit, sizes, id) { Object.assign(this, { unit, sizes, id, mapping: null, targeting: {} }); }
    defineSizeMapping(mapping) { this.mapping = mapping; return this; }
    setTargeting(key, value) { this.targeting[key] = value; return this; }
    addService() { return this; }
    getSlotElementId() { return this.id; }
  }
  let outOfPage = 0;
  const sizesNow = (slot) => {
    if (!slot.mapping) return slot.sizes;
    const row = slot.mapping.filter(([viewport]) => viewport[0] <= innerWidth).sort((a, b) => b[0][0] - a[0][0])[0];
    return row ? row[1] : [];
  };
  const fill = (slot) => {
    const element = document.getElementById(slot.id);
    const sizes = sizesNow(slot);
    if (!element || !sizes.length) return;
    const [width, height] = sizes.reduce((a, b) => (b[1] > a[1] ? b : a));
    const creative = document.createElement('div');
    creative.dataset.testCreative = slot.unit;
    creative.style.cssText = 'width:' + width + 'px;height:' + height + 'px;max-width:100%;background:#dde';
    element.append(creative);
    for (const listener of listeners.slotRenderEnded ?? []) listener({ slot, isEmpty: false });
  };
  const pubads = { addEventListener: (type, listener) => (listeners[type] ??= []).push(listener) };
  Object.assign(gt, {
    apiReady: true,
    enums: { OutOfPageFormat: { INTERSTITIAL: 5 } },
    pubads: () => pubads,
    enableServices: () => record('enableServices'),
    sizeMapping: () => { const rows = []; return { addSize(viewport, sizes) { rows.push([viewport, sizes]); return this; }, build: () => rows }; },
    defineSlot: (unit, sizes, id) => { record('defineSlot', unit, sizes, id); return new Slot(unit, sizes, id); },
    defineOutOfPageSlot: (unit, idOrFormat) => { record('defineOutOfPageSlot', unit, idOrFormat); return new Slot(unit, [], typeof idOrFormat === 'string' ? idOrFormat : 'out-of-page-' + ++outOfPage); },
    destroySlots: (slots) => { record('destroySlots', slots.map((slot) => slot.id)); return true; },
    display: (slot) => { record('display', slot.id, slot.targeting, slot.mapping); fill(slot); },
  });
  const queued = gt.cmd;
  gt.cmd = { push: (...commands) => { for (const command of commands) command(); return 0; } };
  for (const command of queued) command();
})();`;

const TAG_STUB = `(window.__tags ??= []).push(document.currentScript.src);`;

const script = (body: string) => (route: Route) => route.fulfill({ status: 200, contentType: 'text/javascript', body });

/** Routes the GPT and tag URLs of this page to the recording stand-ins. */
export async function stubThirdParties(page: Page): Promise<void> {
  await page.route(GPT_URL, script(GPT_STUB));
  await page.route(`${TAG_HOST}**`, script(TAG_STUB));
}

/** The calls to googletag so far, as [name, ...arguments]. */
export function gptCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => (window as unknown as { __gpt?: unknown[][] }).__gpt ?? []);
}

/** The dataLayer so far: gtag() calls as arrays of their arguments, pushed objects as they are. */
export function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  );
}
