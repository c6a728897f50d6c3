import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FooterGate } from '@/components/footer/footer-gate.client';
import { INITIAL_STATE, useSiteStore } from '@/lib/store/site-store';

const hidden = () => screen.getByRole('contentinfo').getAttribute('data-state') === 'pending';

describe('the footer gate', () => {
  beforeEach(() => useSiteStore.setState(INITIAL_STATE));
  afterEach(() => vi.restoreAllMocks());

  it('keeps the footer in the page but hidden until the window load event', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    render(
      <FooterGate variant="main" lang="bn">
        <p>স্বত্ব</p>
      </FooterGate>,
    );
    expect(screen.getByText('স্বত্ব')).toBeTruthy();
    expect(hidden()).toBe(true);

    readyState.mockReturnValue('complete');
    act(() => window.dispatchEvent(new Event('load')));
    expect(hidden()).toBe(false);
  });

  it('hides the footer while a page is loading', () => {
    render(
      <FooterGate variant="main" lang="bn">
        <p>স্বত্ব</p>
      </FooterGate>,
    );
    expect(hidden()).toBe(false);
    act(() => useSiteStore.getState().setPageLoading(true));
    expect(hidden()).toBe(true);
    act(() => useSiteStore.getState().setCurrentPath('/bangladesh'));
    expect(hidden()).toBe(false);
  });
});
