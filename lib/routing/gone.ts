/**
 * Retracted stories answer 410 Gone (Next pages can only answer 404). The proxy keeps
 * the retracted slugs of every edition in memory, refreshed in the background at most
 * every 30 seconds, so the check costs one Set lookup per request and no query.
 */
import { getHandle } from '../db/client';

const REFRESH_MS = 30_000;

let gone = new Set<string>();
let loadedAt = 0;
let loading: Promise<void> | null = null;

const key = (brand: string, lang: string, slug: string) => `${brand}\u0000${lang}\u0000${slug}`;

async function refresh(): Promise<void> {
  try {
    const { rows } = await getHandle().pool.query<{ brand: string; lang: string; slug: string }>(
      "select brand, lang, slug from stories where status = 'retracted'",
    );
    gone = new Set(rows.map((row) => key(row.brand, row.lang, row.slug)));
  } catch (error) {
    // Storage down or not configured: keep what we knew; pages answer as usual.
    console.error('retracted-story list not refreshed:', (error as Error).message);
  } finally {
    loadedAt = Date.now();
    loading = null;
  }
}

/** Starts a background refresh when the list is older than 30 s; never waits for it. */
function refreshIfStale(now: number): void {
  if (!loading && now - loadedAt > REFRESH_MS) loading = refresh();
}

/** True when the path's last segment is a retracted story of the edition. */
export function isGone(brand: string, lang: string, pathname: string, now = Date.now()): boolean {
  refreshIfStale(now);
  if (!gone.size) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (!last) return false;
  try {
    return gone.has(key(brand, lang, decodeURIComponent(last).normalize('NFC')));
  } catch {
    return false;
  }
}

/** Waits for the current refresh (tests and warm-up). */
export async function loadGoneNow(): Promise<void> {
  loadedAt = 0;
  refreshIfStale(Date.now());
  await loading;
}
