import type { Lang } from '@/lib/brands/brands';
import type { StoryCardData } from '@/lib/content/stories/shapes';
import { readablePath } from '@/lib/routes/paths';
import { BREAKPOINTS, NARROWEST_SCREEN } from '@/lib/design/breakpoints';
import { machineTime, publicationTime } from '@/lib/i18n/format';
import { createElement, useId, type ElementType, type ReactElement, type ReactNode } from 'react';
import { StoryImage } from '../media/story-image';
import { SaveButton } from '../saves/save-button.client';
import styles from './story-card.module.css';

/** The translated words a card needs, passed down so client islands can render cards too. */
export interface StoryCardLabels {
  readonly video: string;
  readonly photo: string;
  readonly 'visual-story': string;
  readonly shorts: string;
  readonly login: string;
  /** True: the card has a Save button (its words come from the page's SaveLabelsProvider). */
  readonly save?: boolean;
}

/**
 * A card's shape: `lead` (a block's first story), `default` (a grid's card), `compact` (a
 * thumbnail row), `strip` (a photo or video strip, on its dark ground), `slide` (the story
 * slider), `report` (a reader's report: place, byline and time) and `text` (no picture).
 */
export type StoryCardVariant = 'lead' | 'default' | 'compact' | 'strip' | 'slide' | 'report' | 'text';

interface Props {
  story: StoryCardData;
  lang: Lang;
  labels: StoryCardLabels;
  variant?: StoryCardVariant;
  headingLevel?: 2 | 3;
  /** The page's LCP image: fetched early, not lazily. */
  priority?: boolean;
  /** Dense blocks leave the excerpt out (compact, strip and report cards never show it). */
  showExcerpt?: boolean;
  /** The author's name above the headline, as an opinion page leads with its writer. */
  showAuthor?: boolean;
  /** The lead spans its block, picture above the words (its `sizes` follow). */
  wide?: boolean;
  /** How wide the picture is drawn, when the caller's layout differs from the variant's. */
  sizes?: string;
  /** A call to action under the card's words (the appeal home's Donate link); the card then sits in its caller's panel, without its own rule. */
  action?: ReactNode;
  /** Renders the headline and excerpt text (the search page marks the matching words). */
  renderText?: (text: string) => ReactNode;
}

const LABELLED_TEMPLATES = ['video', 'photo', 'visual-story', 'shorts'] as const;
type LabelledTemplate = (typeof LABELLED_TEMPLATES)[number];

function isLabelled(template: string): template is LabelledTemplate {
  return (LABELLED_TEMPLATES as readonly string[]).includes(template);
}

const { tablet, phone, sliderThree, sliderFour } = BREAKPOINTS;

/**
 * How wide each card's picture is drawn (story-card.module.css and the blocks around it),
 * so the browser takes the smallest candidate that is sharp at its pixel density (docs/product.md,
 * "Business constants", up to 2x): on phones a card spans the page less its 1 rem margins; on wide
 * screens a lead is at most 3/5 of 1200 px (all of it when wide), other cards share a row;
 * a strip's cards are 15 rem wide on phones (so a 2x phone takes 480, not 764), a slide is
 * a third or a quarter of the row (thumbnails: pictureSize). `calc(100vw …)` rather than
 * a bare `100vw`, which would make next/image drop every candidate narrower than a screen.
 */
export const CARD_SIZES = {
  lead: `(min-width: ${tablet}px) 700px, calc(100vw - 2rem)`,
  wide: `(min-width: ${tablet}px) 1168px, calc(100vw - 2rem)`,
  default: `(min-width: ${tablet}px) 380px, (min-width: ${phone}px) calc(50vw - 2rem), calc(100vw - 2rem)`,
  strip: `(min-width: ${tablet}px) 380px, 240px`,
  slide: `(min-width: ${sliderFour}px) 290px, (min-width: ${sliderThree}px) calc(33vw - 2rem), calc(100vw - 2rem)`,
} as const;

/**
 * The narrowest a default card or a lead is ever drawn (CARD_SIZES): half of a 600 px screen
 * less 2 rem (a lead, and a card on a 320 px phone, are wider). A candidate narrower than that
 * is never taken, so it is left out of the srcset. Strips (240 px) and slides (a third of a
 * 769 px row) are drawn narrower, and keep every candidate.
 */
const NARROWEST_CARD = Math.min(NARROWEST_SCREEN, phone / 2) - 32;

