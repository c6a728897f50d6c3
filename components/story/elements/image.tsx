import type { ImageRef, RenderElement } from '@/lib/content/story-elements';
import { BREAKPOINTS, READING_MAX_WIDTH } from '@/lib/design/breakpoints';
import { StoryImage } from '../../media/story-image';

/** The body is at most the reading measure wide. */
export const BODY_IMAGE_SIZES = `(min-width: ${BREAKPOINTS.tablet}px) ${READING_MAX_WIDTH}px, 100vw`;

/** A story image through the image loader (srcset, the image CDN); the gallery and visual story set their own sizes. */
export function ElementPicture({ image, sizes, className }: { image: ImageRef; sizes: string; className?: string }) {
  return <StoryImage s3Key={image['s3-key']} alt={image.alt} width={image.width} height={image.height} sizes={sizes} className={className} />;
}

/**
 * A picture's caption and its credit, set apart by a dot that is seen, not read out
 * ("… at the meeting · Photo: Alokpat"): a caption without a full stop ran into its credit.
 */
export function PictureCaption({ caption, credit }: { caption?: string | null; credit?: string | null }) {
  if (!caption && !credit) return null;
  return (
    <figcaption>
      {caption}
      {caption && credit && (
        <>
          {' '}
          <span aria-hidden="true">·</span>{' '}
        </>
      )}
      {credit && <span data-part="credit">{credit}</span>}
    </figcaption>
  );
}

export function ImageElement({ element }: { element: Extract<RenderElement, { type: 'image' }> }) {
  return (
    <figure data-element="image">
      <ElementPicture image={element} sizes={BODY_IMAGE_SIZES} />
      <PictureCaption caption={element.caption} credit={element.attribution} />
    </figure>
  );
}
