import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MostRead } from '@/components/listing/most-read';
import type { StoryCardData } from '@/lib/content';

const card = (id: number, headline: string): StoryCardData => ({
  id,
  slug: `story-${id}`,
  path: `/science/story-${id}`,
  headline,
  excerpt: '',
  template: 'text',
  access: 'public',
  heroImageS3Key: null,
  heroImageAlt: '',
  sectionName: null,
  authorName: null,
  publishedAt: '2026-03-01T00:00:00.000Z',
});

const STORIES = Array.from({ length: 12 }, (_, index) => card(index + 1, `শিরোনাম ${index + 1}`));

describe('MostRead', () => {
  it('is a titled, ordered list of links to the stories, ranked in Bengali digits on bn', () => {
    render(<MostRead stories={STORIES} lang="bn" />);
    const region = screen.getByRole('region', { name: 'সর্বাধিক পঠিত' });
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe('সর্বাধিক পঠিত');
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(region.querySelector('ol')).not.toBeNull();
    expect(within(items[0]).getByRole('link', { name: 'শিরোনাম 1' }).getAttribute('href')).toBe('/science/story-1');
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual(['১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯', '১০', '১১', '১২']);
  });

  it('ranks in ASCII digits with an English title on en', () => {
    render(<MostRead stories={STORIES.slice(0, 2)} lang="en" />);
    const region = screen.getByRole('region', { name: 'Most read' });
    expect(within(region).getAllByRole('listitem').map((item) => item.firstElementChild?.textContent)).toEqual(['1', '2']);
  });

  it('shows nothing before anything has been read', () => {
    const { container } = render(<MostRead stories={[]} lang="bn" />);
    expect(container.innerHTML).toBe('');
  });
});
