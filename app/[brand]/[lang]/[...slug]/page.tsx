import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StoryBody } from '@/components/story/story-body';
import { StoryImage } from '@/components/media/story-image';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { editionHref } from '@/lib/brands/hosts-public';
import { getStoryBySlug } from '@/lib/content';
import { decodeSlug } from '@/lib/content/slug';
import { formatDateTime } from '@/lib/i18n/format';
import { getT } from '@/lib/i18n/messages';

interface Props {
  params: Promise<EditionParams & { slug: string[] }>;
}

export function generateStaticParams() {
  return [];
}

/** /{story-slug} and /{section}/{story-slug}: the story is found by its own slug. */
async function loadStory(params: Props['params']) {
  const edition = await editionFromParams(params);
  const { slug } = await params;
  if (slug.length > 2) notFound();
  const storySlug = decodeSlug(slug[slug.length - 1]);
  if (!storySlug) notFound();
  const story = await getStoryBySlug(edition.brand.key, edition.lang, storySlug);
  if (!story) notFound();
  return { ...edition, story };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { story } = await loadStory(params);
  return { title: story.metaTitle, description: story.metaDescription, alternates: { canonical: story.path } };
}

export default async function StoryPage({ params }: Props) {
  const { lang, story } = await loadStory(params);
  const t = getT(lang, 'story');
  const updated = story.lastPublishedAt !== story.publishedAt;
  return (
    <article className="story">
      <header className="story__header">
        {story.sectionName && <p className="story__section">{story.sectionName}</p>}
        <h1 className="story__headline">{story.headline}</h1>
        {story.subheadline && <p className="story__subheadline">{story.subheadline}</p>}
        <div className="story__meta">
          {story.authors.length > 0 && (
            <p className="story__byline">
              {t('by')}: {story.authors.map((author) => author.name).join(', ')}
            </p>
          )}
          <p>
            {t('published')}: <time dateTime={story.publishedAt}>{formatDateTime(story.publishedAt, lang)}</time>
            {updated && (
              <>
                {' · '}
                {t('updated')}: <time dateTime={story.lastPublishedAt}>{formatDateTime(story.lastPublishedAt, lang)}</time>
              </>
            )}
          </p>
          {story.translationPath && (
            <p>
              <a href={editionHref(lang === 'bn' ? 'en' : 'bn', story.translationPath)} lang={lang === 'bn' ? 'en' : 'bn'}>
                {t('readOther')}
              </a>
            </p>
          )}
        </div>
      </header>
      <figure className="story__hero">
        <StoryImage s3Key={story.heroImageS3Key} alt={story.heroImageAlt} width={story.heroImageWidth} height={story.heroImageHeight} sizes="(min-width: 876px) 760px, 100vw" priority />
        {story.heroImageCaption && (
          <figcaption>
            {story.heroImageCaption}
            {story.heroImageAttribution && <span className="story__credit"> {story.heroImageAttribution}</span>}
          </figcaption>
        )}
      </figure>
      {story.access === 'login' ? (
        <div className="story__gate">
          {story.summary && <p className="story__summary">{story.summary}</p>}
          <p role="note">{t('registeredOnly')}</p>
        </div>
      ) : (
        <StoryBody cards={story.cards} lang={lang} />
      )}
    </article>
  );
}
