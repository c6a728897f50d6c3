import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListingIntro } from '@/components/listing/listing-intro';
import { ListingPage, LISTING_PAGE_SIZE } from '@/components/pages/listing-page';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { getCollection } from '@/lib/content';
import { decodeSlug } from '@/lib/content/slug';

interface Props {
  params: Promise<EditionParams & { slug: string }>;
}

export function generateStaticParams() {
  return [];
}

async function load(params: Props['params']) {
  const { brand, lang } = await editionFromParams(params);
  const slug = decodeSlug((await params).slug);
  const collection = slug ? await getCollection(brand.key, lang, slug, LISTING_PAGE_SIZE, 0, true) : null;
  if (!collection) notFound();
  return { lang, collection };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { collection } = await load(params);
  return { title: collection.name, description: collection.summary ?? undefined, alternates: { canonical: `/collection/${collection.slug}` } };
}

export default async function CollectionPage({ params }: Props) {
  const { lang, collection } = await load(params);
  const items = collection.items.flatMap((item) => (item.type === 'story' ? [item.story] : []));
  return (
    <ListingPage
      title={collection.name}
      lang={lang}
      page={{ items, total: collection.total }}
      moreFrom={`/api/v1/collections/${encodeURIComponent(collection.slug)}?item-type=story`}
      intro={collection.summary ? <ListingIntro>{collection.summary}</ListingIntro> : undefined}
    />
  );
}
