import type { Lang } from '@/lib/brands/brands';
import { ramadanWidget } from '@/lib/ramadan/widget';
import { RamadanSlot } from './ramadan-slot.client';

/**
 * The Ramadan widget on the configured section page: the section route also serves every
 * story, so the picker's script comes as a chunk of its own, fetched only where it shows
 * (bench/budgets.json). The slot writes the capital's times in place before it comes.
 */
export async function RamadanTimesDeferred({ lang }: { lang: Lang }) {
  const widget = await ramadanWidget(lang);
  return widget && <RamadanSlot {...widget} />;
}
