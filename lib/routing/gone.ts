/**
 * Retracted stories answer 410 Gone (Next pages can only answer 404). The proxy keeps
 * the retracted slugs of every edition in memory, refreshed in the background at most
 * every 30 seconds, so the check costs one Set lookup per request and no query. The
 * list lives on globalThis because the proxy and the ingest routes are separate bundles
 * in one process: an ingest retraction refreshes it at once for this instance.
 */
import { getHandle } from '../db/client';

const REFRESH_MS = 30_000;

interface GoneState {
  gone: Set<string>;
  loadedAt: number;
  loading: Promise<void> | null;
}

const holder = globalThis as typeof globalThis & { __alokpatGone?: GoneState };
const state: GoneState = (holder.__alokpatGone ??= { gone: new Set(), loadedAt: 0, loading: null });

const key = (brand: string, lang: string, slug: string) => `${brand}\u0000${lang}\u0000${slug}`;

async function refresh(): Promise<void> {
  try {
    const { rows } = await getHandle().pool.query<{ brand: string; lang: string; slug: string }>(
      "select brand, lang, slug from stories where status = 'retracted'",
    );
    state.gone = new Set(rows.map((row) => key(row.brand, row.lang, row.slug)));
  } catch (error) {
    // Storage down or not configured: keep what we knew; pages answer as usual.
    console.error('retracted-story list not refreshed:', (error as Error).message);
  } finally {
    state.loadedAt = Date.now();
    state.loading = null;
  }
}

/** Starts a background refresh when the list is older than 30 s; never waits for it. */
function refreshIfStale(now: number): void {
  if (!state.loading && now - state.loadedAt > REFRESH_MS) state.loading = refresh();
}

/** True when the path's last segment is a retracted story of the edition. */
export function isGone(brand: string, lang: string, pathname: string, now = Date.now()): boolean {
  refreshIfStale(now);
  if (!state.gone.size) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (!last) return false;
  try {
    return state.gone.has(key(brand, lang, decodeURIComponent(last).normalize('NFC')));
  } catch {
    return false;
  }
}

/** Reloads the list now and waits for it: after a story is retracted or republished here. */
export async function loadGoneNow(): Promise<void> {
  await state.loading;
  state.loadedAt = 0;
  refreshIfStale(Date.now());
  await state.loading;
}
