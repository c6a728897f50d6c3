import { Fragment, type ReactNode } from 'react';
import type { Lang } from '@/lib/brands/brands';
import type { RenderCard } from '@/lib/content/story-elements';
import { dhakaDay } from '@/lib/i18n/dhaka-time';
import { formatDateTime, formatTime, machineTime } from '@/lib/i18n/format';
import { liveUpdateId } from '@/lib/routes/paths';
import type { StoryLabels } from './elements/context';
import { renderElement } from './elements/render-element';
import styles from './story-body.module.css';

export interface StoryBodyProps {
  cards: readonly RenderCard[];
  lang: Lang;
  labels: StoryLabels;
  /** Shorts: the video is upright (9:16). */
  verticalVideo?: boolean;
  /** An ad slot to place after this many paragraphs (public text only: the registered-only text never gets one). */
  inPageAd?: { readonly afterParagraphs: number; readonly slot: ReactNode } | null;
}

/** The card and element after which the in-page ad goes: the `after`-th text element, or none in a shorter story. */
function adPosition(cards: readonly RenderCard[], after: number): { card: number; element: number } | null {
  let seen = 0;
  for (const [card, { elements }] of cards.entries()) {
    for (const [element, { type }] of elements.entries()) {
      if (type === 'text' && ++seen === after) return { card, element };
    }
  }
  return null;
}

/**
 * Each live update's time as the page shows it, newest first: the date and time on the page's
 * first update and on the first of each earlier day, the time alone under it, as a live blog
 * reads ("১৭ নভেম্বর ২০২৬, ১৫:০৪", then "১৪:৫২"). The date on every update was noise to a
 * reader, and about 90 bytes an update, HTML and payload (issue 22).
 */
function updateTimes(cards: readonly RenderCard[], lang: Lang): (string | null)[] {
  let dayAbove: string | null = null;
  return cards.map(({ publishedAt }) => {
    if (!publishedAt) return null;
    const day = dhakaDay(publishedAt);
    const text = day === dayAbove ? formatTime(publishedAt, lang) : formatDateTime(publishedAt, lang);
    dayAbove = day;
    return text;
  });
}

/** The cards of a story, one section each; a live blog's updates carry their time. */
export function StoryBody({ cards, lang, labels, verticalVideo = false, inPageAd = null }: StoryBodyProps) {
  const context = { lang, labels, verticalVideo };
  const ad = inPageAd && inPageAd.afterParagraphs > 0 ? adPosition(cards, inPageAd.afterParagraphs) : null;
  const times = updateTimes(cards, lang);
  return (
    <div className={styles.body} data-component="story-body">
      {cards.map((card, cardIndex) => (
        <section key={card.id} data-part={card.publishedAt ? 'update' : 'block'} id={card.publishedAt ? liveUpdateId(card.id) : undefined}>
          {card.publishedAt && (
            <p data-part="update-time">
              <time dateTime={machineTime(card.publishedAt)}>{times[cardIndex]}</time>
            </p>
          )}
          {card.elements.map((element, index) =>
            ad && ad.card === cardIndex && ad.element === index ? (
              <Fragment key={index}>
                {renderElement(element, context)}
                {inPageAd?.slot}
              </Fragment>
            ) : (
              renderElement(element, context, index)
            ),
          )}
        </section>
      ))}
    </div>
  );
}
