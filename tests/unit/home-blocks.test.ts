import { describe, expect, it } from 'vitest';
import { withoutRepeats } from '@/components/home/home-blocks';
import type { BlockLayout } from '@/lib/content/blocks';
import type { CollectionData, StoryCardData } from '@/lib/content';

const story = (id: number) => ({ type: 'story' as const, story: { id } as StoryCardData });
const block = (slug: string, layout: BlockLayout, ids: number[]) => ({
  layout,
  collection: { id: ids[0] ?? 0, slug, name: slug, summary: null, template: 'manual', updatedAt: 0, layout: {}, sectionPath: null, items: ids.map(story), total: ids.length } as CollectionData,
});
const idsOf = (blocks: ReturnType<typeof block>[]) => Object.fromEntries(blocks.map((b) => [b.collection.slug, b.collection.items.map((item) => (item.type === 'story' ? item.story.id : 0))]));

describe('each story once per home page', () => {
  it('keeps curated blocks whole and takes their stories out of the automatic lists, in page order', () => {
    const blocks = [block('lead', 'lead', [1, 2, 3]), block('latest', 'most-recent', [4, 1, 5, 9, 6]), block('economy', 'section-block', [5, 7, 8]), block('features', 'slider', [9, 10])];
    expect(idsOf(withoutRepeats(blocks))).toEqual({ lead: [1, 2, 3], latest: [4, 5, 6], economy: [7, 8], features: [9, 10] });
  });

  it('drops a block left with no story', () => {
    const blocks = [block('lead', 'lead', [1, 2]), block('economy', 'section-block', [2, 1])];
    expect(withoutRepeats(blocks).map((b) => b.collection.slug)).toEqual(['lead']);
  });

  it('gives a repeated story to the first of two curated blocks', () => {
    const blocks = [block('lead', 'lead', [1, 2]), block('photos', 'photo-row', [2, 3])];
    expect(idsOf(withoutRepeats(blocks))).toEqual({ lead: [1, 2], photos: [3] });
  });
});
