/**
 * Which ad slots a page renders and how much room each keeps (issue 18). Pure: the page
 * components call it on the server with the edition's ads-config.
 */
import type { BrandKey, Lang } from '../brands/brands';
import { BREAKPOINTS } from '../design/breakpoints';
import type { AdPageType, AdsConfig, AdSize, AdSlotConfig, Placement } from './config';

/** The page an ad slot sits on: its type, a key unique to the page, and what targeting says about it. */
export interface AdPage {
  readonly brand: BrandKey;
  readonly lang: Lang;
  readonly type: AdPageType;
  /** Unique to the page (a story id, a section slug): slot ids carry it, so a new page gets new slots. */
  readonly key: string;
  readonly section?: string | null;
  readonly storyId?: number | null;
}

/** A slot the page renders. It renders only with an id and a type (docs/product.md, "Validation"). */
export interface DecidedSlot {
  readonly id: string;
  readonly type: Placement;
  /** The full ad unit path, `/{network}/{adUnit}`. */
  readonly unit: string;
  readonly targeting: Readonly<Record<string, string>>;
  /** The height kept free before a fill, per layout breakpoint (0 for out-of-page slots). */
  readonly reserve: { readonly mobile: number; readonly tablet: number; readonly desktop: number };
}

/** The placements a page type runs in a language, as the config's table says (none without a network). */
export function decidePlacements(config: AdsConfig | null, type: AdPageType, lang: Lang): readonly Placement[] {
  if (!config || !config.dfp_ads || !config.network_id) return [];
  return (config.placements[type]?.[lang] ?? []).filter((placement) => Boolean(config.slots[placement]?.adUnit));
}

const tallest = (sizes: readonly AdSize[]) => sizes.reduce((height, [, h]) => Math.max(height, h), 0);

/**
 * The tallest creative a slot can get at each breakpoint: the sizes of every mapping row
 * that can be in force between the breakpoint's start and the next one, or all its sizes
 * when it has no mapping.
 */
export function reservedHeights(slot: AdSlotConfig): DecidedSlot['reserve'] {
  if (slot.renderOutOfThePage) return { mobile: 0, tablet: 0, desktop: 0 };
  const mapping = slot.viewPortSizeMapping;
  if (!mapping?.length) {
    const height = tallest(slot.sizes);
    return { mobile: height, tablet: height, desktop: height };
  }
  const rows = [...mapping].sort((a, b) => a.viewport[0] - b.viewport[0]);
  const within = (from: number, to: number) => {
    // The row in force at `from`, and every row that starts before `to`.
    const active = rows.filter((row) => row.viewport[0] <= from).at(-1);
    const later = rows.filter((row) => row.viewport[0] > from && row.viewport[0] < to);
    return tallest([...(active ? active.sizes : []), ...later.flatMap((row) => row.sizes)]);
  };
  return { mobile: within(0, BREAKPOINTS.tablet), tablet: within(BREAKPOINTS.tablet, BREAKPOINTS.desktop), desktop: within(BREAKPOINTS.desktop, Infinity) };
}

/** Targeting key-values of a page: page type, section, story id, brand and language. */
export function pageTargeting(page: AdPage): Record<string, string> {
  return {
    page_type: page.type,
    brand: page.brand,
    lang: page.lang,
    ...(page.section ? { section: page.section } : {}),
    ...(page.storyId ? { story_id: String(page.storyId) } : {}),
  };
}

/** The slot of one placement on a page (`index` tells apart the in-page slots), or null when it does not run there. */
export function decideAdSlot(config: AdsConfig | null, page: AdPage, type: Placement, index = 0): DecidedSlot | null {
  if (!config || !decidePlacements(config, page.type, page.lang).includes(type)) return null;
  const slot = config.slots[type];
  if (!slot) return null;
  // Percent-encoded first, so that two Bengali keys never come out as the same id.
  const id = `ad-${type}-${encodeURIComponent(page.key).replace(/[^A-Za-z0-9_-]/g, '_')}-${index}`;
  return { id, type, unit: `/${config.network_id}/${slot.adUnit}`, targeting: pageTargeting(page), reserve: reservedHeights(slot) };
}

/** Whether an in-page slot follows the item at `index` (0-based) of a list of `count` items: every `every` items, never after the last. */
export function inPageAfter(index: number, count: number, every: number): boolean {
  return every > 0 && (index + 1) % every === 0 && index < count - 1;
}
