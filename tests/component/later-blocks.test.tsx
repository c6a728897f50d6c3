import { act, cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LaterBlocksAnswer } from '@/components/home/later-blocks';
import { LaterBlocks } from '@/components/home/later-blocks.client';
import { cardLabels } from '@/lib/i18n/card-labels';
import { server } from './setup';

/** jsdom lays nothing out: the test says when the later blocks near the screen, as a scroll would. */
let observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];

beforeEach(() => {
  observed = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: (typeof observed)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, options, disconnected: false };
        observed.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

function nearScreen(isIntersecting = true) {
  const { callback } = observed.at(-1)!;
  act(() => callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));
}

const story = (id: number) => ({
  id,
  slug: `story-${id}`,
  path: `/sports/story-${id}`,
  headline: `খেলার খবর ${id}`,
  excerpt: '',
  template: 'text' as const,
  access: 'public' as const,
  heroImageS3Key: null,
  heroImageAlt: '',
  sectionName: 'খেলা',
  authorName: null,
  publishedAt: '2026-11-20T06:00:00.000Z',
});

const answer: LaterBlocksAnswer = {
  adLabel: 'বিজ্ঞাপন',
  blocks: [
    {
      collection: { id: 7, slug: 'sports', name: 'খেলা', summary: null, template: 'section', updatedAt: 0, layout: {}, sectionPath: '/sports', items: [1, 2, 3].map((id) => ({ type: 'story' as const, story: story(id) })), total: 3 },
      layout: 'section-block',
      labels: { more: 'আরও', card: cardLabels('bn'), slider: null },
      ad: { id: 'ad-in-page-2', type: 'in-page', unit: '/1234/home-in-page', targeting: { page: 'home' }, reserve: { mobile: 250, tablet: 90, desktop: 250 } },
    },
  ],
};

/** Each test starts at its own block: the island remembers what it drew in this tab, by where it starts. */
function renderLater(from: number) {
  return render(
    <LaterBlocks from={from} lang="bn" emphasis="news">
      <nav aria-label="প্রচ্ছদে আরও">
        <a href="/sports">খেলা</a>
      </nav>
    </LaterBlocks>,
  );
}

describe('LaterBlocks', () => {
  it('shows links to the blocks until the reader nears them, 160 px ahead, then the blocks with their ad slot', async () => {
    let asked = '';
    let requests = 0;
    server.use(
      http.get('*/api/home/v1/blocks', ({ request }) => {
        asked = new URL(request.url).search;
        requests++;
        return HttpResponse.json(answer);
      }),
    );
    const { container, unmount } = renderLater(1);
    expect(screen.getByRole('navigation', { name: 'প্রচ্ছদে আরও' })).toBeTruthy();
    expect(observed.at(-1)!.options?.rootMargin).toBe('160px 0px');
    nearScreen(false);
    expect(asked).toBe('');

    nearScreen();
    // The blocks' code is a chunk of its own, fetched on first need: on a cold, busy machine that takes a while.
    expect(await screen.findByRole('link', { name: 'খেলার খবর 3' }, { timeout: 10_000 })).toHaveProperty('pathname', '/sports/story-3');
    expect(asked).toBe('?from=1');
    expect(observed.at(-1)!.disconnected).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'খেলা' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'প্রচ্ছদে আরও' })).toBeNull();
    expect(container.querySelector('[data-component="later-blocks"]')?.getAttribute('data-state')).toBe('shown');
    const slot = container.querySelector('[data-component="ad"] [data-ad-slot]');
    expect(slot?.id).toBe('ad-in-page-2');
    expect(slot?.getAttribute('data-ad-type')).toBe('in-page');

    // Back on the home in the same tab: the blocks are there in the first render, not asked again.
    unmount();
    const observers = observed.length;
    renderLater(1);
    expect(screen.getByRole('link', { name: 'খেলার খবর 3' })).toBeTruthy();
    expect(observed.length).toBe(observers);
    expect(requests).toBe(1);

    // Minutes later the lead above them is newer: they are asked for again when near.
    cleanup();
    const later = Date.now() + 6 * 60_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    renderLater(1);
    expect(screen.getByRole('navigation', { name: 'প্রচ্ছদে আরও' })).toBeTruthy();
    nearScreen();
    await vi.waitFor(() => expect(requests).toBe(2), { timeout: 10_000 });
    clock.mockRestore();
  });

  it('keeps the links when the blocks cannot be fetched', async () => {
    server.use(http.get('*/api/home/v1/blocks', () => new HttpResponse(null, { status: 503 })));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderLater(2);
    nearScreen();
    await vi.waitFor(() => expect(container.querySelector('[data-component="later-blocks"]')?.getAttribute('data-state')).toBe('failed'), { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'খেলা' })).toHaveProperty('pathname', '/sports');
    expect(logged).toHaveBeenCalledWith('Caught Exception', expect.any(Error));
    logged.mockRestore();
  });
});
