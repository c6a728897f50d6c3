import type { Lang } from '@/lib/brands/brands';
import type { StoryCardData } from '@/lib/content';
import { localiseDigits } from '@/lib/i18n/digits';
import { getT } from '@/lib/i18n/messages';
import { AppLink } from '../navigation/app-link';
import { SectionTitle } from './section-title';
import styles from './most-read.module.css';

interface Props {
  stories: readonly StoryCardData[];
  lang: Lang;
}

/**
 * Most read: the edition's stories most read in the last 24 hours (docs/reading-counts.md),
 * ranked in the edition's digits. Nothing is shown before anything has been read.
 */
export function MostRead({ stories, lang }: Props) {
  if (!stories.length) return null;
  return (
    <section className={styles.mostRead} aria-labelledby="most-read-heading" data-component="most-read">
      <SectionTitle id="most-read-heading" level={2}>
        {getT(lang, 'listing')('mostRead')}
      </SectionTitle>
      <ol role="list" className={styles.list}>
        {stories.map((story, index) => (
          <li key={story.id} className={styles.item}>
            {/* The list itself tells a screen reader each story's place. */}
            <span className={styles.rank} aria-hidden="true">
              {localiseDigits(index + 1, lang)}
            </span>
            <AppLink href={story.path} className={styles.link}>
              {story.headline}
            </AppLink>
          </li>
        ))}
      </ol>
    </section>
  );
}
