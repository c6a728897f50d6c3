import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GOOGLE_SCRIPT, OneTap, ONE_TAP_DELAY_MS } from '@/components/auth/one-tap.client';
import { INITIAL_STATE, useSiteStore } from '@/lib/store/site-store';

const script = () => document.querySelector(`script[src="${GOOGLE_SCRIPT}"]`);

describe('OneTap', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    script()?.remove();
    useSiteStore.setState(INITIAL_STATE);
  });

  it('loads Google\u2019s script 3.5 s after load for an anonymous reader', () => {
    useSiteStore.getState().setMember(null);
    render(<OneTap clientId="1234-test.apps.googleusercontent.com" />);
    act(() => vi.advanceTimersByTime(ONE_TAP_DELAY_MS - 100));
    expect(script()).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(script()).not.toBeNull();
  });

  it('loads nothing for a signed-in member or while the member is still loading', () => {
    render(<OneTap clientId="1234-test.apps.googleusercontent.com" />);
    act(() => vi.advanceTimersByTime(ONE_TAP_DELAY_MS * 2));
    expect(script()).toBeNull();
    act(() => useSiteStore.getState().setMember({ email: 'a@b.co', name: null, 'avatar-url': null, 'verification-status': 'verified' }));
    act(() => vi.advanceTimersByTime(ONE_TAP_DELAY_MS * 2));
    expect(script()).toBeNull();
  });
});
