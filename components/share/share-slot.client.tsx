'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import type { SharePanel as SharePanelIsland } from './share-panel.client';

/*
 * The share panel as a chunk of its own, fetched only by the story pages that show it:
 * section pages share the story's route (app/[brand]/[lang]/(reading)/[...slug]) and no
 * longer download it.
 */
const SharePanel = lazy(() => import('./share-panel.client').then((module) => ({ default: module.SharePanel })));

export function ShareSlot(props: ComponentProps<typeof SharePanelIsland>) {
  return (
    <Suspense>
      <SharePanel {...props} />
    </Suspense>
  );
}
