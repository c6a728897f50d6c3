'use client';

import { lazyIsland } from '../islands/lazy-island';

/** A listing's Load more (components/islands/lazy-island.tsx): a story page, which shares the section's route, no longer downloads it. */
export const LoadMore = lazyIsland(() => import('./load-more.client').then((module) => module.LoadMore));
