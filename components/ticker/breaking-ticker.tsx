import type { Brand, Lang } from '@/lib/brands/brands';
import { getT } from '@/lib/i18n/messages';
import { BreakingTicker as BreakingTickerIsland } from './breaking-ticker.client';

interface Props {
  brand: Brand;
  lang: Lang;
}

/** The ticker for brands that show breaking news (not trust), with its words in the edition's language. */
export function BreakingTicker({ brand, lang }: Props) {
  if (!brand.showBreakingNews) return null;
  const t = getT(lang, 'ticker');
  return <BreakingTickerIsland labels={{ title: t('title'), previous: t('previous'), next: t('next'), close: t('close'), announce: t.raw('announce') as string }} />;
}
