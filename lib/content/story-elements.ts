/**
 * Story elements ready to render: the one shape both the story page and the registered-only
 * text call (lib/comments/http.ts) hand to components/story/elements/. prepareCards
 * (./prepare-cards.ts, server) makes them: text sanitised once, links and ids checked, so the
 * components (which also run in the browser for registered-only text) never see raw input.
 * Pure and free of the sanitiser, so the browser may import it.
 */
import type { StoryElement, StoryTemplate } from './story-types';

export type { ImageRef } from './story-types';

declare const sanitised: unique symbol;
/** HTML that went through sanitiseStoryHtml; only prepareCards makes one. */
export type SafeHtml = string & { readonly [sanitised]: true };

type TextElement = Extract<StoryElement, { type: 'text' }>;
export type RenderElement = Exclude<StoryElement, { type: 'text' }> | (Omit<TextElement, 'text'> & { readonly html: SafeHtml });

export interface RenderCard {
  readonly id: string;
  readonly publishedAt?: string;
  readonly elements: readonly RenderElement[];
}

/** What the registered-only text call answers with besides access: the cards and what picks their layout. */
export interface RenderStory {
  readonly template: StoryTemplate;
  readonly cards: readonly RenderCard[];
  /** An open live blog: what its "new updates" notice polls for. */
  readonly live?: { readonly storyId: number; readonly renderedAt: number };
}

/** YouTube's video ids: 11 characters of the URL-safe alphabet. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** A link a file element may carry: https anywhere, or a path on this site ("/media/…"). */
export function safeFileUrl(url: string): string | null {
  return /^https:\/\//i.test(url) || /^\/(?![/\\])/.test(url) ? url : null;
}

/** An embed is framed only from https. */
export function safeEmbedUrl(url: string): string | null {
  return /^https:\/\//i.test(url) ? url : null;
}
