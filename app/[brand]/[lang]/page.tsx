import { CollectionBlock, decideBlockLayout } from '@/components/home/collection-block';
import { StoryList } from '@/components/listing/story-list';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { getCollection, getLatestStories } from '@/lib/content';
import { getT } from '@/lib/i18n/messages';

interface Props {
  params: Promise<EditionParams>;
}

const HOME_COLLECTION = 'home';

/** The home page: the edition's `home` collection, one block per nested collection. */
export default async function HomePage({ params }: Props) {
  const { brand, lang } = await editionFromParams(params);
  const t = getT(lang, 'home');
  const home = await getCollection(brand.key, lang, HOME_COLLECTION, 40, 0);
  const blocks = home?.items.flatMap((item) => (item.type === 'collection' ? [item] : [])) ?? [];
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('title', { name: brand.name[lang] })}</h1>
      {blocks.length ? (
        blocks.map((block, index) => (
          <CollectionBlock key={block.collection.id} collection={block.collection} layout={decideBlockLayout(block.layout)} lang={lang} first={index === 0} />
        ))
      ) : (
        <StoryList stories={await getLatestStories(brand.key, lang, 20)} lang={lang} />
      )}
    </div>
  );
}
