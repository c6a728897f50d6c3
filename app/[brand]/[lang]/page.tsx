import { StoryCard } from '@/components/story/story-card';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { getLatestStories } from '@/lib/content';
import { cardLabels } from '@/lib/i18n/card-labels';
import { getT } from '@/lib/i18n/messages';

interface Props {
  params: Promise<EditionParams>;
}

export default async function HomePage({ params }: Props) {
  const { brand, lang } = await editionFromParams(params);
  const t = getT(lang, 'site');
  const labels = cardLabels(lang);
  const [lead, ...rest] = await getLatestStories(brand.key, lang, 21);
  return (
    <section aria-labelledby="latest-heading" className="home">
      <h1 id="latest-heading" className="section-title">{t('latest')}</h1>
      {lead && <StoryCard story={lead} lang={lang} labels={labels} variant="lead" />}
      <div className="story-grid">
        {rest.map((story) => (
          <StoryCard key={story.id} story={story} lang={lang} labels={labels} />
        ))}
      </div>
    </section>
  );
}
