import type { StoryCardData } from '@/lib/content/stories/shapes';
import { readablePath } from '@/lib/routes/paths';
import styles from './headline-list.module.css';

/**
 * Stories as a list of their headlines, each a link: where a page points on to more reading
 * below its own content (a story's related stories, the 404 page's latest) without the
 * cards' pictures, dates and Save buttons, which every page would carry twice, as HTML and
 * as the payload that hydrates them (issue 22).
 */
export function HeadlineList({ stories }: { stories: readonly Pick<StoryCardData, 'id' | 'path' | 'headline'>[] }) {
  return (
    <ul className={styles.list} role="list" data-component="headline-list">
      {stories.map((story) => (
        <li key={story.id}>
          <a href={readablePath(story.path)}>{story.headline}</a>
        </li>
      ))}
    </ul>
  );
}
