import type { RenderElement } from '@/lib/content/story-elements';
import { BREAKPOINTS, READING_MAX_WIDTH } from '@/lib/design/breakpoints';
import type { ElementContext } from './context';
import { ElementPicture } from './image';

/** A gallery sets two pictures across the reading measure. */
const GALLERY_IMAGE_SIZES = `(min-width: ${BREAKPOINTS.tablet}px) ${Math.ceil(READING_MAX_WIDTH / 2)}px, 100vw`;

export function GalleryElement({ element, labels }: { element: Extract<RenderElement, { type: 'gallery' }> } & Pick<ElementContext, 'labels'>) {
  return (
    <section data-element="gallery" aria-label={labels.gallery}>
      {element.images.map((image) => (
        <figure key={image['s3-key']}>
          <ElementPicture image={image} sizes={GALLERY_IMAGE_SIZES} />
          {image.caption && <figcaption>{image.caption}</figcaption>}
        </figure>
      ))}
    </section>
  );
}
