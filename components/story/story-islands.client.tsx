'use client';

import { lazyIsland } from '../islands/lazy-island';

/*
 * The story page's islands (components/islands/lazy-island.tsx): a section page, which shares
 * the story's route, no longer downloads them.
 */
export const CommentsSlot = lazyIsland(() => import('../comments/comments-slot.client').then((module) => module.CommentsSlot));
export const ViewBeacon = lazyIsland(() => import('./view-beacon.client').then((module) => module.ViewBeacon));
export const LiveUpdates = lazyIsland(() => import('./live-updates.client').then((module) => module.LiveUpdates));
export const SharePanel = lazyIsland(() => import('../share/share-panel.client').then((module) => module.SharePanel));
