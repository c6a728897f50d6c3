import type { Lang } from '@/lib/brands/brands';
import type { RenderCard } from '@/lib/content/story-elements';
import { formatDateTime } from '@/lib/i18n/format';
import type { StoryLabels } from './elements/context';
import { renderElement } from './elements/render-element';
import styles from './story-body.module.css';

interface Props {
  cards: readonly RenderCard[];
  lang: Lang;
  labels: StoryLabels;
  /** Shorts: the video is upright (9:16). */
  verticalVideo?: boolean;
}

/** The cards of a story, one section each; a live blog's updates carry their time. */
export function StoryBody({ cards, lang, labels, verticalVideo = false }: Props) {
  const context = { lang, labels, verticalVideo };
  return (
    <div className={styles.body} data-component="story-body">
      {cards.map((card) => (
        <section key={card.id} data-part={card.publishedAt ? 'update' : 'block'} id={card.publishedAt ? `update-${card.id}` : undefined}>
          {card.publishedAt && (
            <p data-part="update-time">
              <time dateTime={card.publishedAt}>{formatDateTime(card.publishedAt, lang)}</time>
            </p>
          )}
          {card.elements.map((element, index) => renderElement(element, context, index))}
        </section>
      ))}
    </div>
  );
}
