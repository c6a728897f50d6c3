/** Story templates and the typed story elements that make up a story's cards (docs/product.md, "Entities"). */

export const STORY_TEMPLATES = [
  'text',
  'photo',
  'video',
  'live-blog',
  'interview',
  'shorts',
  'visual-story',
  'listicle',
] as const;
export type StoryTemplate = (typeof STORY_TEMPLATES)[number];

export interface ImageRef {
  readonly 's3-key': string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
  readonly caption?: string;
  readonly attribution?: string;
}

export type StoryElement =
  | { readonly type: 'text'; readonly subtype?: 'summary' | 'q-and-a' | 'question' | 'answer'; readonly text: string }
  | { readonly type: 'title'; readonly text: string }
  | ({ readonly type: 'image' } & ImageRef)
  | { readonly type: 'gallery'; readonly images: readonly ImageRef[] }
  | { readonly type: 'quote'; readonly text: string; readonly attribution: string }
  | { readonly type: 'blockquote'; readonly text: string; readonly attribution?: string }
  | { readonly type: 'also-read'; readonly text: string; readonly storySlug: string }
  | { readonly type: 'youtube-video'; readonly videoId: string; readonly title: string }
  | { readonly type: 'embed'; readonly url: string; readonly title: string; readonly height: number }
  | { readonly type: 'table'; readonly caption: string; readonly rows: readonly (readonly string[])[] }
  | { readonly type: 'file'; readonly url: string; readonly name: string; readonly size: number }
  /** A reader poll of the story's edition (lib/polls/), by its id: question, options and counts are fetched live. */
  | { readonly type: 'poll'; readonly pollId: number };

export interface StoryCard {
  readonly id: string;
  /** Live-blog updates carry their own time; other cards leave it out. */
  readonly publishedAt?: string;
  readonly elements: readonly StoryElement[];
}