/**
 * The picture's size: a thumbnail (compact, report) is drawn at one width (6 or 7.5 rem,
 * story-card.module.css), so its srcset has one or two candidates (1x, 2x), not all eight;
 * any other card's follows CARD_SIZES, or the caller's `sizes`.
 */
function pictureSize(variant: StoryCardVariant, wide: boolean, sizes: string | undefined): { width: number; height: number; sizes?: string; narrowest?: number } {
  const thumbnail = variant === 'compact' ? 96 : variant === 'report' ? 120 : null;
  if (thumbnail && !sizes) return { width: thumbnail, height: Math.round((thumbnail * 675) / 1200) };
  if (sizes) return { width: 1200, height: 675, sizes };
  const drawn = variant === 'text' || variant === 'compact' || variant === 'report' ? CARD_SIZES.default : wide && variant === 'lead' ? CARD_SIZES.wide : CARD_SIZES[variant];
  return { width: 1200, height: 675, sizes: drawn, narrowest: variant === 'strip' || variant === 'slide' ? undefined : NARROWEST_CARD };
}

/**
 * `type` with only the children that are there. Each `{condition && …}` a card leaves empty is
 * a `false`, `null` or "$undefined" in the RSC payload, on every card of every page: a default
 * card left five (its kicker, byline, markers, report author and action), about 25 bytes
 * (issue 22). Children stay in their order, as JSX gives them; none of them holds state.
 */
function withPresent(type: ElementType, props: Record<string, unknown>, ...children: ReactNode[]): ReactElement {
  return createElement(type, props, ...children.filter((child) => child !== null && child !== undefined && child !== false && child !== ''));
}

export function StoryCard({
  story,
  lang,
  labels,
  variant = 'default',
  headingLevel = 2,
  priority = false,
  showExcerpt = true,
  showAuthor = false,
  wide = false,
  sizes,
  action,
  renderText = (text) => text,
}: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const excerpt = showExcerpt && (variant === 'default' || variant === 'lead' || variant === 'text' || variant === 'slide') && story.excerpt;
  const href = readablePath(story.path);
  const headlineId = useId();
  const when = publicationTime(story.publishedAt, lang);
  const classes = [styles.card, styles[variant], wide && variant === 'lead' ? styles.wide : '', action ? styles.withAction : ''].filter(Boolean).join(' ');
  return (
    // A default card says so by leaving data-variant out: 47 bytes a card, HTML and payload (issue 22).
    <article className={classes} data-component="story-card" {...(variant === 'default' ? {} : { 'data-variant': variant })}>
      {variant !== 'text' && (
        <StoryImage s3Key={story.heroImageS3Key} alt={story.heroImageAlt} {...pictureSize(variant, wide, sizes)} priority={priority} />
      )}
      {withPresent(
        'div',
        { className: styles.body },
        variant === 'report' && story.sectionName && <p className={styles.kicker}>{story.sectionName}</p>,
        showAuthor && story.authorName && <p className={styles.byline}>{story.authorName}</p>,
        withPresent(
          Heading,
          { className: styles.headline },
          story.access === 'login' && (
            <span className={styles.marker} role="img" aria-label={labels.login}>
              ★{' '}
            </span>
          ),
          isLabelled(story.template) && (
            <span className={styles.marker} data-template={story.template}>
              {/* One text node: separate ones cost a `<!-- -->` each in the HTML and an entry each in the payload. */}
              <span aria-hidden="true">{story.template === 'photo' ? '▣' : '▶'}</span>{` ${labels[story.template]}: `}
            </span>
          ),
          <a href={href} id={labels.save ? headlineId : undefined}>
            {renderText(story.headline)}
          </a>,
        ),
        excerpt && <p className={styles.excerpt}>{renderText(story.excerpt)}</p>,
        withPresent(
          'p',
          { className: styles.time },
          variant === 'report' && !showAuthor && story.authorName && <>{story.authorName} · </>,
          /* The exact time as a title only beside "3 days ago": an older card shows its date, and the hour alone cost 110 bytes a card (issue 22). */
          <time dateTime={machineTime(story.publishedAt)} {...(when.exact ? { title: when.exact } : {})}>
            {when.text}
          </time>,
          labels.save && <SaveButton headlineId={headlineId} story={{ story_id: story.id }} />,
        ),
        action,
      )}
    </article>
  );
}
