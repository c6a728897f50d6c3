import { Fragment } from 'react';
import { inPageAdAfter, PageAds } from '@/components/ads/ad-slot';
import type { AdPage } from '@/lib/ads/decide';
import { CollectionBlock } from '@/components/home/collection-block';
import { LaterBlocks } from '@/components/home/later-blocks.client';
import laterStyles from '@/components/home/later-blocks.module.css';
import { FIRST_BLOCKS, loadHomeBlocks } from '@/components/home/load-home';
import { MostRead } from '@/components/listing/most-read';
import { StoryList } from '@/components/listing/story-list';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { getLatestStories } from '@/lib/content';
import { moreHref } from '@/lib/content/blocks';
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

/**
 * The home page: the edition's `home` collection, one block per nested collection, drawn
 * with the brand theme's home emphasis (lib/brands/brands.ts), never by the brand's name.
 * The HTML carries the first blocks and links to the others, which come as the reader nears
 * them (components/home/later-blocks.client.tsx).
 */
export default async function HomePage({ params }: Props) {
  const { brand, lang } = await editionFromParams(params);
  const t = getT(lang, 'home');
  const emphasis = brand.theme.homeEmphasis;
  const donate = brand.donateUrl ? { href: brand.donateUrl, label: getT(lang, 'header')('donate') } : null;
  const [blocks, mostRead] = await Promise.all([loadHomeBlocks(brand, lang), getMostRead(brand.key, lang)]);
  const later = blocks.slice(FIRST_BLOCKS);
  const ads: AdPage = { brand: brand.key, lang, type: 'home', key: 'home' };
  return (
    <div data-component="home" data-emphasis={emphasis}>
      <h1 className="visually-hidden">{t('title', { name: brand.name[lang] })}</h1>
      <JsonLd data={homeJsonLd(brand.key, lang)} />
      <PageAds page={ads} />
      {blocks.length ? (
        <>
          {blocks.slice(0, FIRST_BLOCKS).map((block, index) => (
            <Fragment key={block.collection.id}>
              <CollectionBlock collection={block.collection} layout={block.layout} lang={lang} first={index === 0} emphasis={emphasis} donate={donate} />
              {index === 0 && ramadanShownOn(brand, { home: true }) && <RamadanTimes lang={lang} />}
              {inPageAdAfter(ads, index, blocks.length)}
            </Fragment>
          ))}
          {later.length > 0 && (
            <LaterBlocks from={FIRST_BLOCKS} lang={lang} emphasis={emphasis}>
              <nav aria-label={t('later')}>
                <ul className={laterStyles.links} role="list">
                  {later.map((block) => (
                    <li key={block.collection.id}>
                      <a href={moreHref(block.collection)}>{block.collection.name}</a>
                    </li>
                  ))}
                </ul>
              </nav>
            </LaterBlocks>
          )}
        </>
      ) : (
        <StoryList stories={await getLatestStories(brand.key, lang, 20)} lang={lang} />
      )}
      <MostRead stories={mostRead} lang={lang} />
    </div>
  );
}
