'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import { useHydrated } from '@/lib/react/external-store';
import type { RamadanPicker as PickerIsland } from './ramadan-times.client';
import { RamadanView } from './ramadan-view';

/*
 * The Ramadan picker as a chunk of its own: the section route that may show it also serves
 * every story, which need not download it (bench/budgets.json). Until it has come, and for good
 * when JavaScript is off, the slot shows the capital's times with a picker of that one district,
 * disabled: the same box, so nothing moves when the picker takes its place. The server never
 * renders the lazy picker itself: its Suspense boundary would be written after the page and put
 * in place by React's script (docs/performance.md, stop 38), which a reader without JavaScript
 * never sees.
 */
const RamadanPicker = lazy(() => import('./ramadan-times.client').then((module) => ({ default: module.RamadanPicker })));

export function RamadanSlot(props: ComponentProps<typeof PickerIsland>) {
  const hydrated = useHydrated();
  const { lang, days, capital, labels } = props;
  const capitalTimes = <RamadanView lang={lang} day={days[0]} district={capital} labels={labels} headingId="ramadan-times" pickerId="ramadan-district" districts={[capital]} />;
  if (!hydrated) return capitalTimes;
  return (
    <Suspense fallback={capitalTimes}>
      <RamadanPicker {...props} />
    </Suspense>
  );
}
