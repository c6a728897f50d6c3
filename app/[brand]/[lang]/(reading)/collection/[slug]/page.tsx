import type { Metadata } from 'next';
import { ListingIntro } from '@/components/listing/listing-intro';
import { ListingPage, LISTING_PAGE_SIZE } from '@/components/pages/listing-page';
import { getCollection } from '@/lib/content';
import { collectionMetadata } from '@/lib/seo/metadata';
import { loadBySlug, type SlugPageProps } from '../../by-slug';

export function generateStaticParams() {
  return [];
}

const load = (params: SlugPageProps['params']) => loadBySlug(params, ({ brand, lang }, slug) => getCollection(brand.key, lang, slug, LISTING_PAGE_SIZE, 0, true));

export async function generateMetadata({ params }: SlugPageProps): Promise<Metadata> {
  const { brand, lang, found: collection } = await load(params);
  return collectionMetadata(brand.key, lang, collection);
}

export default async function CollectionPage({ params }: SlugPageProps) {
  const { brand, lang, found: collection } = await load(params);
  const items = collection.items.flatMap((item) => (item.type === 'story' ? [item.story] : []));
  return (
    <ListingPage
      title={collection.name}
      lang={lang}
      page={{ items, total: collection.total }}
      moreFrom={`/api/v1/collections/${encodeURIComponent(collection.slug)}?item-type=story`}
      ads={{ brand: brand.key, lang, type: 'collection', key: `collection-${collection.slug}` }}
      intro={collection.summary ? <ListingIntro>{collection.summary}</ListingIntro> : undefined}
    />
  );
}
