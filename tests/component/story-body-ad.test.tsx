/**
 * The in-page ad of a story's public text (issue 18): after the configured number of
 * paragraphs, once, and nowhere in a story too short for it.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StoryContent } from '@/components/story/elements/layout';
import { renderStory } from '@/lib/content/prepare-cards';
import type { StoryCard } from '@/lib/content/story-types';
import { MESSAGES } from '@/lib/i18n/messages';

const paragraph = (n: number) => ({ type: 'text' as const, text: `<p>অনুচ্ছেদ ${n}</p>` });
const CARDS: StoryCard[] = [
  { id: 'a', elements: [paragraph(1), { type: 'title', text: 'উপশিরোনাম' }, paragraph(2)] },
  { id: 'b', elements: [paragraph(3), paragraph(4), paragraph(5)] },
];
const story = (cards: StoryCard[]) => renderStory({ id: 7, template: 'text', cards, isClosed: false, lastPublishedAt: 0 });
const AD = <div data-testid="ad">AD</div>;

function order(cards: StoryCard[], afterParagraphs: number): string[] {
  const html = renderToStaticMarkup(<StoryContent story={story(cards)} lang="bn" labels={MESSAGES.bn.story} inPageAd={{ afterParagraphs, slot: AD }} />);
  return [...html.matchAll(/অনুচ্ছেদ (\d)|data-testid="ad"/g)].map((match) => match[1] ?? 'ad');
}

describe('the in-page ad of a story body', () => {
  it('follows the configured paragraph, counting across cards, and comes once', () => {
    expect(order(CARDS, 3)).toEqual(['1', '2', '3', 'ad', '4', '5']);
    expect(order(CARDS, 1)).toEqual(['1', 'ad', '2', '3', '4', '5']);
  });

  it('is left out of a story with fewer paragraphs, and when none is given', () => {
    expect(order(CARDS, 6)).toEqual(['1', '2', '3', '4', '5']);
    expect(renderToStaticMarkup(<StoryContent story={story(CARDS)} lang="bn" labels={MESSAGES.bn.story} />)).not.toContain('data-testid');
  });
});
