import type { ReactNode } from 'react';
import type { Placement } from '@/lib/ads/config';
import { decideAdSlot, inPageAfter, type AdPage, type DecidedSlot } from '@/lib/ads/decide';
import type { Lang } from '@/lib/brands/brands';
import { adsConfigFor } from '@/lib/config/third-parties';
import { getT } from '@/lib/i18n/messages';
import { AdBox, SlotElement } from './ad-box';
import styles from './ad-slot.module.css';

interface Props {
  page: AdPage;
  type: Extract<Placement, 'top' | 'in-page'>;
  /** Tells apart the in-page slots of one page. */
  index?: number;
  /** The element the slot is: `li` between the cards of a story grid. */
  as?: 'div' | 'li';
}

/** A boxed ad slot (top, in-page) decided for the page, or nothing when the page type does not run the placement, or without a network (AdBox draws it). */
export function AdSlot({ page, type, index = 0, as }: Props) {
  const slot = decideAdSlot(adsConfigFor(page.brand, page.lang), page, type, index);
  if (!slot) return null;
  return <AdBox slot={slot} label={adLabel(page.lang)} as={as} />;
}

/**
 * The page's slots with no box in the flow: the anchor (fixed to the bottom on mobile, shown
 * by the runtime after 400 px of scroll, closable), the out-of-page interstitial and GPT's
 * web interstitial. Markers only: their elements take no room.
 */
function OutOfPageAds({ page }: { page: AdPage }) {
  const config = adsConfigFor(page.brand, page.lang);
  const anchor = decideAdSlot(config, page, 'anchor');
  const outOfPage = [decideAdSlot(config, page, 'interstitial'), decideAdSlot(config, page, 'web-interstitial')].filter((slot) => slot !== null);
  if (!anchor && !outOfPage.length) return null;
  const t = getT(page.lang, 'ads');
  return (
    <>
      {anchor && (
        <div key={anchor.id} className={styles.anchor} data-ad-anchor data-shown="false" data-component="ad-anchor">
          <span className={styles.label}>{t('label')}</span>
          <SlotElement slot={anchor} />
          <button type="button" className={styles.close} data-ad-close aria-label={t('close')}>
            ×
          </button>
        </div>
      )}
      {outOfPage.map((slot) => (
        <SlotElement key={slot.id} slot={slot} boxed={false} />
      ))}
    </>
  );
}

/** The top slot below the header and the out-of-page slots: what every page with ads starts with. */
export function PageAds({ page }: { page: AdPage }) {
  return (
    <>
      <AdSlot page={page} type="top" />
      <OutOfPageAds page={page} />
    </>
  );
}

/** The in-page slot after the item at `index` of `count` (story cards, home blocks), every few items as the config says, or null. */
export function inPageSlotAfter(page: AdPage, index: number, count: number): DecidedSlot | null {
  const config = adsConfigFor(page.brand, page.lang);
  if (!config || !inPageAfter(index, count, config.everyCards)) return null;
  return decideAdSlot(config, page, 'in-page', index);
}

/** The ads' label ("Advertisement") in the page's language. */
export function adLabel(lang: Lang): string {
  return getT(lang, 'ads')('label');
}

/** The in-page slot after the item at `index` of `count`, drawn (inPageSlotAfter); null where none follows, so a list can leave the place out altogether. */
export function inPageAdAfter(page: AdPage, index: number, count: number, as?: 'div' | 'li'): ReactNode {
  const slot = inPageSlotAfter(page, index, count);
  return slot ? <AdBox slot={slot} label={adLabel(page.lang)} as={as} /> : null;
}

/** The in-page slot of a story's public text and the paragraph count it follows, or null. */
export function storyBodyAd(page: AdPage): { afterParagraphs: number; slot: ReactNode } | null {
  const config = adsConfigFor(page.brand, page.lang);
  if (!config || !decideAdSlot(config, page, 'in-page')) return null;
  return { afterParagraphs: config.afterParagraphs, slot: <AdSlot page={page} type="in-page" index={0} /> };
}
