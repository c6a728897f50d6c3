import Link from 'next/link';
import type { Lang } from '@/lib/brands/brands';
import type { CollectionData, CollectionItem, StoryCardData } from '@/lib/content';
import { decideBlockLayout, decideSliderThreshold, moreHref, type BlockLayout } from '@/lib/content/blocks';
import { cardLabels } from '@/lib/i18n/card-labels';
import { getT } from '@/lib/i18n/messages';
import { StorySlider } from '../slider/story-slider.client';
import { StoryCard } from '../story/story-card';

const SLIDER_LIMIT = 8;

interface Props {
  collection: CollectionData;
  layout: BlockLayout;
  lang: Lang;
  /** Only the first block's first image is fetched with priority (the LCP candidate). */
  first?: boolean;
}

function storiesOf(items: readonly CollectionItem[]): StoryCardData[] {
  return items.flatMap((item) => (item.type === 'story' ? [item.story] : []));
}

const VARIANT: Record<BlockLayout, 'default' | 'compact'> = {
  lead: 'default',
  grid: 'default',
  list: 'compact',
  slider: 'default',
  'section-block': 'default',
  'photo-row': 'default',
  'video-row': 'default',
  'opinion-row': 'compact',
  'most-recent': 'compact',
};

/** One home-page block: a nested collection drawn in its layout, with a "more" link. */
export function CollectionBlock({ collection, layout, lang, first = false }: Props) {
  const t = getT(lang, 'home');
  const labels = cardLabels(lang);
  const stories = storiesOf(collection.items);
  if (!stories.length) return null;
  const headingId = `block-${collection.slug}`;
  const href = moreHref(collection);
  const [lead, ...rest] = stories;
  const variant = VARIANT[layout];
  return (
    <section className={`block block--${layout}`} aria-labelledby={headingId}>
      <header className="block__header">
        <h2 id={headingId} className="block__title">
          {href ? <Link href={href}>{collection.name}</Link> : collection.name}
        </h2>
      </header>
      {layout === 'lead' || layout === 'section-block' ? (
        <div className="block__split">
          <StoryCard story={lead} lang={lang} labels={labels} variant="lead" headingLevel={3} priority={first} />
          <div className="block__rest">
            {rest.slice(0, layout === 'lead' ? 6 : 4).map((story) => (
              <StoryCard key={story.id} story={story} lang={lang} labels={labels} variant="default" headingLevel={3} showExcerpt={false} />
            ))}
          </div>
        </div>
      ) : layout === 'slider' ? (
        <BlockSlider collection={collection} stories={stories.slice(0, SLIDER_LIMIT)} lang={lang} moreHref={href} />
      ) : (
        <ul className={`block__items block__items--${layout}`} role="list">
          {stories.slice(0, layout === 'most-recent' ? 10 : 8).map((story) => (
            <li key={story.id}>
              <StoryCard story={story} lang={lang} labels={labels} variant={variant} headingLevel={3} showExcerpt={false} />
            </li>
          ))}
        </ul>
      )}
      {href && collection.layout['show-more'] !== false && (
        <p className="block__more">
          <Link href={href}>
            {t('more')}
            <span className="visually-hidden">: {collection.name}</span>
          </Link>
        </p>
      )}
    </section>
  );
}

/** The slider block: the cards are rendered here, on the server, and moved by the client island. */
function BlockSlider({ collection, stories, lang, moreHref: href }: { collection: CollectionData; stories: StoryCardData[]; lang: Lang; moreHref: string }) {
  const t = getT(lang, 'slider');
  const labels = cardLabels(lang);
  return (
    <StorySlider
      name={collection.name}
      slideLabels={stories.map((_, index) => t('slideLabel', { index: index + 1, total: stories.length }))}
      labels={{
        carousel: t('carousel'),
        slide: t('slide'),
        previous: t('previous'),
        next: t('next'),
        play: t('play'),
        pause: t('pause'),
        more: t('more', { name: collection.name }),
      }}
      moreHref={href}
      threshold={decideSliderThreshold(collection.layout)}
    >
      {stories.map((story) => (
        <StoryCard key={story.id} story={story} lang={lang} labels={labels} variant="default" headingLevel={3} showExcerpt={false} />
      ))}
    </StorySlider>
  );
}

export { decideBlockLayout };
