import type { Lang } from '@/lib/brands/brands';
import type { StoryCardData } from '@/lib/content/queries';
import { cardLabels } from '@/lib/i18n/card-labels';
import { StoryCard } from '../story/story-card';

interface Props {
  stories: readonly StoryCardData[];
  lang: Lang;
  headingLevel?: 2 | 3;
}

export function StoryList({ stories, lang, headingLevel = 2 }: Props) {
  const labels = cardLabels(lang);
  return (
    <div className="story-grid">
      {stories.map((story) => (
        <StoryCard key={story.id} story={story} lang={lang} labels={labels} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
