import type { Lang } from '@/lib/brands/brands';
import type { RenderStory } from '@/lib/content/story-elements';
import type { StoryTemplate } from '@/lib/content/story-types';
import type { StoryLabels } from './context';
import { LiveUpdates } from '../story-islands.client';
import { StoryBody, type StoryBodyProps } from '../story-body';
import { VisualStory } from '../visual-story';

/** How a story's cards are laid out; the template decides, nothing else. */
export type StoryLayout = 'visual-story' | 'live-blog' | 'vertical-video' | 'standard';

export function decideStoryLayout(template: StoryTemplate): StoryLayout {
  switch (template) {
    case 'visual-story':
      return 'visual-story';
    case 'live-blog':
      return 'live-blog';
    case 'shorts':
      return 'vertical-video';
    default:
      return 'standard';
  }
}

/**
 * A story's cards in its template's layout: the public page renders this on the server, the
 * registered-only text in the browser from the same data (components/story/gated-text.client.tsx).
 */
export function StoryContent({ story, lang, labels, inPageAd }: { story: RenderStory; lang: Lang; labels: StoryLabels; inPageAd?: StoryBodyProps['inPageAd'] }) {
  const layout = decideStoryLayout(story.template);
  if (layout === 'visual-story') return <VisualStory cards={story.cards} lang={lang} labels={labels} />;
  return (
    <div data-layout={layout}>
      {/* `null` where there is none: `false`, or a "$undefined" for a closed blog, in every story's payload. */}
      {layout === 'live-blog' && story.live ? (
        <LiveUpdates storyId={story.live.storyId} renderedAt={story.live.renderedAt} labels={{ newUpdates: labels.newUpdates, show: labels.showUpdates }} />
      ) : null}
      <StoryBody cards={story.cards} lang={lang} labels={labels} verticalVideo={layout === 'vertical-video'} inPageAd={inPageAd} />
    </div>
  );
}
