/**
 * The browser side of saved stories: the member's saved paths are fetched once per page
 * load, and only once a verified member's integration token is known (anonymous readers
 * never call), then kept in the store's user.bookmark slice for every Save button; saving
 * and removing go through memberFetch (the token as a bearer, one refresh on 401).
 */
import type { BookmarkMetadata } from '../db/schema';
import { useSiteStore } from '../store/site-store';
import { memberFetch } from './client';

export const BOOKMARKS_API = '/api/members/v1/bookmarks';
let loading = false;

/** Starts watching for a member's token; the first one fetches the saved paths. Safe to call from every button. */
export function watchSavedUrls(): void {
  if (loading) return;
  const load = (token: string | null) => {
    if (!token || loading) return;
    loading = true;
    void memberFetch(`${BOOKMARKS_API}/urls`)
      .then(async (response) => (response?.ok ? ((await response.json()) as { data: string[] }).data : null))
      .catch(() => null)
      .then((urls) => {
        if (urls) useSiteStore.getState().setBookmarks(urls);
        else loading = false;
      });
  };
  load(useSiteStore.getState().user.jwt_token);
  if (loading) return;
  const stop = useSiteStore.subscribe((state) => {
    load(state.user.jwt_token);
    if (loading) stop();
  });
}

/** Saves (or removes) the page; true when the service agreed. */
export async function writeBookmark(save: boolean, metadata: BookmarkMetadata): Promise<boolean> {
  const response = save
    ? await memberFetch(`${BOOKMARKS_API}/page`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: metadata.url, metadata }) })
    : await memberFetch(`${BOOKMARKS_API}/page?url=${encodeURIComponent(metadata.url)}`, { method: 'DELETE' });
  // Removing what is already gone is what the member asked for.
  return Boolean(response && (response.ok || (!save && response.status === 404)));
}

/** A story page tells the service the member opened it (for-you picks use it). */
export async function recordRead(storyId: number): Promise<void> {
  await memberFetch('/api/members/v1/reads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ story_id: storyId }) });
}
