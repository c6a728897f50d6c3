import type { Lang } from '@/lib/brands/brands';
import { ramadanWidget } from '@/lib/ramadan/widget';
import { RamadanPicker } from './ramadan-times.client';

/**
 * Sehri and iftar times during Ramadan on the home page (docs/product.md, "Ramadan times"):
 * computed on the server (lib/ramadan/), the district picked and remembered in the browser.
 * Nothing personal is rendered here, so the page stays cacheable. The section page shows it
 * through ramadan-times-deferred.tsx, whose script is a chunk of its own.
 */
export async function RamadanTimes({ lang }: { lang: Lang }) {
  const widget = await ramadanWidget(lang);
  return widget && <RamadanPicker {...widget} />;
}
