import Link from 'next/link';
import type { Lang } from '@/lib/brands/brands';
import type { StoryCard, StoryElement } from '@/lib/content/story-types';
import { formatDateTime } from '@/lib/i18n/format';
import { htmlToText } from '@/lib/content/text';
import { StoryImage } from '../media/story-image';

interface Props {
  cards: readonly StoryCard[];
  lang: Lang;
}

/**
 * Renders story elements as React text (never as raw HTML). The full element set and
 * templates are issue #3; this covers the elements of the seed.
 */
function Element({ element }: { element: StoryElement }) {
  switch (element.type) {
    case 'text':
      return <p className={element.subtype ? `story-el--${element.subtype}` : undefined}>{htmlToText(element.text)}</p>;
    case 'title':
      return <h2>{element.text}</h2>;
    case 'image':
      return (
        <figure>
          <StoryImage s3Key={element['s3-key']} alt={element.alt} width={element.width} height={element.height} sizes="(min-width: 876px) 760px, 100vw" />
          {element.caption && <figcaption>{element.caption}</figcaption>}
        </figure>
      );
    case 'gallery':
      return (
        <div className="story-gallery">
          {element.images.map((image) => (
            <figure key={image['s3-key']}>
              <StoryImage s3Key={image['s3-key']} alt={image.alt} width={image.width} height={image.height} sizes="(min-width: 876px) 380px, 100vw" />
              {image.caption && <figcaption>{image.caption}</figcaption>}
            </figure>
          ))}
        </div>
      );
    case 'quote':
    case 'blockquote':
      return (
        <blockquote>
          <p>{element.text}</p>
          {element.attribution && <footer>— {element.attribution}</footer>}
        </blockquote>
      );
    case 'also-read':
      return (
        <p className="story-also-read">
          <Link href={`/${encodeURIComponent(element.storySlug)}`}>{element.text}</Link>
        </p>
      );
    case 'youtube-video':
      return <p className="story-video">▶ {element.title}</p>;
    case 'table':
      return (
        <table>
          <caption>{element.caption}</caption>
          <tbody>
            {element.rows.map((row, index) => (
              <tr key={index}>{row.map((cell, cellIndex) => (index === 0 ? <th key={cellIndex} scope="col">{cell}</th> : <td key={cellIndex}>{cell}</td>))}</tr>
            ))}
          </tbody>
        </table>
      );
    case 'file':
      return <p><a href={element.url}>{element.name}</a></p>;
    case 'embed':
      return <p><a href={element.url} rel="noopener noreferrer">{element.title}</a></p>;
  }
}

export function StoryBody({ cards, lang }: Props) {
  return (
    <div className="story__body">
      {cards.map((card) => (
        <section key={card.id} className="story-card-block">
          {card.publishedAt && <p className="story__update-time"><time dateTime={card.publishedAt}>{formatDateTime(card.publishedAt, lang)}</time></p>}
          {card.elements.map((element, index) => (
            <Element key={index} element={element} />
          ))}
        </section>
      ))}
    </div>
  );
}
