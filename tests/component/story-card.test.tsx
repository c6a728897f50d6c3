import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { StoryCard } from '@/components/story/story-card';
import type { StoryCardData } from '@/lib/content/stories/shapes';
import { cardLabels } from '@/lib/i18n/card-labels';

const story: StoryCardData = {
  id: 7,
  slug: 'নদী-ভাঙন-a1',
  path: '/bangladesh/%E0%A6%A8%E0%A6%A6%E0%A7%80',
  headline: 'পদ্মার ভাঙনে ঘর হারাল ৪০ পরিবার',
  excerpt: 'নদীভাঙনে গৃহহীন পরিবারগুলো আশ্রয়কেন্দ্রে উঠেছে।',
  template: 'text',
  access: 'public',
  heroImageS3Key: 'demo/photo-001.jpg',
  heroImageAlt: 'ভাঙনকবলিত নদীতীর',
  sectionName: 'বাংলাদেশ',
  authorName: 'ফারহানা আক্তার',
  publishedAt: '2026-11-22T04:30:00.000Z',
};

describe('StoryCard', () => {
  it('links the headline to the story and gives the exact time of a recent one in Bengali digits, Dhaka time', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-25T04:00:00.000Z'));
      const { container } = render(<StoryCard story={story} lang="bn" labels={cardLabels('bn')} />);
      expect(screen.getByRole('link', { name: story.headline })).toHaveProperty('pathname', story.path);
      const time = container.querySelector('time');
      // To the second: the stored milliseconds are left out of the page.
      expect(time?.getAttribute('datetime')).toBe('2026-11-22T04:30:00Z');
      expect(time?.textContent).toBe('গত পরশু');
      expect(time?.getAttribute('title')).toBe('২২ নভেম্বর ২০২৬, ১০:৩০');
      expect(screen.getByRole('img', { name: 'ভাঙনকবলিত নদীতীর' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows an older story by its date, with no title repeating it', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-12-20T04:00:00.000Z'));
      const { container } = render(<StoryCard story={story} lang="bn" labels={cardLabels('bn')} />);
      const time = container.querySelector('time');
      expect(time?.textContent).toBe('২২ নভেম্বর ২০২৬');
      expect(time?.hasAttribute('title')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says how long ago a recent story was published, in the edition language', () => {
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    render(<StoryCard story={{ ...story, publishedAt: fiveMinutesAgo }} lang="bn" labels={cardLabels('bn')} />);
    expect(screen.getByText('৫ মিনিট আগে')).toBeTruthy();
  });

  it('marks registered-only stories with a labelled star and video stories with their type', () => {
    render(<StoryCard story={{ ...story, access: 'login', template: 'video' }} lang="en" labels={cardLabels('en')} />);
    expect(screen.getByRole('img', { name: 'For registered readers' })).toBeTruthy();
    expect(screen.getByText(/Video:/).textContent).toContain('Video:');
  });

  it('writes a default card without data-variant, and a labelled card\'s marker as one text', () => {
    const html = (variant: 'default' | 'lead') => renderToString(<StoryCard story={{ ...story, template: 'video' }} lang="bn" labels={cardLabels('bn')} variant={variant} />);
    expect(html('default')).not.toContain('data-variant');
    expect(html('lead')).toContain('data-variant="lead"');
    // Separate text nodes would each be marked off by a `<!-- -->` in the HTML.
    expect(html('default')).toContain('<span aria-hidden="true">▶</span> ভিডিও: </span>');
  });

  it('offers no picture narrower than the card is ever drawn (half a 600 px screen less 2 rem), and keeps the small one for a strip and a slide', () => {
    const widths = (variant: 'default' | 'lead' | 'strip' | 'slide') => {
      render(<StoryCard story={story} lang="bn" labels={cardLabels('bn')} variant={variant} />);
      const srcset = screen.getAllByRole('img', { name: story.heroImageAlt }).at(-1)?.getAttribute('srcset') ?? '';
      return srcset.split(', ').map((candidate) => Number.parseInt(candidate.split(' ')[1] ?? '', 10));
    };
    for (const variant of ['default', 'lead'] as const) {
      const offered = widths(variant);
      expect(offered.length).toBeGreaterThan(2);
      expect(Math.min(...offered), variant).toBeGreaterThanOrEqual(600 / 2 - 32);
    }
    expect(Math.min(...widths('strip'))).toBeLessThan(240);
    expect(Math.min(...widths('slide'))).toBeLessThan(769 * 0.33 - 32);
  });

  it('shows a placeholder instead of an image when the story has no image key', () => {
    const { container } = render(<StoryCard story={{ ...story, heroImageS3Key: null }} lang="bn" labels={cardLabels('bn')} />);
    expect(screen.queryByRole('img', { name: story.heroImageAlt })).toBeNull();
    expect(container.querySelector('[data-component="image-placeholder"]')).not.toBeNull();
  });
});
