import { PlainImage } from './plain-image';
import styles from './story-image.module.css';

interface Props {
  s3Key: string | null;
  alt: string;
  width: number;
  height: number;
  /** How wide it is drawn at each screen width; without it, `width` is the drawn width (a thumbnail). */
  sizes?: string;
  /** The narrowest it is ever drawn, in CSS px: narrower candidates are left out of its srcset. */
  narrowest?: number;
  priority?: boolean;
  className?: string;
}

/**
 * A story image from the media store, or a same-size placeholder when there is no key
 * (docs/product.md, "Validation"): the brand's mark on a gradient of its colour
 * (story-image.module.css), decoration only. Both carry the brand's corner; `className`
 * adds the caller's layout.
 */
export function StoryImage({ s3Key, alt, width, height, sizes, narrowest, priority = false, className }: Props) {
  const classes = (own: string) => (className ? `${own} ${className}` : own);
  if (!s3Key) {
    return (
      <div
        className={classes(`${styles.picture} ${styles.placeholder}`)}
        style={{ aspectRatio: `${width} / ${height}` }}
        aria-hidden="true"
        data-component="image-placeholder"
      />
    );
  }
  return (
    <PlainImage
      src={`/media/${s3Key}`}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      narrowest={narrowest}
      priority={priority}
      className={classes(styles.picture)}
    />
  );
}
