import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Share } from '@/components/share/share';
import { INITIAL_STATE, useSiteStore } from '@/lib/store/site-store';

const PATH = '/bangladesh/padma-bridge-toll';
const HEADLINE = 'পদ্মা সেতুর টোল আদায় নতুন রেকর্ড ছুঁয়েছে';

/**
 * Renders the story's share control once its island's chunk has arrived (the story page
 * fetches it as a chunk of its own, components/story/story-islands.client.tsx; the server's
 * HTML shows the button meanwhile), and returns its button.
 */
async function renderShare() {
  render(<Share lang="bn" path={PATH} headline={HEADLINE} />);
  return screen.findByRole('button', { name: 'শেয়ার' });
}

/** Renders the story's share control and opens it; the open panel is a chunk loaded on first open, as in the browser. */
async function openPanel() {
  fireEvent.click(await renderShare());
  return screen.findByRole('group', { name: 'খবরটি শেয়ার করুন' });
}

describe('the share panel', () => {
  const storyUrl = () => `${window.location.origin}${PATH}`;

  // The links are a chunk of their own, imported when the panel first opens: transformed once
  // here, so that first import is not raced against findByRole's 1 s on a loaded runner (CI).
  beforeAll(() => import('@/components/share/share-links.client'));
  beforeEach(() => useSiteStore.setState(INITIAL_STATE));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens and closes from its button, through the store', async () => {
    const toggle = await renderShare();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group')).toBeNull();

    // Opening renders the links' lazy chunk, which suspends: React may finish that render a task
    // later, so the click is awaited as React asks of updates that suspend.
    await act(async () => fireEvent.click(toggle));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(useSiteStore.getState().socialShare).toBe(true);
    expect(await screen.findByRole('link', { name: /ফেসবুকে শেয়ার করুন/ })).toBeTruthy();

    fireEvent.click(toggle);
    expect(screen.queryByRole('group')).toBeNull();
    expect(useSiteStore.getState().socialShare).toBe(false);
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const panel = await openPanel();
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'শেয়ার' }));
  });

  it('shares the absolute address of the story with each network', async () => {
    await openPanel();
    const url = encodeURIComponent(storyUrl());
    const href = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href(/ফেসবুকে/)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(href(/এক্সে/)).toBe(`https://x.com/intent/tweet?url=${url}&text=${encodeURIComponent(HEADLINE)}`);
    expect(href(/লিংকডইনে/)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
    expect(href(/হোয়াটসঅ্যাপে/)).toBe(`https://wa.me/?text=${encodeURIComponent(HEADLINE)}%20${url}`);
    expect(href(/রেডিটে/)).toBe(`https://www.reddit.com/submit?url=${url}&title=${encodeURIComponent(HEADLINE)}`);
    for (const link of screen.getAllByRole('link', { name: /শেয়ার করুন \(নতুন ট্যাবে খুলবে\)/ })) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
    }
  });

  it('writes an email whose subject is the headline and whose body is the address', async () => {
    await openPanel();
    const mail = new URL(screen.getByRole('link', { name: 'ইমেইলে শেয়ার করুন' }).getAttribute('href')!);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe(HEADLINE);
    expect(mail.searchParams.get('body')).toBe(storyUrl());
  });

  it('copies the address and says "Link Copied" for 3 seconds', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await openPanel();
    vi.useFakeTimers();
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe('');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'লিংক কপি করুন' })));
    expect(writeText).toHaveBeenCalledWith(storyUrl());
    expect(notice.textContent).toBe('লিংক কপি হয়েছে');

    act(() => vi.advanceTimersByTime(2_999));
    expect(notice.textContent).toBe('লিংক কপি হয়েছে');
    act(() => vi.advanceTimersByTime(1));
    expect(notice.textContent).toBe('');
  });

  it('starts the 3 seconds again on a second copy', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn().mockResolvedValue(undefined) } });
    await openPanel();
    vi.useFakeTimers();
    const copy = screen.getByRole('button', { name: 'লিংক কপি করুন' });
    await act(async () => fireEvent.click(copy));
    act(() => vi.advanceTimersByTime(2_000));
    await act(async () => fireEvent.click(copy));
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByRole('status').textContent).toBe('লিংক কপি হয়েছে');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says nothing when the browser refuses to copy', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openPanel();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'লিংক কপি করুন' })));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('offers the system share sheet only where the browser has one', async () => {
    await openPanel();
    expect(screen.queryByRole('button', { name: 'শেয়ারের আরও উপায়' })).toBeNull();
  });

  it('hands the headline and address to the system share sheet', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    await openPanel();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'শেয়ারের আরও উপায়' })));
    expect(share).toHaveBeenCalledWith({ title: HEADLINE, url: storyUrl() });
  });
});
