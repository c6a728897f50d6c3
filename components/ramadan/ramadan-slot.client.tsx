'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import type { RamadanPicker as PickerIsland } from './ramadan-times.client';

/*
 * The Ramadan picker as a chunk of its own: the section route that may show it also serves
 * every story, which need not download it (bench/budgets.json). It is rendered on the server
 * all the same, so the times are in the page before its script arrives.
 */
const RamadanPicker = lazy(() => import('./ramadan-times.client').then((module) => ({ default: module.RamadanPicker })));

export function RamadanSlot(props: ComponentProps<typeof PickerIsland>) {
  return (
    <Suspense>
      <RamadanPicker {...props} />
    </Suspense>
  );
}
