import type { CSSProperties, ReactNode } from 'react';
import type { Placement } from '@/lib/ads/config';
import { decideAdSlot, inPageAfter, type AdPage, type DecidedSlot } from '@/lib/ads/decide';
import { adsConfigFor } from '@/lib/config/third-parties';
import { getT } from '@/lib/i18n/messages';
import styles from './ad-slot.module.css';

/**
 * The element GPT fills: its id, its ad unit (data-ad-slot) and placement (data-ad-type).
 * Nothing happens to it until the ad runtime (lib/ads/gpt-runtime.ts) loads, after consent.
 */
function SlotElement({ slot, boxed = true }: { slot: DecidedSlot; boxed?: boolean }) {
  return <div id={slot.id} className={boxed ? styles.fill : undefined} data-ad-slot={slot.unit} data-ad-type={slot.type} data-ad-targeting={JSON.stringify(slot.targeting)} />;
}

interface Props {
  page: AdPage;
  type: Extract<Placement, 'top' | 'in-page'>;
  /** Tells apart the in-page slots of one page. */
  index?: number;
  /** The element the slot is: `li` between the cards of a story grid. */
  as?: 'div' | 'li';
}

/**
 * A boxed ad slot (top, in-page) with the room its tallest creative needs at each
 * breakpoint kept free from the first paint (reservedHeights), so a fill never moves the
 * page. Renders nothing when the page type does not run the placement, or without a network.
 */
export function AdSlot({ page, type, index = 0, as: Element = 'div' }: Props) {
  const slot = decideAdSlot(adsConfigFor(page.brand, page.lang), page, type, index);
  if (!slot) return null;
  const reserve = { '--ad-mobile': `${slot.reserve.mobile}px`, '--ad-tablet': `${slot.reserve.tablet}px`, '--ad-desktop': `${slot.reserve.desktop}px` } as CSSProperties;
  return (
    // Keyed by the slot's id: another page's slot is a new element, never this one renamed.
    <Element key={slot.id} className={`${styles.slot} ${styles[type === 'top' ? 'top' : 'inPage']}`} style={reserve} data-component="ad">
      <span className={styles.label}>{getT(page.lang, 'ads')('label')}</span>
      <SlotElement slot={slot} />
    </Element>
  );
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

/** An in-page slot after the item at `index` of `count` (story cards, home blocks), every few items as the config says. */
export function InPageAd({ page, index, count, as }: { page: AdPage; index: number; count: number; as?: 'div' | 'li' }) {
  const config = adsConfigFor(page.brand, page.lang);
  if (!config || !inPageAfter(index, count, config.everyCards)) return null;
  return <AdSlot page={page} type="in-page" index={index} as={as} />;
}

/** The in-page slot of a story's public text and the paragraph count it follows, or null. */
export function storyBodyAd(page: AdPage): { afterParagraphs: number; slot: ReactNode } | null {
  const config = adsConfigFor(page.brand, page.lang);
  if (!config || !decideAdSlot(config, page, 'in-page')) return null;
  return { afterParagraphs: config.afterParagraphs, slot: <AdSlot page={page} type="in-page" index={0} /> };
}
