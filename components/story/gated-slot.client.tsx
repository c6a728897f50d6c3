'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import type { GatedText as GatedTextIsland } from './gated-text.client';

/*
 * The registered-only text's island as a chunk of its own, fetched only by a story page
 * that has such text: public stories and the section pages that share their route
 * (app/[brand]/[lang]/(reading)/[...slug]) no longer download it. Until it arrives, the
 * gate (its children) is what shows.
 */
const GatedText = lazy(() => import('./gated-text.client').then((module) => ({ default: module.GatedText })));

export function GatedSlot(props: ComponentProps<typeof GatedTextIsland>) {
  return (
    <Suspense fallback={props.children}>
      <GatedText {...props} />
    </Suspense>
  );
}
