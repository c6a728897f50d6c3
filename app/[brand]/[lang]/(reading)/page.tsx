import { Fragment } from 'react';
import { InPageAd, PageAds } from '@/components/ads/ad-slot';
import type { AdPage } from '@/lib/ads/decide';
import { CollectionBlock, decideBlockLayout } from '@/components/home/collection-block';
import { arrangeBlocks, withoutRepeats } from '@/components/home/home-blocks';
import { MostRead } from '@/components/listing/most-read';
import { StoryList } from '@/components/listing/story-list';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { getCollection, getLatestStories } from '@/lib/content';
import { getMostRead } from '@/lib/content/most-read';
import { getT } from '@/lib/i18n/messages';
import { homeJsonLd } from '@/lib/seo/json-ld';
import { homeMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { RamadanTimes } from '@/components/ramadan/ramadan-times';
import { ramadanShownOn } from '@/lib/ramadan/widget';

interface Props {
  params: Promise<EditionParams>;
}

export const generateMetadata = homeMetadata;

const HOME_COLLECTION = 'home';
/**
 * Stories read per block: more than a block shows (at most 10), so that a block whose first
 * stories were already shown higher up still fills (withoutRepeats).
 */
const BLOCK_STORIES = 24;

/**
 * The home page: the edition's `home` collection, one block per nested collection, drawn
 * with the brand theme's home emphasis (lib/brands/brands.ts), never by the brand's name.
 */
export default async function HomePage({ params }: Props) {
  const { brand, lang } = await editionFromParams(params);
  const t = getT(lang, 'home');
  const emphasis = brand.theme.homeEmphasis;
  const donate = brand.donateUrl ? { href: brand.donateUrl, label: getT(lang, 'header')('donate') } : null;
  const [home, mostRead] = await Promise.all([getCollection(brand.key, lang, HOME_COLLECTION, 40, 0, false, BLOCK_STORIES), getMostRead(brand.key, lang)]);
  const nested = home?.items.flatMap((item) => (item.type === 'collection' ? [{ ...item, layout: decideBlockLayout(item.layout) }] : [])) ?? [];
  const blocks = withoutRepeats(arrangeBlocks(nested, emphasis));
  const ads: AdPage = { brand: brand.key, lang, type: 'home', key: 'home' };
  return (
    <div data-component="home" data-emphasis={emphasis}>
      <h1 className="visually-hidden">{t('title', { name: brand.name[lang] })}</h1>
      <JsonLd data={homeJsonLd(brand.key, lang)} />
      <PageAds page={ads} />
      {blocks.length ? (
        blocks.map((block, index) => (
          <Fragment key={block.collection.id}>
            <CollectionBlock collection={block.collection} layout={block.layout} lang={lang} first={index === 0} emphasis={emphasis} donate={donate} />
            {index === 0 && ramadanShownOn(brand, { home: true }) && <RamadanTimes lang={lang} />}
            <InPageAd page={ads} index={index} count={blocks.length} />
          </Fragment>
        ))
      ) : (
        <StoryList stories={await getLatestStories(brand.key, lang, 20)} lang={lang} />
      )}
      <MostRead stories={mostRead} lang={lang} />
    </div>
  );
}
