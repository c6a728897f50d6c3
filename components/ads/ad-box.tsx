import type { CSSProperties } from 'react';
import type { DecidedSlot } from '@/lib/ads/decide';
import styles from './ad-slot.module.css';

/**
 * The element GPT fills: its id, its ad unit (data-ad-slot) and placement (data-ad-type).
 * Nothing happens to it until the ad runtime (lib/ads/gpt-runtime.ts) loads, after consent.
 */
export function SlotElement({ slot, boxed = true }: { slot: DecidedSlot; boxed?: boolean }) {
  return <div id={slot.id} className={boxed ? styles.fill : undefined} data-ad-slot={slot.unit} data-ad-type={slot.type} data-ad-targeting={JSON.stringify(slot.targeting)} />;
}

/**
 * A decided boxed slot (top, in-page) with the room its tallest creative needs at each
 * breakpoint kept free from the first paint (reservedHeights), so a fill never moves the
 * page. No server module: the server's AdSlot (ad-slot.tsx) and the home blocks a reader's
 * browser fetches later (components/home/later-blocks.client.tsx) draw the same box.
 */
export function AdBox({ slot, label, as: Element = 'div' }: { slot: DecidedSlot; label: string; as?: 'div' | 'li' }) {
  const reserve = { '--ad-mobile': `${slot.reserve.mobile}px`, '--ad-tablet': `${slot.reserve.tablet}px`, '--ad-desktop': `${slot.reserve.desktop}px` } as CSSProperties;
  return (
    // Keyed by the slot's id: another page's slot is a new element, never this one renamed.
    <Element key={slot.id} className={`${styles.slot} ${styles[slot.type === 'top' ? 'top' : 'inPage']}`} style={reserve} data-component="ad">
      <span className={styles.label}>{label}</span>
      <SlotElement slot={slot} />
    </Element>
  );
}
