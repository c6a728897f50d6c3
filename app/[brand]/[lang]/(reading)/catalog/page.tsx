import { notFound } from 'next/navigation';
import { CatalogPage } from '@/components/pages/catalog-page';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { getLatestStories, getStoryBySlug } from '@/lib/content';
import { catalogStory, getNewestPollId } from '@/lib/content/catalog';
import { noindexMetadata } from '@/lib/i18n/private-page';

interface Props {
  params: Promise<EditionParams>;
}

export const generateMetadata = noindexMetadata((m) => m.catalog.title);

/** The catalog page type: a living style guide of the edition, noindex (components/pages/catalog-page.tsx). */
export default async function Catalog({ params }: Props) {
  const { brand, lang } = await editionFromParams(params);
  const stories = await getLatestStories(brand.key, lang, 12);
  const pictured = stories.find((story) => story.heroImageS3Key) ?? stories[0];
  const story = pictured && (await getStoryBySlug(brand.key, lang, pictured.slug));
  if (!story) notFound();
  const other = stories.find((candidate) => candidate.id !== story.id) ?? story;
  const elements = catalogStory(story, other, lang, await getNewestPollId(brand.key, lang));
  return <CatalogPage brand={brand} lang={lang} stories={stories} pictured={pictured} elements={elements} />;
}
