import type { ApiStory, StoryCardData } from './stories/shapes';
import { storyPath } from '../routes/paths';

/** A story of an answer: `id` and the fields the request named (the card's fields, see callers). */
type AnsweredStory = Pick<ApiStory, 'id' | 'slug' | 'headline' | 'story-template'> & Partial<ApiStory>;

type ApiAnswer = { items?: { type?: string; story?: AnsweredStory }[]; results?: { stories?: AnsweredStory[] }; data?: AnsweredStory[] };

function pathOf(story: AnsweredStory): string {
  if (story.url?.startsWith('/')) return story.url;
  if (story.url) {
    try {
      return new URL(story.url).pathname;
    } catch {
      // fall through to the slug
    }
  }
  return storyPath(story.slug);
}

/** Story cards from a collection answer (`items[].story`), a search answer (`results.stories`) or for-you (`data`). */
export function cardsFromApi(answer: ApiAnswer): StoryCardData[] {
  const stories = answer.data ?? answer.results?.stories ?? (answer.items ?? []).flatMap((item) => (item.story ? [item.story] : []));
  return stories.map((story) => ({
    id: story.id,
    slug: story.slug,
    path: pathOf(story),
    headline: story.headline,
    excerpt: story.metadata?.excerpt ?? '',
    template: story['story-template'],
    access: story.access === 'login' ? 'login' : 'public',
    heroImageS3Key: story['hero-image-s3-key'] ?? null,
    heroImageAlt: story['hero-image-metadata']?.alt ?? '',
    sectionName: story.sections?.[0]?.name ?? null,
    authorName: story['author-name'] ?? null,
    publishedAt: new Date(story['published-at'] ?? 0).toISOString(),
  }));
}
