import { beforeEach, describe, expect, it } from 'vitest';
import { INITIAL_STATE, useSiteStore } from '@/lib/store/site-store';

describe('the site store', () => {
  beforeEach(() => useSiteStore.setState(INITIAL_STATE));

  it('starts with the defaults of the spec', () => {
    const state = useSiteStore.getState();
    expect(state.meteringCount).toBe(-1);
    expect(state.member.loading).toBe(true);
    expect(state.user.loading).toBe(true);
    expect(state.headerDown).toBe(true);
    expect(state.hamburgerOpen).toBe(false);
  });

  it('closes the hamburger menu and ends loading when a page arrives', () => {
    useSiteStore.getState().setHamburgerOpen(true);
    useSiteStore.getState().setPageLoading(true);
    useSiteStore.getState().setCurrentPath('/bangladesh');
    expect(useSiteStore.getState()).toMatchObject({ hamburgerOpen: false, pageLoading: false, currentPath: '/bangladesh' });
  });

  it('stops the member loading flag once the member is set, signed in or not', () => {
    useSiteStore.getState().setMember(null);
    expect(useSiteStore.getState().member).toEqual({ loading: false, value: null });
  });
});
