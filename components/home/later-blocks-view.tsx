/**
 * What the home's later blocks (later-blocks.client.tsx) need only once a reader nears them:
 * the request and the blocks' markup, fetched with `import()`, so the home's first load
 * carries neither the block and card code nor the slider.
 */
import { Fragment } from 'react';
import type { Lang } from '@/lib/brands/brands';
import { fetchJson } from '@/lib/http/fetch-json';
import { AdBox } from '../ads/ad-box';
import { CollectionBlockView, type HomeEmphasis } from './collection-block-view';
import { laterBlocksUrl, type LaterBlocksAnswer } from './later-blocks';

export function requestLaterBlocks(from: number): Promise<LaterBlocksAnswer> {
  return fetchJson<LaterBlocksAnswer>(laterBlocksUrl(from));
}

export interface LaterBlocksViewProps {
  answer: LaterBlocksAnswer;
  lang: Lang;
  emphasis: HomeEmphasis;
}

export function LaterBlocksView({ answer, lang, emphasis }: LaterBlocksViewProps) {
  return answer.blocks.map((block) => (
    <Fragment key={block.collection.id}>
      <CollectionBlockView collection={block.collection} layout={block.layout} lang={lang} labels={block.labels} emphasis={emphasis} />
      {block.ad && <AdBox slot={block.ad} label={answer.adLabel} />}
    </Fragment>
  ));
}
