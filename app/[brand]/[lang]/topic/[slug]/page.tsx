import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListingPage, LISTING_PAGE_SIZE } from '@/components/pages/listing-page';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { getTopic, getTopicStories } from '@/lib/content';
import { decodeSlug } from '@/lib/content/slug';
import { getT } from '@/lib/i18n/messages';

interface Props {
  params: Promise<EditionParams & { slug: string }>;
}

export function generateStaticParams() {
  return [];
}

/** /topic/{slug}: a tag or an entity, by its slug. */
async function load(params: Props['params']) {
  const { brand, lang } = await editionFromParams(params);
  const slug = decodeSlug((await params).slug);
  const topic = slug ? await getTopic(lang, slug) : null;
  if (!topic) notFound();
  return { brand, lang, topic };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { topic } = await load(params);
  return { title: topic.name, alternates: { canonical: `/topic/${topic.slug}` } };
}

export default async function TopicPage({ params }: Props) {
  const { brand, lang, topic } = await load(params);
  const t = getT(lang, 'listing');
  const page = await getTopicStories(brand.key, lang, topic, LISTING_PAGE_SIZE, 0);
  const filter = topic.kind === 'tag' ? `tag-name=${encodeURIComponent(topic.name)}` : `entity-id=${topic.id}`;
  return <ListingPage title={t('topic', { name: topic.name })} lang={lang} page={page} moreFrom={`/api/v1/advanced-search?${filter}&sort=latest-published`} />;
}
