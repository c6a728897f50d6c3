import { CollectionBlock, decideBlockLayout } from '@/components/home/collection-block';
import { arrangeBlocks, withoutRepeats } from '@/components/home/home-blocks';
import { StoryList } from '@/components/listing/story-list';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { getCollection, getLatestStories } from '@/lib/content';
import { getT } from '@/lib/i18n/messages';

interface Props {
  params: Promise<EditionParams>;
}

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
  const home = await getCollection(brand.key, lang, HOME_COLLECTION, 40, 0, false, BLOCK_STORIES);
  const nested = home?.items.flatMap((item) => (item.type === 'collection' ? [{ ...item, layout: decideBlockLayout(item.layout) }] : [])) ?? [];
  const blocks = withoutRepeats(arrangeBlocks(nested, emphasis));
  return (
    <div data-component="home" data-emphasis={emphasis}>
      <h1 className="visually-hidden">{t('title', { name: brand.name[lang] })}</h1>
      {blocks.length ? (
        blocks.map((block, index) => (
          <CollectionBlock
            key={block.collection.id}
            collection={block.collection}
            layout={block.layout}
            lang={lang}
            first={index === 0}
            emphasis={emphasis}
            donate={donate}
          />
        ))
      ) : (
        <StoryList stories={await getLatestStories(brand.key, lang, 20)} lang={lang} />
      )}
    </div>
  );
}
