import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { blockLabels } from '@/components/home/collection-block';
import { CollectionBlockView } from '@/components/home/collection-block-view';
import type { CollectionData, StoryCardData } from '@/lib/content';

// The slider's next arrow can lead to the collection's page through the app router.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

function story(id: number): StoryCardData {
  return {
    id,
    slug: `story-${id}`,
    path: `/opinion/story-${id}`,
    headline: `মত ${id}`,
    excerpt: '',
    template: 'text',
    access: 'public',
    heroImageS3Key: 'demo/photo-001.jpg',
    heroImageAlt: 'ছবি',
    sectionName: 'মতামত',
    authorName: 'লেখক',
    publishedAt: '2026-11-22T04:30:00.000Z',
  };
}

function collection(count: number): CollectionData {
  return {
    id: 9,
    slug: 'special',
    name: 'বিশেষ আয়োজন',
    summary: null,
    template: 'manual',
    updatedAt: 0,
    layout: { layout: 'slider' },
    sectionPath: null,
    items: Array.from({ length: count }, (_, index) => ({ type: 'story' as const, story: story(index + 1) })),
    total: count,
  };
}

function drawn(count: number) {
  const data = collection(count);
  return render(<CollectionBlockView collection={data} layout="slider" lang="bn" labels={blockLabels(data, 'slider', 'bn')} />);
}

describe('a slider block', () => {
  it('slides two stories or more, with its arrows', () => {
    const { container } = drawn(2);
    expect(container.querySelectorAll('[data-component="story-slider"]')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'পরের স্লাইড' })).toBeTruthy();
  });

  it('draws a single story as a card, without arrows or an autoplay bar that have nothing to move', () => {
    const { container } = drawn(1);
    expect(container.querySelector('[data-component="story-slider"]')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'মত 1' })).toBeTruthy();
    expect(container.querySelectorAll('[data-component="story-card"]')).toHaveLength(1);
  });
});
