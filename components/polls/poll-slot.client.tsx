'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import type { Poll as PollIsland } from './poll.client';

/*
 * The poll as a chunk of its own, fetched only by pages that show one: a story element is
 * rendered by the route every section and story shares, which would otherwise carry the
 * poll (and its data fetching) on every one of them (bench/budgets.json).
 */
const Poll = lazy(() => import('./poll.client').then((module) => ({ default: module.Poll })));

export function PollSlot(props: ComponentProps<typeof PollIsland>) {
  return (
    <Suspense>
      <Poll {...props} />
    </Suspense>
  );
}
