import type { Brand, Lang } from '@/lib/brands/brands';
import type { StoryCardData } from '@/lib/content';
import { BLOCK_LAYOUTS } from '@/lib/content/blocks';
import type { RenderStory } from '@/lib/content/story-elements';
import { cardLabels } from '@/lib/i18n/card-labels';
import { MESSAGES } from '@/lib/i18n/messages';
import { CollectionBlock } from '../home/collection-block';
import { ListingIntro } from '../listing/listing-intro';
import { SectionTitle } from '../listing/section-title';
import { StoryContent } from '../story/elements/layout';
import { StoryCard, type StoryCardVariant } from '../story/story-card';
import styles from './catalog-page.module.css';

const CARD_VARIANTS: readonly StoryCardVariant[] = ['lead', 'default', 'compact', 'strip', 'slide', 'report', 'text'];

interface Props {
  brand: Brand;
  lang: Lang;
  /** The edition's latest stories: every layout draws them. */
  stories: readonly StoryCardData[];
  /** The story every card variant draws. */
  pictured: StoryCardData;
  /** One element of each type (lib/content/catalog.ts). */
  elements: RenderStory;
}

/**
 * The design catalog (docs/product.md, "Catalog"): every collection layout, story card and
 * story element of the site, in the brand's theme, each drawn by the very component pages use.
 */
export function CatalogPage({ brand, lang, stories, pictured, elements }: Props) {
  const words = MESSAGES[lang].catalog;
  const labels = cardLabels(lang);
  const sections = [
    { id: 'catalog-layouts', title: words.layouts },
    { id: 'catalog-cards', title: words.cards },
    { id: 'catalog-elements', title: words.elements },
  ];
  return (
    <div data-component="catalog">
      <SectionTitle id="listing-title">{words.title}</SectionTitle>
      <ListingIntro>{words.intro}</ListingIntro>
      <nav aria-labelledby="catalog-contents" className={styles.contents}>
        <h2 id="catalog-contents">{words.contents}</h2>
        <ul role="list">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="catalog-layouts" className={styles.part} data-catalog="layouts">
        <h2 id="catalog-layouts">{sections[0].title}</h2>
        {BLOCK_LAYOUTS.map((layout, index) => (
          <CollectionBlock
            key={layout}
            collection={{ id: -1 - index, slug: `catalog-${layout}`, name: `${words.layout}: ${layout}`, summary: null, template: 'manual', updatedAt: 0, layout: { layout }, sectionPath: null, items: stories.map((item) => ({ type: 'story' as const, story: item })), total: stories.length }}
            layout={layout}
            lang={lang}
            emphasis={brand.theme.homeEmphasis}
          />
        ))}
      </section>

      <section aria-labelledby="catalog-cards" className={styles.part} data-catalog="cards">
        <h2 id="catalog-cards">{sections[1].title}</h2>
        <ul role="list" className={styles.cards}>
          {CARD_VARIANTS.map((variant) => (
            <li key={variant} data-variant={variant} className={variant === 'strip' ? styles.onDark : undefined}>
              <p className={styles.label}>
                {words.card}: {variant}
              </p>
              <StoryCard story={pictured} lang={lang} labels={labels} variant={variant} headingLevel={3} showAuthor={variant !== 'strip'} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="catalog-elements" className={styles.part} data-catalog="elements">
        <h2 id="catalog-elements">{sections[2].title}</h2>
        <StoryContent story={elements} lang={lang} labels={MESSAGES[lang].story} />
      </section>
    </div>
  );
}
