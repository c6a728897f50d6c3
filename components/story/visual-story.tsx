import type { Lang } from '@/lib/brands/brands';
import type { StoryCard } from '@/lib/content/story-types';
import { sanitiseStoryHtml } from '@/lib/content/sanitise';
import { localiseDigits } from '@/lib/i18n/digits';
import { getT } from '@/lib/i18n/messages';
import { StoryImage } from '../media/story-image';
import styles from './visual-story.module.css';

interface Props {
  cards: readonly StoryCard[];
  lang: Lang;
}

/**
 * A visual story: full-screen pages that the reader swipes (CSS scroll snapping) or
 * steps through with the previous/next links; no JavaScript needed.
 */
export function VisualStory({ cards, lang }: Props) {
  const t = getT(lang, 'story');
  const total = cards.length;
  return (
    <ol className={styles.story} data-component="visual-story" role="list">
      {cards.map((card, index) => {
        const image = card.elements.find((element) => element.type === 'image');
        const texts = card.elements.filter((element) => element.type === 'text');
        return (
          <li key={card.id} id={`page-${index + 1}`} className={styles.page} aria-label={t('visualStoryPage', { page: localiseDigits(index + 1, lang), total: localiseDigits(total, lang) })}>
            {image && <StoryImage s3Key={image['s3-key']} alt={image.alt} width={image.width} height={image.height} sizes="100vw" className={styles.image} />}
            <div className={styles.text}>
              {texts.map((text, textIndex) => (
                <div key={textIndex} dangerouslySetInnerHTML={{ __html: sanitiseStoryHtml(text.text) }} />
              ))}
            </div>
            <p className={styles.nav}>
              {index > 0 && <a href={`#page-${index}`} rel="prev">{t('previous')}</a>}
              {index < total - 1 && <a href={`#page-${index + 2}`} rel="next">{t('next')}</a>}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
