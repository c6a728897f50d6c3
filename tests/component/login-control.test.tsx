import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginControl, SIGNED_IN_HINT_COOKIE } from '@/components/header/login-control.client';
import { INITIAL_STATE, useSiteStore } from '@/lib/store/site-store';
import { server } from './setup';

vi.mock('next/navigation', () => ({ usePathname: () => '/city/rain-floods' }));

const labels = { login: 'Login', verifyEmail: 'Verify Email', account: 'Your account' };
const control = () => document.querySelector('[data-component="login-control"]')!;

describe('LoginControl', () => {
  beforeEach(() => useSiteStore.setState({ ...INITIAL_STATE }));
  afterEach(() => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=; max-age=0`;
    vi.restoreAllMocks();
  });

  // The page's islands run their effects in one task right after hydrating; who the reader is
  // re-renders every island that reads the member, so it is found in a task of its own.
  it('finds an anonymous reader after the page’s effects have run, then offers sign-in back to this page', async () => {
    render(<LoginControl labels={labels} />);
    expect(control().getAttribute('data-state')).toBe('loading');
    expect(useSiteStore.getState().member.loading).toBe(true);
    const link = await screen.findByRole('link', { name: 'Login' });
    expect(link.getAttribute('href')).toBe('/sign-in?redirect=%2Fcity%2Frain-floods');
    expect(useSiteStore.getState().member).toEqual({ loading: false, value: null });
  });

  it('asks who a signed-in reader is in a task of its own, and shows their avatar', async () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
    server.use(
      http.get('*/api/auth/v1/users/me', () => HttpResponse.json({ user: { email: 'rina@example.com', name: 'Rina', 'avatar-url': null, 'verification-status': 'verified' } })),
      http.get('*/api/auth/v1/access-token/integrations/*', () => new HttpResponse(null, { headers: { 'x-integration-token': 'token-of-rina' } })),
    );
    const fetched = vi.spyOn(globalThis, 'fetch');
    render(<LoginControl labels={labels} />);
    expect(fetched).not.toHaveBeenCalled();
    expect(await screen.findByRole('link', { name: 'Your account' })).toBeTruthy();
    expect(String(fetched.mock.calls[0][0])).toBe('/api/auth/v1/users/me');
    await waitFor(() => expect(useSiteStore.getState().user.jwt_token).toBe('token-of-rina'));
  });
});
