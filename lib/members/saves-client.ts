/**
 * The browser side of saved stories: the member's saved paths are fetched once per page
 * load, and only once a verified member's integration token is known (anonymous readers
 * never call), then kept in the store's user.bookmark slice for every Save button; saving
 * and removing go through memberFetch (the token as a bearer, one refresh on 401). An
 * anonymous reader's Save is finished when they come back from sign-in to that story.
 */
import type { BookmarkMetadata } from '../db/schema';
import { useSiteStore } from '../store/site-store';
import { memberFetch } from './client';

/**
 * What a Save button sends: the page and its story's id. The service describes a story it
 * knows itself (lib/members/bookmarks.ts, storyMetadata), so no card carries its headline,
 * picture and section a second time for the button.
 */
export type SaveTarget = Pick<BookmarkMetadata, 'url' | 'story_id'>;

export const BOOKMARKS_API = '/api/members/v1/bookmarks';
let loading = false;

const PENDING_KEY = 'alokpat-pending-save';

/** An anonymous reader's Save, kept for this tab until they are back from sign-in. */
export function rememberPendingSave(target: SaveTarget): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(target));
  } catch {
    // storage may be off: the reader taps Save again
  }
}

function takePendingSave(): SaveTarget | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_KEY);
    window.sessionStorage.removeItem(PENDING_KEY);
    return raw ? (JSON.parse(raw) as SaveTarget) : null;
  } catch {
    return null;
  }
}

async function loadSavedUrls(): Promise<string[] | null> {
  const response = await memberFetch(`${BOOKMARKS_API}/urls`);
  if (!response?.ok) return null;
  const urls = ((await response.json()) as { data: string[] }).data;
  // Back from sign-in on the story they wanted to save: finish that save now.
  const pending = takePendingSave();
  if (pending && pending.url === window.location.pathname && !urls.includes(pending.url) && (await writeBookmark(true, pending))) return [pending.url, ...urls];
  return urls;
}

/** Saves and removals made on this page while the saved paths were still loading: the list must not undo them. */
const changedWhileLoading = new Map<string, boolean>();
let listArrived = false;

/** Records a Save or removal the member made here (also a rollback), so a list fetched earlier cannot overwrite it. */
export function noteLocalChange(url: string, saved: boolean): void {
  if (!listArrived) changedWhileLoading.set(url, saved);
}

function withLocalChanges(urls: readonly string[]): string[] {
  let merged = [...urls];
  for (const [url, saved] of changedWhileLoading) merged = saved ? (merged.includes(url) ? merged : [url, ...merged]) : merged.filter((entry) => entry !== url);
  changedWhileLoading.clear();
  return merged;
}

/** Keeps saved stories for reading offline; its module is fetched only for a member with saves, never for an anonymous reader. */
function keepSavedOffline(...args: Parameters<typeof import('./offline').keepOffline>): void {
  void import('./offline').then(({ keepOffline }) => keepOffline(...args));
}

/** Whether a store listener is already waiting for a member's token (one per page, however many buttons ask). */
let watching = false;

/**
 * Starts watching for a member's token; the first one fetches the saved paths. Safe to call
 * from every button: a home page's ninety Save buttons each added a listener of their own, for
 * an anonymous reader never removed, and ninety more with each page the reader opened.
 */
export function watchSavedUrls(): void {
  if (loading || watching) return;
  const load = (token: string | null) => {
    if (!token || loading) return;
    loading = true;
    void loadSavedUrls()
      .catch(() => null)
      .then((urls) => {
        // A list that arrives after a sign-out in this tab lights no button and keeps nothing offline.
        if (urls && useSiteStore.getState().user.jwt_token) {
          listArrived = true;
          const saved = withLocalChanges(urls);
          useSiteStore.getState().setBookmarks(saved);
          keepSavedOffline(saved, { all: true });
        } else if (!urls) loading = false;
      });
  };
  load(useSiteStore.getState().user.jwt_token);
  if (loading) return;
  watching = true;
  const stop = useSiteStore.subscribe((state) => {
    load(state.user.jwt_token);
    if (!loading) return;
    stop();
    watching = false;
  });
}

/** Saves (or removes) the page; true when the service agreed. */
export async function writeBookmark(save: boolean, target: SaveTarget): Promise<boolean> {
  const response = save
    ? await memberFetch(`${BOOKMARKS_API}/page`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: target.url, metadata: target }) })
    : await memberFetch(`${BOOKMARKS_API}/page?url=${encodeURIComponent(target.url)}`, { method: 'DELETE' });
  // Removing what is already gone is what the member asked for.
  const done = Boolean(response && (response.ok || (!save && response.status === 404)));
  // A newly saved story can be read offline at once (the next full list drops removed ones).
  if (done && save && useSiteStore.getState().user.jwt_token) keepSavedOffline([target.url]);
  return done;
}

/** A story page tells the service the member opened it (for-you picks use it). */
export async function recordRead(storyId: number): Promise<void> {
  await memberFetch('/api/members/v1/reads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ story_id: storyId }) });
}
