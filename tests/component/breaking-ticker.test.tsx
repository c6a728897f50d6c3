import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BreakingTicker } from '@/components/ticker/breaking-ticker';
import { BreakingTicker as BreakingTickerIsland } from '@/components/ticker/breaking-ticker.client';
import { BRANDS, MAIN_BRAND } from '@/lib/brands/brands';
import { onSiteEvent } from '@/lib/store/events';
import { useSiteStore } from '@/lib/store/site-store';
import { server } from './setup';

// Swiper itself needs a real layout engine; these tests are about what the reader is shown.
vi.mock('@/components/ticker/ticker-swiper', () => ({
  mountTickerSwiper: () => ({ previous() {}, next() {}, hold() {}, destroy() {} }),
}));

const labels = {
  title: 'ব্রেকিং নিউজ',
  previous: 'আগের শিরোনাম',
  next: 'পরের শিরোনাম',
  close: 'ব্রেকিং নিউজ বন্ধ করুন',
  announce: 'নতুন ব্রেকিং নিউজ: {headline}',
};

const item = (id: number, headline: string, slug: string | null = `story-${id}`) => ({ id, story: { id, headline, metadata: { 'linked-story-slug': slug } } });
const FIRST_LIST = [item(1, 'পদ্মা সেতুতে যান চলাচল বন্ধ'), item(2, 'রাজধানীতে ভারী বৃষ্টি')];

function answer(...lists: ReturnType<typeof item>[][]) {
  let call = 0;
  server.use(http.get('*/api/v1/breaking-news', () => HttpResponse.json({ items: lists[Math.min(call++, lists.length - 1)] })));
}

/** Each ticker polls for itself (no shared cache), so no test sees another's headlines. */
function renderTicker(node: ReactNode) {
  return render(node);
}

const ticker = () => screen.queryByRole('region', { name: labels.title });

describe('BreakingTicker', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useSiteStore.setState({ breakingNews: [] });
  });

  it('stays hidden until headlines arrive, then links each to its story', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/v1/breaking-news', async () => {
        await held;
        return HttpResponse.json({ items: [...FIRST_LIST, item(3, 'শিরোনামটির কোনো খবর নেই', null)] });
      }),
    );
    renderTicker(<BreakingTickerIsland labels={labels} />);
    expect(ticker()).toBeNull();
    release();
    expect(await screen.findByRole('region', { name: labels.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'পদ্মা সেতুতে যান চলাচল বন্ধ' }).getAttribute('href')).toBe('/story-1');
    expect(screen.getByRole('link', { name: 'রাজধানীতে ভারী বৃষ্টি' }).getAttribute('href')).toBe('/story-2');
    expect(screen.getByText('শিরোনামটির কোনো খবর নেই').closest('a')).toBeNull();
    expect(useSiteStore.getState().breakingNews.map((news) => news.id)).toEqual([1, 2, 3]);
  });

  // Hydration ends with React running every island's effects in one task, the page's longest
  // on a slow phone; the ticker's first poll is not part of it.
  it('asks for the headlines in a task of its own, not while the page’s effects run', async () => {
    answer(FIRST_LIST);
    const fetched = vi.spyOn(globalThis, 'fetch');
    renderTicker(<BreakingTickerIsland labels={labels} />);
    expect(fetched).not.toHaveBeenCalled();
    expect(await screen.findByRole('region', { name: labels.title })).toBeTruthy();
    expect(fetched).toHaveBeenCalledTimes(1);
    fetched.mockRestore();
  });

  it('shows nothing while the edition has no breaking news, and never reads storage for it', async () => {
    answer([]);
    const read = vi.spyOn(Storage.prototype, 'getItem');
    renderTicker(<BreakingTickerIsland labels={labels} />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ticker()).toBeNull();
    // A page's first read of localStorage waits on the browser; with no headlines it is not needed.
    expect(read).not.toHaveBeenCalledWith('breakingIds');
    read.mockRestore();
  });

  it('closes on the close button and stores the joined ids under breakingIds', async () => {
    answer(FIRST_LIST);
    renderTicker(<BreakingTickerIsland labels={labels} />);
    await screen.findByRole('region', { name: labels.title });
    fireEvent.click(screen.getByRole('button', { name: labels.close }));
    expect(ticker()).toBeNull();
    expect(window.localStorage.getItem('breakingIds')).toBe('1,2');
  });

  it('stays hidden for the list the reader closed, after the headlines have arrived', async () => {
    window.localStorage.setItem('breakingIds', '1,2');
    answer(FIRST_LIST);
    renderTicker(<BreakingTickerIsland labels={labels} />);
    await waitFor(() => expect(useSiteStore.getState().breakingNews).toHaveLength(2));
    expect(ticker()).toBeNull();
  });

  it('comes back, and says so politely, when a poll brings a different list', async () => {
    window.localStorage.setItem('breakingIds', '1,2');
    const updated: unknown[] = [];
    const stop = onSiteEvent('breaking-news-updated', (detail) => updated.push(detail));
    answer(FIRST_LIST, [item(3, 'বঙ্গোপসাগরে নিম্নচাপ'), ...FIRST_LIST]);
    renderTicker(<BreakingTickerIsland labels={labels} refreshInterval={50} />);
    expect(await screen.findByRole('region', { name: labels.title }, { timeout: 2000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'বঙ্গোপসাগরে নিম্নচাপ' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('নতুন ব্রেকিং নিউজ: বঙ্গোপসাগরে নিম্নচাপ');
    expect(updated).toHaveLength(2);
    stop();
  });

  it('does not announce the first list it shows, nor the same list polled again', async () => {
    answer(FIRST_LIST);
    renderTicker(<BreakingTickerIsland labels={labels} refreshInterval={30} />);
    await screen.findByRole('region', { name: labels.title });
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('is not rendered for a brand without breaking news (trust), and is for the main brand', () => {
    const trust = BRANDS.find((brand) => brand.key === 'trust')!;
    answer(FIRST_LIST);
    const { container } = renderTicker(<BreakingTicker brand={trust} lang="bn" />);
    expect(container.innerHTML).toBe('');
    const main = renderTicker(<BreakingTicker brand={MAIN_BRAND} lang="en" />);
    expect(main.container.querySelector('[role="status"]')).not.toBeNull();
  });
});
