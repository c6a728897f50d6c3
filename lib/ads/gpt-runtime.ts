/**
 * The browser's ad runtime (docs/ads-and-analytics.md): loaded by the third-party loader
 * (components/ads/third-parties.client.tsx) once the page is interactive and consent allows,
 * never in the first load. It loads Google Publisher Tag once and keeps GPT's slots in step
 * with the slot elements on the page (components/ads/ad-slot.tsx): a boxed slot is defined
 * when it comes near the viewport, out-of-page slots at once, the anchor after 400 px of
 * scroll; a slot whose element leaves the page (client-side navigation) is destroyed, and
 * the new page's slots are defined. If GPT cannot load, its command queue never runs and
 * the page stays exactly as it was.
 */
import type { AdSize, AdsRuntimeConfig, Placement } from './config';
import { useSiteStore } from '../store/site-store';

export const GPT_URL = 'https://securepubads.g.doubleclick.net/tag/js/gpt.js';
/** Boxed slots are defined this far before they scroll into view. */
const LAZY_MARGIN = '400px 0px';
/** docs/product.md, "States": the anchor appears after 400 px of scroll. */
export const ANCHOR_AFTER_PX = 400;
/** Closed for the rest of the session. */
const ANCHOR_CLOSED_KEY = 'alokpat:anchor-ad-closed';
const MOBILE = '(max-width: 875px)';

/* The part of GPT's API this runtime calls (https://developers.google.com/publisher-tag/reference). */
interface GptSlot {
  defineSizeMapping(mapping: unknown): GptSlot;
  setTargeting(key: string, value: string): GptSlot;
  addService(service: unknown): GptSlot;
  getSlotElementId(): string;
}
interface SizeMappingBuilder {
  addSize(viewport: AdSize, sizes: readonly AdSize[]): SizeMappingBuilder;
  build(): unknown;
}
interface GoogleTag {
  cmd: { push(command: () => void): void };
  apiReady?: boolean;
  defineSlot(unit: string, sizes: readonly AdSize[], id: string): GptSlot | null;
  defineOutOfPageSlot(unit: string, idOrFormat: string | number): GptSlot | null;
  destroySlots(slots: GptSlot[]): boolean;
  display(slotOrId: GptSlot | string): void;
  enableServices(): void;
  sizeMapping(): SizeMappingBuilder;
  pubads(): { addEventListener(type: string, listener: (event: { slot: GptSlot; isEmpty: boolean }) => void): void };
  enums: { OutOfPageFormat: { INTERSTITIAL: number } };
}

declare global {
  interface Window {
    googletag?: GoogleTag;
  }
}

const SLOT_SELECTOR = '[data-ad-slot][data-ad-type]';
let started = false;

/** Starts the runtime once per page load; later calls do nothing. */
export function startAds(config: AdsRuntimeConfig): void {
  if (started) return;
  started = true;
  window.googletag ??= { cmd: [] } as unknown as GoogleTag;
  const gt = window.googletag;
  const script = document.createElement('script');
  script.src = GPT_URL;
  script.async = true;
  document.head.append(script);

  gt.cmd.push(() => {
    gt.pubads().addEventListener('slotRenderEnded', (event) => {
      if (event.slot.getSlotElementId().startsWith('ad-top-')) useSiteStore.getState().setAdVisible('top', !event.isEmpty);
    });
    gt.enableServices();
  });

  /** Every slot element met, until it leaves the page. */
  const tracked = new Set<HTMLElement>();
  /** The GPT slot of each element (set once GPT ran the definition). */
  const defined = new Map<HTMLElement, GptSlot>();
  const cleanups = new Map<HTMLElement, () => void>();

  const define = (element: HTMLElement) =>
    gt.cmd.push(() => {
      if (!element.isConnected || defined.has(element)) return;
      const type = element.dataset.adType as Placement;
      const unit = element.dataset.adSlot as string;
      const slotConfig = config.slots[type];
      if (!slotConfig || !element.id) return;
      const slot =
        type === 'web-interstitial'
          ? gt.defineOutOfPageSlot(unit, gt.enums.OutOfPageFormat.INTERSTITIAL)
          : slotConfig.renderOutOfThePage
            ? gt.defineOutOfPageSlot(unit, element.id)
            : gt.defineSlot(unit, slotConfig.sizes, element.id);
      // GPT answers null where a format is not supported (web interstitials on desktop, some browsers).
      if (!slot) return;
      if (slotConfig.viewPortSizeMapping?.length) {
        const mapping = gt.sizeMapping();
        for (const row of slotConfig.viewPortSizeMapping) mapping.addSize(row.viewport, row.sizes);
        slot.defineSizeMapping(mapping.build());
      }
      const targeting = JSON.parse(element.dataset.adTargeting ?? '{}') as Record<string, string>;
      for (const [key, value] of Object.entries(targeting)) slot.setTargeting(key, value);
      slot.addService(gt.pubads());
      defined.set(element, slot);
      gt.display(slot);
    });

  const lazy = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        lazy.unobserve(entry.target);
        define(entry.target as HTMLElement);
      }
    },
    { rootMargin: LAZY_MARGIN },
  );

  const anchor = (element: HTMLElement) => {
    const box = element.closest<HTMLElement>('[data-ad-anchor]');
    if (!box || !window.matchMedia(MOBILE).matches) return;
    const show = () => {
      if (window.scrollY < ANCHOR_AFTER_PX) return;
      window.removeEventListener('scroll', show);
      // Not read before the reader scrolls: a page's first read of sessionStorage waits for the
      // browser to load it, and the ads start in one task (docs/performance.md, "Stop 51").
      if (sessionStorage.getItem(ANCHOR_CLOSED_KEY)) return;
      useSiteStore.getState().setAdVisible('anchor', true);
      define(element);
    };
    const close = () => {
      sessionStorage.setItem(ANCHOR_CLOSED_KEY, '1');
      useSiteStore.getState().setAdVisible('anchor', false);
      destroy(element);
    };
    const unsubscribe = useSiteStore.subscribe((state) => {
      box.dataset.shown = String(state.ads.anchor);
    });
    const button = box.querySelector('[data-ad-close]');
    window.addEventListener('scroll', show, { passive: true });
    button?.addEventListener('click', close);
    cleanups.set(element, () => {
      window.removeEventListener('scroll', show);
      button?.removeEventListener('click', close);
      unsubscribe();
      useSiteStore.getState().setAdVisible('anchor', false);
    });
    show();
  };

  const destroy = (element: HTMLElement) => {
    lazy.unobserve(element);
    cleanups.get(element)?.();
    cleanups.delete(element);
    gt.cmd.push(() => {
      const slot = defined.get(element);
      if (!slot) return;
      defined.delete(element);
      gt.destroySlots([slot]);
    });
  };

  const scan = () => {
    for (const element of document.querySelectorAll<HTMLElement>(SLOT_SELECTOR)) {
      if (tracked.has(element) || !element.id) continue;
      tracked.add(element);
      const type = element.dataset.adType as Placement;
      if (type === 'top' || type === 'in-page') lazy.observe(element);
      else if (type === 'anchor') anchor(element);
      else define(element);
    }
  };

  const sweep = () => {
    for (const element of tracked) {
      if (element.isConnected) continue;
      tracked.delete(element);
      destroy(element);
    }
  };

  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      sweep();
      scan();
    });
  }).observe(document.body, { childList: true, subtree: true });
  scan();
}
