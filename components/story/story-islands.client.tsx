'use client';

import { lazyIsland } from '../islands/lazy-island';

/*
 * The story page's islands that need JavaScript to mean anything (components/islands/lazy-island.tsx):
 * a section page, which shares the story's route, no longer downloads them. Not the comments
 * slot (its form posts without JavaScript) nor the view beacon (a view is counted as soon as
 * the page is interactive, not once another chunk has come): a lazy island's markup may be
 * streamed after the page, shown by a script.
 */
export const LiveUpdates = lazyIsland(() => import('./live-updates.client').then((module) => module.LiveUpdates));
export const SharePanel = lazyIsland(() => import('../share/share-panel.client').then((module) => module.SharePanel));
