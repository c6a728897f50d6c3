/**
 * The breaking-news ticker's rules (docs/product.md, "Screens", "States" and "Business
 * constants"), free of React so they can be read and tested alone: what the API answer
 * becomes, how a list is compared with the one the reader dismissed, and where the ticker
 * never shows.
 */
import type { BreakingNewsItem } from '../store/site-store';
import { storyPath } from '../routes/paths';

/** The ticker's breaking_api: the host's edition answers its own live list. */
export const BREAKING_API = '/api/v1/breaking-news';
export const BREAKING_POLL_MS = 60_000;
export const TICKER_AUTOPLAY_MS = 10_000;
export const TICKER_SPACING = 12;
/** localStorage key of the joined ids of the list the reader closed. */
export const DISMISSED_KEY = 'breakingIds';

interface ApiBreakingAnswer {
  items?: { story?: { id?: number; headline?: string; metadata?: { 'linked-story-slug'?: string | null } } }[];
}

/** The API's `{ items: [{ story }] }` as ticker items, each linking to `/{linked-story-slug}` when it has one. */
export function breakingItemsFromApi(answer: ApiBreakingAnswer): BreakingNewsItem[] {
  return (answer.items ?? []).flatMap(({ story }) => {
    if (!story || typeof story.id !== 'number' || !story.headline) return [];
    const slug = story.metadata?.['linked-story-slug'];
    return [{ id: story.id, headline: story.headline, path: slug ? storyPath(slug) : null }];
  });
}

/** Lists are compared by their joined ids. */
export function joinIds(items: readonly Pick<BreakingNewsItem, 'id'>[]): string {
  return items.map((item) => item.id).join(',');
}

// Dismissal: kept in localStorage, read through useSyncExternalStore so every ticker
// (and every tab, through the storage event) agrees.

const listeners = new Set<() => void>();

export function readDismissed(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null; // storage blocked: nothing was dismissed
  }
}

export function storeDismissed(joinedIds: string): void {
  try {
    window.localStorage.setItem(DISMISSED_KEY, joinedIds);
  } catch {
    // storage blocked or full: the ticker still closes for this page view
  }
  listeners.forEach((listener) => listener());
}

export function subscribeDismissed(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === DISMISSED_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Page types without the ticker that a path names by itself (docs/product.md, "Other screen
 * elements"): previews, sign-in, sign-up and forgot-password. Static pages are known only
 * to the page data.
 */
const HIDDEN_PREFIXES = ['/preview', '/sign-in', '/sign-up', '/forgot-password'] as const;

export function tickerHiddenOn(pathname: string): boolean {
  return HIDDEN_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
