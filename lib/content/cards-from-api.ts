import type { StoryTemplate } from './story-types';
import type { StoryCardData } from './queries';

/** A story as the public JSON API answers it (docs/product.md, "Entities" field names). */
interface ApiStory {
  id: number;
  slug: string;
  url?: string;
  headline: string;
  'story-template': StoryTemplate;
  access?: string | null;
  metadata?: { excerpt?: string | null };
  'hero-image-s3-key'?: string | null;
  'hero-image-metadata'?: { alt?: string } | null;
  sections?: { name: string; slug: string }[];
  'author-name'?: string | null;
  'published-at'?: number | string | null;
}

type ApiAnswer = { items?: { type?: string; story?: ApiStory }[]; results?: { stories?: ApiStory[] } };

function pathOf(story: ApiStory): string {
  if (story.url?.startsWith('/')) return story.url;
  if (story.url) {
    try {
      return new URL(story.url).pathname;
    } catch {
      // fall through to the slug
    }
  }
  return `/${encodeURIComponent(story.slug)}`;
}

/** Story cards from a collection answer (`items[].story`) or a search answer (`results.stories`). */
export function cardsFromApi(answer: ApiAnswer): StoryCardData[] {
  const stories = answer.results?.stories ?? (answer.items ?? []).flatMap((item) => (item.story ? [item.story] : []));
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
