import type { Metadata } from 'next';
import { ListingPage, LISTING_PAGE_SIZE } from '@/components/pages/listing-page';
import { getTopic, getTopicStories } from '@/lib/content';
import { topicJsonLd } from '@/lib/seo/json-ld';
import { topicMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { getT } from '@/lib/i18n/messages';
import { loadBySlug, type SlugPageProps } from '../../by-slug';

export function generateStaticParams() {
  return [];
}

/** /topic/{slug}: a tag or an entity, by its slug. */
const load = (params: SlugPageProps['params']) => loadBySlug(params, ({ lang }, slug) => getTopic(lang, slug));

export async function generateMetadata({ params }: SlugPageProps): Promise<Metadata> {
  const { brand, lang, found: topic } = await load(params);
  return topicMetadata(brand.key, lang, topic);
}

export default async function TopicPage({ params }: SlugPageProps) {
  const { brand, lang, found: topic } = await load(params);
  const t = getT(lang, 'listing');
  const page = await getTopicStories(brand.key, lang, topic, LISTING_PAGE_SIZE, 0);
  const filter = topic.kind === 'tag' ? `tag-name=${encodeURIComponent(topic.name)}` : `entity-id=${topic.id}`;
  return <ListingPage title={t('topic', { name: topic.name })} lang={lang} page={page} moreFrom={`/api/v1/advanced-search?${filter}&sort=latest-published`} ads={{ brand: brand.key, lang, type: 'tag', key: `topic-${topic.slug}` }} intro={<JsonLd data={topicJsonLd(brand.key, lang, topic)} />} />;
}
