import type { Lang } from '@/lib/brands/brands';
import type { RenderCard } from '@/lib/content/story-elements';
import { fill } from '@/lib/i18n/fill';
import { localiseDigits } from '@/lib/i18n/digits';
import type { StoryLabels } from './elements/context';
import { ElementPicture } from './elements/image';
import { TextElement } from './elements/text';
import styles from './visual-story.module.css';

interface Props {
  cards: readonly RenderCard[];
  lang: Lang;
  labels: StoryLabels;
}

/**
 * A visual story: full-screen pages that the reader swipes (CSS scroll snapping) or
 * steps through with the previous/next links; no JavaScript needed. Each page is its
 * card's first picture behind its text, drawn by the same element components as the body.
 */
export function VisualStory({ cards, lang, labels }: Props) {
  const total = cards.length;
  return (
    <ol className={styles.story} data-component="visual-story" role="list">
      {cards.map((card, index) => {
        const image = card.elements.find((element) => element.type === 'image');
        const texts = card.elements.filter((element) => element.type === 'text');
        return (
          <li key={card.id} id={`page-${index + 1}`} className={styles.page} aria-label={fill(labels.visualStoryPage, { page: localiseDigits(index + 1, lang), total: localiseDigits(total, lang) })}>
            {image && <ElementPicture image={image} sizes="100vw" className={styles.image} />}
            <div className={styles.text}>
              {texts.map((text, textIndex) => (
                <TextElement key={textIndex} element={text} labels={labels} />
              ))}
            </div>
            <p className={styles.nav}>
              {index > 0 && <a href={`#page-${index}`} rel="prev">{labels.previous}</a>}
              {index < total - 1 && <a href={`#page-${index + 2}`} rel="next">{labels.next}</a>}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
