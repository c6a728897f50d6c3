import Image from 'next/image';

interface Props {
  s3Key: string | null;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  priority?: boolean;
  className?: string;
}

/**
 * A story image from the media store, or a same-size placeholder when there is no key
 * (SPEC.md section 5): the brand's mark on a gradient of its colour (globals.css), decoration only.
 */
export function StoryImage({ s3Key, alt, width, height, sizes, priority = false, className }: Props) {
  if (!s3Key) {
    return <div className={`image-placeholder ${className ?? ''}`} style={{ aspectRatio: `${width} / ${height}` }} aria-hidden="true" />;
  }
  return (
    <Image
      src={`/media/${s3Key}`}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      priority={priority}
      className={className}
    />
  );
}
