import type { Lang } from '@/lib/brands/brands';
import type { CollectionData } from '@/lib/content';
import { decideBlockLayout, type BlockLayout } from '@/lib/content/blocks';
import { cardLabels } from '@/lib/i18n/card-labels';
import { getT } from '@/lib/i18n/messages';
import { CollectionBlockView, SLIDER_LIMIT, type BlockLabels, type HomeEmphasis } from './collection-block-view';

/** The words a block needs, in its edition's language: the server's half of a block (collection-block-view.tsx draws it). */
export function blockLabels(collection: CollectionData, layout: BlockLayout, lang: Lang): BlockLabels {
  const card = cardLabels(lang);
  const more = getT(lang, 'home')('more');
  if (layout !== 'slider') return { more, card, slider: null };
  const t = getT(lang, 'slider');
  const total = Math.min(SLIDER_LIMIT, collection.items.filter((item) => item.type === 'story').length);
  return {
    more,
    card,
    slider: {
      controls: { carousel: t('carousel'), slide: t('slide'), previous: t('previous'), next: t('next'), play: t('play'), pause: t('pause'), more: t('more', { name: collection.name }) },
      slides: Array.from({ length: total }, (_, index) => t('slideLabel', { index: index + 1, total })),
    },
  };
}

interface Props {
  collection: CollectionData;
  layout: BlockLayout;
  lang: Lang;
  first?: boolean;
  emphasis?: HomeEmphasis;
  donate?: { readonly href: string; readonly label: string } | null;
}

/** One home-page block: a nested collection drawn in its layout, with a "more" link (the words looked up here, on the server). */
export function CollectionBlock(props: Props) {
  return <CollectionBlockView {...props} labels={blockLabels(props.collection, props.layout, props.lang)} />;
}

export { decideBlockLayout };
export type { HomeEmphasis };
