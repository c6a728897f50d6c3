import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LoadMore } from '@/components/listing/load-more.client';
import { cardLabels } from '@/lib/i18n/card-labels';
import { server } from './setup';

const labels = { more: 'আরও খবর', loading: 'লোড হচ্ছে…', failed: 'আরও খবর আনা যায়নি। আবার চেষ্টা করুন।', card: cardLabels('bn') };

const story = (id: number) => ({
  id,
  slug: `story-${id}`,
  url: `/bangladesh/story-${id}`,
  headline: `খবর ${id}`,
  'story-template': 'text',
  access: 'public',
  metadata: { excerpt: '' },
  'hero-image-s3-key': null,
  'published-at': Date.parse('2026-11-20T06:00:00Z'),
});

/** The button, once it works: disabled until the page has hydrated (components/ui/live-button.client.tsx). */
async function live(name: string): Promise<HTMLButtonElement> {
  const button = screen.getByRole<HTMLButtonElement>('button', { name });
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

describe('LoadMore', () => {
  it('appends the next ten stories from the API and records the page in the address', async () => {
    let asked = '';
    server.use(
      http.get('*/api/v1/advanced-search', ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json({ results: { total: 25, stories: Array.from({ length: 10 }, (_, i) => story(11 + i)) } });
      }),
    );
    render(<LoadMore source="/api/v1/advanced-search?section-id=3" pageSize={10} loaded={10} total={25} lang="bn" labels={labels} />);
    fireEvent.click(await live('আরও খবর'));
    expect(await screen.findByRole('link', { name: 'খবর 20' })).toHaveProperty('pathname', '/bangladesh/story-20');
    expect(asked).toBe('?section-id=3&limit=10&offset=10');
    expect(window.location.search).toBe('?page=2');
    expect(screen.getByRole('button', { name: 'আরও খবর' })).toBeTruthy();
  });

  it('says so in the reader language when the next page cannot be loaded, and keeps the button', async () => {
    server.use(http.get('*/api/v1/collections/latest', () => new HttpResponse(null, { status: 503 })));
    render(<LoadMore source="/api/v1/collections/latest?item-type=story" pageSize={10} loaded={10} total={25} lang="bn" labels={labels} />);
    fireEvent.click(await live('আরও খবর'));
    expect(await screen.findByText(labels.failed, { selector: '[data-component="load-more"] p:not([role="status"])' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'আরও খবর' })).toBeTruthy();
  });
});
