/**
 * The client-side state of docs/product.md, "Entities", one Zustand store with the spec's defaults.
 * It holds only the slices an island sets or reads (issue 17 dropped the fourteen that
 * nothing used: page, subscriptions, paymentOptions, assetPlans, campaignSubscriptions,
 * story, authors, settings, homeComments, menuBar, breakingNewsAd, mobileFilter and
 * headerStories; issue 18 brought back ads, for the ad runtime); add a slice with the island that uses it. Islands read the slices they
 * need with selectors; the named events (./events.ts) tell islands that do not share
 * React state what changed.
 */
import { create } from 'zustand';

export interface BreakingNewsItem {
  readonly id: number;
  readonly headline: string;
  readonly path: string | null;
}

export interface Member {
  readonly email: string;
  readonly name: string | null;
  readonly 'avatar-url': string | null;
  readonly 'avatar-s3-key'?: string | null;
  readonly 'verification-status': 'verified' | 'unverified';
}

export interface SiteState {
  breakingNews: readonly BreakingNewsItem[];
  member: { readonly loading: boolean; readonly value: Member | null };
  access: { readonly loading: boolean; readonly granted: boolean; readonly grantReason: string | null };
  meteringCount: number;
  serviceWorker: { readonly updated: boolean };
  hamburgerOpen: boolean;
  pageLoading: boolean;
  user: { readonly jwt_token: string | null; readonly bookmark: readonly string[]; readonly loading: boolean };
  socialShare: boolean;
  currentPath: string;
  headerDown: boolean;
  /** Top and bottom (anchor) ad visibility: the ad runtime sets them as slots fill, show and close. */
  ads: { readonly top: boolean; readonly anchor: boolean };
}

export interface SiteActions {
  setBreakingNews(items: readonly BreakingNewsItem[]): void;
  setHamburgerOpen(open: boolean): void;
  setPageLoading(loading: boolean): void;
  setCurrentPath(path: string): void;
  setHeaderDown(down: boolean): void;
  setSocialShare(open: boolean): void;
  setMember(member: Member | null): void;
  /** The comments service's token of a verified member; null when there is none. */
  setIntegrationToken(token: string | null): void;
  /** The paths the member saved in this edition (Save buttons light up from these). */
  setBookmarks(urls: readonly string[]): void;
  /** Logout: no member, no token, no bookmarks (docs/product.md, "States"). */
  signOut(): void;
  setServiceWorkerUpdated(updated: boolean): void;
  /** The access slice once a registered-only story's text has been asked for. */
  setAccess(granted: boolean, grantReason: string | null): void;
  setMeteringCount(count: number): void;
  setAdVisible(which: 'top' | 'anchor', visible: boolean): void;
}

export const INITIAL_STATE: SiteState = {
  breakingNews: [],
  member: { loading: true, value: null },
  access: { loading: true, granted: false, grantReason: null },
  meteringCount: -1,
  serviceWorker: { updated: false },
  hamburgerOpen: false,
  pageLoading: false,
  user: { jwt_token: null, bookmark: [], loading: true },
  socialShare: false,
  currentPath: '/',
  headerDown: true,
  ads: { top: false, anchor: false },
};

export const useSiteStore = create<SiteState & SiteActions>()((set) => ({
  ...INITIAL_STATE,
  setBreakingNews: (breakingNews) => set({ breakingNews }),
  setHamburgerOpen: (hamburgerOpen) => set({ hamburgerOpen }),
  setPageLoading: (pageLoading) => set({ pageLoading }),
  // Arriving on a page closes the hamburger menu and ends the loading state (docs/product.md, "States").
  setCurrentPath: (currentPath) => set({ currentPath, hamburgerOpen: false, pageLoading: false }),
  setHeaderDown: (headerDown) => set({ headerDown }),
  setSocialShare: (socialShare) => set({ socialShare }),
  setMember: (value) => set({ member: { loading: false, value } }),
  setIntegrationToken: (jwt_token) => set((state) => ({ user: { ...state.user, jwt_token, loading: false } })),
  setBookmarks: (bookmark) => set((state) => ({ user: { ...state.user, bookmark } })),
  signOut: () => set({ member: { loading: false, value: null }, user: { jwt_token: null, bookmark: [], loading: false } }),
  setServiceWorkerUpdated: (updated) => set({ serviceWorker: { updated } }),
  setAccess: (granted, grantReason) => set({ access: { loading: false, granted, grantReason } }),
  setMeteringCount: (meteringCount) => set({ meteringCount }),
  setAdVisible: (which, visible) => set((state) => ({ ads: { ...state.ads, [which]: visible } })),
}));
