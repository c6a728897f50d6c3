import Link from 'next/link';
import type { Lang } from '@/lib/brands/brands';
import type { StoryCard, StoryElement } from '@/lib/content/story-types';
import { sanitiseStoryHtml } from '@/lib/content/sanitise';
import { formatDateTime } from '@/lib/i18n/format';
import { getT } from '@/lib/i18n/messages';
import { localiseDigits } from '@/lib/i18n/digits';
import { StoryImage } from '../media/story-image';
import { YouTubeFacade } from './youtube-facade.client';

interface Props {
  cards: readonly StoryCard[];
  lang: Lang;
}

type T = ReturnType<typeof getT<'story'>>;

const BODY_IMAGE_SIZES = '(min-width: 876px) 764px, 100vw';

function fileSize(bytes: number, lang: Lang): string {
  return localiseDigits(bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} KB`, lang);
}

/** One typed story element. Text is sanitised HTML; everything else is rendered from data. */
function Element({ element, lang, t }: { element: StoryElement; lang: Lang; t: T }) {
  switch (element.type) {
    case 'text':
      if (element.subtype === 'question' || element.subtype === 'answer') {
        return (
          <div className={`story-el story-el--${element.subtype}`}>
            <strong className="story-el__qa-label">{t(element.subtype)}: </strong>
            <div dangerouslySetInnerHTML={{ __html: sanitiseStoryHtml(element.text) }} />
          </div>
        );
      }
      if (element.subtype === 'summary') {
        return (
          <aside className="story-el story-el--summary" aria-label={t('summary')}>
            <div dangerouslySetInnerHTML={{ __html: sanitiseStoryHtml(element.text) }} />
          </aside>
        );
      }
      return <div className="story-el story-el--text" dangerouslySetInnerHTML={{ __html: sanitiseStoryHtml(element.text) }} />;
    case 'title':
      return <h2 className="story-el story-el--title">{element.text}</h2>;
    case 'image':
      return (
        <figure className="story-el story-el--image">
          <StoryImage s3Key={element['s3-key']} alt={element.alt} width={element.width} height={element.height} sizes={BODY_IMAGE_SIZES} />
          {(element.caption || element.attribution) && (
            <figcaption>
              {element.caption}
              {element.attribution && <span className="story__credit"> {element.attribution}</span>}
            </figcaption>
          )}
        </figure>
      );
    case 'gallery':
      return (
        <section className="story-el story-gallery" aria-label={t('gallery')}>
          {element.images.map((image) => (
            <figure key={image['s3-key']}>
              <StoryImage s3Key={image['s3-key']} alt={image.alt} width={image.width} height={image.height} sizes="(min-width: 876px) 380px, 100vw" />
              {image.caption && <figcaption>{image.caption}</figcaption>}
            </figure>
          ))}
        </section>
      );
    case 'quote':
      return (
        <figure className="story-el story-el--quote">
          <blockquote>
            <p>{element.text}</p>
          </blockquote>
          <figcaption>— {element.attribution}</figcaption>
        </figure>
      );
    case 'blockquote':
      return (
        <blockquote className="story-el story-el--blockquote">
          <p>{element.text}</p>
          {element.attribution && <footer>— {element.attribution}</footer>}
        </blockquote>
      );
    case 'also-read':
      return (
        <p className="story-el story-el--also-read">
          <span>{t('alsoRead')}: </span>
          <Link href={`/${encodeURIComponent(element.storySlug)}`}>{element.text}</Link>
        </p>
      );
    case 'youtube-video':
      return <YouTubeFacade videoId={element.videoId} title={element.title} label={t('playVideo', { title: element.title })} />;
    case 'embed':
      return (
        <iframe
          className="story-el story-el--embed"
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
        <div className="story-el story-el--table">
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
        <p className="story-el story-el--file">
          <a href={element.url} download>
            {t('download')}: {element.name} ({fileSize(element.size, lang)})
          </a>
        </p>
      );
  }
}

export function StoryBody({ cards, lang }: Props) {
  const t = getT(lang, 'story');
  return (
    <div className="story__body">
      {cards.map((card) => (
        <section key={card.id} className="story-block" id={card.publishedAt ? `update-${card.id}` : undefined}>
          {card.publishedAt && (
            <p className="story__update-time">
              <time dateTime={card.publishedAt}>{formatDateTime(card.publishedAt, lang)}</time>
            </p>
          )}
          {card.elements.map((element, index) => (
            <Element key={index} element={element} lang={lang} t={t} />
          ))}
        </section>
      ))}
    </div>
  );
}
