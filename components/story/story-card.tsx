import Link from 'next/link';
import type { Lang } from '@/lib/brands/brands';
import type { StoryCardData } from '@/lib/content/queries';
import { formatDateTime } from '@/lib/i18n/format';
import { StoryImage } from '../media/story-image';

/** The translated words a card needs, passed down so client islands can render cards too. */
export interface StoryCardLabels {
  readonly video: string;
  readonly photo: string;
  readonly 'visual-story': string;
  readonly shorts: string;
  readonly login: string;
}

interface Props {
  story: StoryCardData;
  lang: Lang;
  labels: StoryCardLabels;
  variant?: 'lead' | 'default' | 'compact';
  headingLevel?: 2 | 3;
}

const LABELLED_TEMPLATES = ['video', 'photo', 'visual-story', 'shorts'] as const;
type LabelledTemplate = (typeof LABELLED_TEMPLATES)[number];

function isLabelled(template: string): template is LabelledTemplate {
  return (LABELLED_TEMPLATES as readonly string[]).includes(template);
}

export function StoryCard({ story, lang, labels, variant = 'default', headingLevel = 2 }: Props) {
  const lead = variant === 'lead';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`story-card story-card--${variant}`}>
      {variant !== 'compact' && (
        <StoryImage
          s3Key={story.heroImageS3Key}
          alt={story.heroImageAlt}
          width={1200}
          height={675}
          sizes={lead ? '(min-width: 1264px) 720px, 100vw' : '(min-width: 876px) 300px, 100vw'}
          priority={lead}
          className="story-card__image"
        />
      )}
      <div className="story-card__body">
        {story.sectionName && <p className="story-card__section">{story.sectionName}</p>}
        <Heading className="story-card__headline">
          {story.access === 'login' && <span className="story-card__star" role="img" aria-label={labels.login}>★ </span>}
          {isLabelled(story.template) && <span className="story-card__type">{labels[story.template]}: </span>}
          <Link href={story.path}>{story.headline}</Link>
        </Heading>
        {lead && <p className="story-card__excerpt">{story.excerpt}</p>}
        <p className="story-card__time">
          <time dateTime={story.publishedAt}>{formatDateTime(story.publishedAt, lang)}</time>
        </p>
      </div>
    </article>
  );
}
