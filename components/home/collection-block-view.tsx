/**
 * A home block drawn from its data and words alone: no translator and no server module, so the
 * server (collection-block.tsx) and the blocks a home fetches once a reader nears them
 * (later-blocks.client.tsx) draw one and the same markup.
 */
import type { BrandTheme, Lang } from '@/lib/brands/brands';
import type { CollectionData, CollectionItem, StoryCardData } from '@/lib/content';
import { decideSliderThreshold, moreHref, type BlockLayout } from '@/lib/content/blocks';
import { BREAKPOINTS } from '@/lib/design/breakpoints';
import { StorySlider, type SliderLabels } from '../slider/story-slider.client';
import { StoryCard, type StoryCardLabels, type StoryCardVariant } from '../story/story-card';
import styles from './collection-block.module.css';

/** A slider block shows at most this many stories. */
export const SLIDER_LIMIT = 8;

/** The words of one block, in its edition's language (blockLabels in collection-block.tsx). */
export interface BlockLabels {
  readonly more: string;
  readonly card: StoryCardLabels;
  /** A slider block's controls and its "1 of 8"… per slide; null for other layouts. */
  readonly slider: { readonly controls: SliderLabels; readonly slides: readonly string[] } | null;
}

export type HomeEmphasis = BrandTheme['homeEmphasis'];

interface Props {
  collection: CollectionData;
  layout: BlockLayout;
  lang: Lang;
  labels: BlockLabels;
  /** Only the first block's first image is fetched with priority (the LCP candidate). */
  first?: boolean;
  /** What the brand's home puts first (its theme's homeEmphasis): the lead block follows it. */
  emphasis?: HomeEmphasis;
  /** The appeal's Donate link, shown in the lead panel of an appeal home. */
  donate?: { readonly href: string; readonly label: string } | null;
}

function storiesOf(items: readonly CollectionItem[]): StoryCardData[] {
  return items.flatMap((item) => (item.type === 'story' ? [item.story] : []));
}

/** The card of each layout's items; ideas homes lead with the writer and leave pictures out of secondary cards. */
function itemVariant(layout: BlockLayout): StoryCardVariant {
  if (layout === 'photo-row' || layout === 'video-row') return 'strip';
  if (layout === 'list' || layout === 'opinion-row' || layout === 'most-recent') return 'compact';
  return 'default';
}

const STRIPS: readonly BlockLayout[] = ['photo-row', 'video-row'];
const ROWS: readonly BlockLayout[] = ['list', 'opinion-row', 'most-recent'];

/** Two large pictures a row under a features lead (collection-block.module.css). */
const FEATURE_SIZES = `(min-width: ${BREAKPOINTS.tablet}px) 580px, (min-width: ${BREAKPOINTS.phone}px) calc(50vw - 2rem), calc(100vw - 2rem)`;

/** One home-page block: a nested collection drawn in its layout, with a "more" link. */
export function CollectionBlockView({ collection, layout, lang, labels: words, first = false, emphasis = 'news', donate = null }: Props) {
  const labels = words.card;
  const stories = storiesOf(collection.items);
  if (!stories.length) return null;
  const headingId = `block-${collection.slug}`;
  const href = moreHref(collection);
  const [lead, ...rest] = stories;
  const ideas = emphasis === 'ideas';
  const isLead = layout === 'lead';
  // One story has nothing to slide to: no arrows, no autoplay bar, no Swiper; a card as any grid has.
  const slides = layout === 'slider' && Boolean(words.slider) && stories.length > 1;
  const classes = [
    styles.block,
    styles[emphasis],
    isLead ? styles.leadBlock : '',
    STRIPS.includes(layout) ? styles.strip : '',
    ROWS.includes(layout) ? styles.rows : '',
    slides ? styles.slider : '',
  ]
    .filter(Boolean)
    .join(' ');

  function body() {
    if (isLead && emphasis === 'reports') {
      return (
        <ol className={styles.reportList} role="list">
          {stories.slice(0, 7).map((story, index) => (
            <li key={story.id}>
              <StoryCard story={story} lang={lang} labels={labels} variant="report" headingLevel={3} priority={first && index === 0} />
            </li>
          ))}
        </ol>
      );
    }
    if (isLead || layout === 'section-block') {
      const wide = isLead && (emphasis === 'pictures' || emphasis === 'features');
      const action =
        isLead && emphasis === 'appeal' && donate ? (
          <a className={styles.donate} href={donate.href}>
            {donate.label}
          </a>
        ) : undefined;
      const leadCard = (
        <StoryCard story={lead} lang={lang} labels={labels} variant="lead" wide={wide} headingLevel={3} priority={first} showAuthor={ideas} action={action} />
      );
      return (
        <div className={styles.split}>
          {action ? <div className={styles.appealPanel}>{leadCard}</div> : leadCard}
          <div className={styles.rest}>
            {rest.slice(0, isLead ? 6 : 4).map((story) => (
              <StoryCard
                key={story.id}
                story={story}
                lang={lang}
                labels={labels}
                variant={ideas ? 'text' : 'default'}
                headingLevel={3}
                showExcerpt={ideas || (isLead && emphasis === 'features')}
                showAuthor={ideas}
                sizes={isLead && emphasis === 'features' ? FEATURE_SIZES : undefined}
              />
            ))}
          </div>
        </div>
      );
    }
    if (slides) return <BlockSlider collection={collection} stories={stories.slice(0, SLIDER_LIMIT)} lang={lang} labels={words} moreHref={href} />;
    return (
      <ul className={styles.items} role="list">
        {stories.slice(0, layout === 'most-recent' ? 10 : 8).map((story) => (
          <li key={story.id}>
            <StoryCard story={story} lang={lang} labels={labels} variant={itemVariant(layout)} headingLevel={3} showExcerpt={false} showAuthor={ideas && !STRIPS.includes(layout)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={classes} aria-labelledby={headingId} data-component="home-block" data-layout={layout}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {href ? <a href={href}>{collection.name}</a> : collection.name}
        </h2>
      </header>
      {body()}
      {href && collection.layout['show-more'] !== false && (
        <p className={styles.more}>
          <a href={href}>
            {words.more}
            <span className="visually-hidden">: {collection.name}</span>
          </a>
        </p>
      )}
    </section>
  );
}

/** The slider block: the cards are rendered here, on the server, and moved by the client island. */
function BlockSlider({ collection, stories, lang, labels, moreHref: href }: { collection: CollectionData; stories: StoryCardData[]; lang: Lang; labels: BlockLabels; moreHref: string }) {
  const slider = labels.slider!;
  return (
    <StorySlider name={collection.name} slideLabels={slider.slides} labels={slider.controls} moreHref={href} threshold={decideSliderThreshold(collection.layout)} inBlock>
      {stories.map((story) => (
        <StoryCard key={story.id} story={story} lang={lang} labels={labels.card} variant="slide" headingLevel={3} showExcerpt={false} />
      ))}
    </StorySlider>
  );
}
