import Link from 'next/link';
import type { Lang } from '@/lib/brands/brands';
import type { StoryCard, StoryElement } from '@/lib/content/story-types';
import { sanitiseStoryHtml } from '@/lib/content/sanitise';
import { formatDateTime } from '@/lib/i18n/format';
import { getT } from '@/lib/i18n/messages';
import { localiseDigits } from '@/lib/i18n/digits';
import { BREAKPOINTS, READING_MAX_WIDTH } from '@/lib/design/breakpoints';
import { StoryImage } from '../media/story-image';
import { YouTubeFacade } from './youtube-facade.client';
import styles from './story-body.module.css';

interface Props {
  cards: readonly StoryCard[];
  lang: Lang;
  /** Shorts: the video is upright (9:16). */
  verticalVideo?: boolean;
}

type T = ReturnType<typeof getT<'story'>>;

/** The body is at most the reading measure wide; a gallery sets two pictures across it. */
const BODY_IMAGE_SIZES = `(min-width: ${BREAKPOINTS.tablet}px) ${READING_MAX_WIDTH}px, 100vw`;
const GALLERY_IMAGE_SIZES = `(min-width: ${BREAKPOINTS.tablet}px) ${Math.ceil(READING_MAX_WIDTH / 2)}px, 100vw`;

function fileSize(bytes: number, lang: Lang): string {
  return localiseDigits(bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} KB`, lang);
}

/** One typed story element. Text is sanitised HTML; everything else is rendered from data. */
function Element({ element, lang, t, verticalVideo }: { element: StoryElement; lang: Lang; t: T; verticalVideo: boolean }) {
  switch (element.type) {
    case 'text':
      if (element.subtype === 'question' || element.subtype === 'answer') {
        return (
          <div data-element={element.subtype}>
            <strong data-part="qa-label">{t(element.subtype)}: </strong>
            <div dangerouslySetInnerHTML={{ __html: sanitiseStoryHtml(element.text) }} />
          </div>
        );
      }
      if (element.subtype === 'summary') {
        return (
          <aside data-element="summary" aria-label={t('summary')}>
            <div dangerouslySetInnerHTML={{ __html: sanitiseStoryHtml(element.text) }} />
          </aside>
        );
      }
      return <div data-element="text" dangerouslySetInnerHTML={{ __html: sanitiseStoryHtml(element.text) }} />;
    case 'title':
      return <h2 data-element="title">{element.text}</h2>;
    case 'image':
      return (
        <figure data-element="image">
          <StoryImage s3Key={element['s3-key']} alt={element.alt} width={element.width} height={element.height} sizes={BODY_IMAGE_SIZES} />
          {(element.caption || element.attribution) && (
            <figcaption>
              {element.caption}
              {element.attribution && <span data-part="credit"> {element.attribution}</span>}
            </figcaption>
          )}
        </figure>
      );
    case 'gallery':
      return (
        <section data-element="gallery" aria-label={t('gallery')}>
          {element.images.map((image) => (
            <figure key={image['s3-key']}>
              <StoryImage s3Key={image['s3-key']} alt={image.alt} width={image.width} height={image.height} sizes={GALLERY_IMAGE_SIZES} />
              {image.caption && <figcaption>{image.caption}</figcaption>}
            </figure>
          ))}
        </section>
      );
    case 'quote':
      return (
        <figure data-element="quote">
          <blockquote>
            <p>{element.text}</p>
          </blockquote>
          <figcaption>— {element.attribution}</figcaption>
        </figure>
      );
    case 'blockquote':
      return (
        <blockquote data-element="blockquote">
          <p>{element.text}</p>
          {element.attribution && <footer>— {element.attribution}</footer>}
        </blockquote>
      );
    case 'also-read':
      return (
        <p data-element="also-read">
          <span>{t('alsoRead')}: </span>
          <Link href={`/${encodeURIComponent(element.storySlug)}`}>{element.text}</Link>
        </p>
      );
    case 'youtube-video':
      return <YouTubeFacade videoId={element.videoId} title={element.title} label={t('playVideo', { title: element.title })} vertical={verticalVideo} />;
    case 'embed':
      return (
        <iframe
          data-element="embed"
          src={element.url}
          title={t('embedTitle', { title: element.title })}
          height={element.height}
          loading="lazy"
          sandbox="allow-scripts allow-same-origin allow-popups"
          referrerPolicy="no-referrer"
        />
      );
    case 'table': {
      const [head, ...rows] = element.rows;
      return (
        <div data-element="table">
          <table>
            <caption>{element.caption}</caption>
            {head && (
              <thead>
                <tr>
                  {head.map((cell, index) => (
                    <th key={index} scope="col">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
            )}
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    case 'file':
      return (
        <p data-element="file">
          <a href={element.url} download>
            {t('download')}: {element.name} ({fileSize(element.size, lang)})
          </a>
        </p>
      );
  }
}

export function StoryBody({ cards, lang, verticalVideo = false }: Props) {
  const t = getT(lang, 'story');
  return (
    <div className={styles.body} data-component="story-body">
      {cards.map((card) => (
        <section key={card.id} data-part={card.publishedAt ? 'update' : 'block'} id={card.publishedAt ? `update-${card.id}` : undefined}>
          {card.publishedAt && (
            <p data-part="update-time">
              <time dateTime={card.publishedAt}>{formatDateTime(card.publishedAt, lang)}</time>
            </p>
          )}
          {card.elements.map((element, index) => (
            <Element key={index} element={element} lang={lang} t={t} verticalVideo={verticalVideo} />
          ))}
        </section>
      ))}
    </div>
  );
}
