import Link from 'next/link';
import type { Lang } from '@/lib/brands/brands';
import type { StoryCardData } from '@/lib/content/queries';
import { formatDateTime, formatRelative } from '@/lib/i18n/format';
import type { ReactNode } from 'react';
import { StoryImage } from '../media/story-image';
import { SaveButton, type SaveLabels } from '../saves/save-button.client';

/** The translated words a card needs, passed down so client islands can render cards too. */
export interface StoryCardLabels {
  readonly video: string;
  readonly photo: string;
  readonly 'visual-story': string;
  readonly shorts: string;
  readonly login: string;
  /** With these, the card has a Save button. */
  readonly save?: SaveLabels;
}

interface Props {
  story: StoryCardData;
  lang: Lang;
  labels: StoryCardLabels;
  variant?: 'lead' | 'default' | 'compact';
  headingLevel?: 2 | 3;
  /** The page's LCP image: fetched early, not lazily. */
  priority?: boolean;
  /** Dense blocks leave the excerpt out (compact cards never show it). */
  showExcerpt?: boolean;
  /** Renders the headline and excerpt text (the search page marks the matching words). */
  renderText?: (text: string) => ReactNode;
}

const LABELLED_TEMPLATES = ['video', 'photo', 'visual-story', 'shorts'] as const;
type LabelledTemplate = (typeof LABELLED_TEMPLATES)[number];

function isLabelled(template: string): template is LabelledTemplate {
  return (LABELLED_TEMPLATES as readonly string[]).includes(template);
}

/**
 * How wide each card's picture is drawn (globals.css), so the browser takes the smallest
 * candidate that is sharp at its pixel density (SPEC.md section 9, up to 2x): on phones a
 * card spans the page less its 1 rem margins; on wide screens a lead is at most 3/5 of
 * 1200 px, other cards share a row; a compact card's thumbnail is 96 px. `calc(100vw …)`
 * rather than a bare `100vw`, which would make next/image drop every candidate narrower than
 * a whole screen.
 */
const SIZES = {
  lead: '(min-width: 876px) 700px, calc(100vw - 2rem)',
  default: '(min-width: 876px) 380px, (min-width: 600px) calc(50vw - 2rem), calc(100vw - 2rem)',
  compact: '96px',
} as const;

export function StoryCard({ story, lang, labels, variant = 'default', headingLevel = 2, priority = false, showExcerpt = true, renderText = (text) => text }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`story-card story-card--${variant}`}>
      <StoryImage
        s3Key={story.heroImageS3Key}
        alt={story.heroImageAlt}
        width={1200}
        height={675}
        sizes={SIZES[variant]}
        priority={priority}
        className="story-card__image"
      />
      <div className="story-card__body">
        <Heading className="story-card__headline">
          {story.access === 'login' && (
            <span className="story-card__star" role="img" aria-label={labels.login}>
              ★{' '}
            </span>
          )}
          {isLabelled(story.template) && (
            <span className={`story-card__type story-card__type--${story.template}`}>
              <span aria-hidden="true">{story.template === 'photo' ? '▣' : '▶'}</span> {labels[story.template]}:{' '}
            </span>
          )}
          <Link href={story.path}>{renderText(story.headline)}</Link>
        </Heading>
        {showExcerpt && variant !== 'compact' && story.excerpt && <p className="story-card__excerpt">{renderText(story.excerpt)}</p>}
        <p className="story-card__time">
          <time dateTime={story.publishedAt} title={formatDateTime(story.publishedAt, lang)}>
            {formatRelative(story.publishedAt, lang)}
          </time>
          {labels.save && (
            <SaveButton
              labels={labels.save}
              named
              story={{ headline: story.headline, url: story.path, story_id: story.id, image: story.heroImageS3Key, section: story.sectionName }}
            />
          )}
        </p>
      </div>
    </article>
  );
}
