import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it, vi } from 'vitest';
import { watchSavedUrls } from '@/lib/members/saves-client';
import { INITIAL_STATE, useSiteStore } from '@/lib/store/site-store';
import { server } from './setup';

// A file of its own: the saved paths are fetched once per page, and this module's state is that page.
it("a page's Save buttons wait for a member's token with one store listener, and the token fetches the saved paths once", async () => {
  act(() => useSiteStore.setState({ ...INITIAL_STATE }));
  let asked = 0;
  server.use(
    http.get('*/api/members/v1/bookmarks/urls', () => {
      asked++;
      return HttpResponse.json({ data: ['/city/rain-floods'] });
    }),
  );
  const subscribe = vi.spyOn(useSiteStore, 'subscribe');
  // Every Save button calls it as it mounts: a home page has about ninety.
  for (let button = 0; button < 90; button++) watchSavedUrls();
  expect(subscribe).toHaveBeenCalledTimes(1);
  subscribe.mockRestore();

  await act(async () => {
    useSiteStore.getState().setMember({ email: 'rina@example.com', name: 'Rina', 'avatar-url': null, 'verification-status': 'verified' });
    useSiteStore.getState().setIntegrationToken('token-of-rina');
    await vi.waitFor(() => expect(useSiteStore.getState().user.bookmark).toEqual(['/city/rain-floods']));
  });
  expect(asked).toBe(1);
});
