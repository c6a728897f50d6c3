/**
 * The design catalog's sample content (docs/product.md, "Catalog"): one card of each story
 * element type, filled from real stories of the edition (their pictures, headlines and
 * summaries) so that a designer sees each element as readers will. Prepared like any story
 * (./prepare-cards.ts), so the catalog shows exactly what the element renderer draws.
 */
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { BrandKey, Lang } from '../brands/brands';
import { tags } from '../cache/tags';
import { getDb } from '../db/client';
import { localiseDigits } from '../i18n/digits';
import { MESSAGES } from '../i18n/messages';
import { renderStory } from './prepare-cards';
import { queryNewestPollId } from './records';
import type { StoryPageData } from './stories/shapes';
import type { RenderStory } from './story-elements';
import type { ImageRef, StoryCard, StoryElement } from './story-types';

/** YouTube's own sample video for its embed API: only its still loads until a reader asks for it. */
const SAMPLE_VIDEO_ID = 'M7lc1UVf-VE';
const SAMPLE_MAP = 'https://www.openstreetmap.org/export/embed.html?bbox=90.35%2C23.70%2C90.47%2C23.82&layer=mapnik';

export async function getNewestPollId(brand: BrandKey, lang: Lang): Promise<number | null> {
  'use cache';
  cacheTag(tags.brand(brand, lang));
  cacheLife('hours');
  return queryNewestPollId(getDb(), { brand, lang });
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every element type once, around `story` (its picture and words) and `other` (an also-read link). */
export function catalogStory(story: StoryPageData, other: Pick<StoryPageData, 'slug' | 'headline'>, lang: Lang, pollId: number | null): RenderStory {
  const words = MESSAGES[lang].catalog;
  const picture: ImageRef | null = story.heroImageS3Key
    ? { 's3-key': story.heroImageS3Key, width: story.heroImageWidth, height: story.heroImageHeight, alt: story.heroImageAlt, caption: story.heroImageCaption ?? story.headline, ...(story.heroImageAttribution ? { attribution: story.heroImageAttribution } : {}) }
    : null;
  const summary = story.summary ?? story.excerpt;
  const elements: StoryElement[] = [
    { type: 'title', text: story.headline },
    { type: 'text', text: `<p>${escapeHtml(summary)}</p><p><strong>${escapeHtml(story.headline)}</strong> — <a href="${escapeHtml(story.path)}">${escapeHtml(story.headline)}</a></p>` },
    { type: 'text', subtype: 'summary', text: `<p>${escapeHtml(story.excerpt)}</p>` },
    { type: 'text', subtype: 'question', text: `<p>${escapeHtml(story.headline)}?</p>` },
    { type: 'text', subtype: 'answer', text: `<p>${escapeHtml(summary)}</p>` },
    ...(picture ? ([{ type: 'image', ...picture }, { type: 'gallery', images: [picture, picture, picture] }] as StoryElement[]) : []),
    { type: 'quote', text: words.sampleQuote, attribution: story.authorName ?? '' },
    { type: 'blockquote', text: summary, attribution: story.authorName ?? undefined },
    { type: 'also-read', text: other.headline, storySlug: other.slug },
    { type: 'youtube-video', videoId: SAMPLE_VIDEO_ID, title: words.sampleVideo },
    { type: 'embed', url: SAMPLE_MAP, title: words.sampleMap, height: 320 },
    { type: 'table', caption: words.sampleTable, rows: [['2024', '2025', '2026'], ['12', '15', '19']].map((row) => row.map((cell) => localiseDigits(cell, lang))) },
    { type: 'file', url: story.heroImageS3Key ? `/media/${story.heroImageS3Key}` : story.path, name: words.sampleFile, size: 245_000 },
    ...(pollId ? ([{ type: 'poll', pollId }] as StoryElement[]) : []),
  ];
  const cards: StoryCard[] = elements.map((element, index) => ({ id: `catalog-${index}`, elements: [element] }));
  return renderStory({ ...story, template: 'text', cards, lastPublishedAt: Date.parse(story.lastPublishedAt) });
}
