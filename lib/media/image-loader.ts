/**
 * next/image loader for an image CDN (docs/product.md, "Calls": width, format and compress
 * parameters). Used only when NEXT_PUBLIC_IMAGE_CDN_FORMAT is `thumbor` or `gumlet` at
 * build time; otherwise Next's built-in optimiser serves /media images.
 */
export type CdnFormat = 'thumbor' | 'gumlet';

export interface CdnOptions {
  readonly format: CdnFormat;
  /** The CDN origin that maps to the media store, e.g. https://images.example.com */
  readonly baseUrl: string;
}

/** The media key of an image path (`/media/demo/photo-01.jpg` → `demo/photo-01.jpg`). */
function mediaKey(src: string): string {
  return src.replace(/^\/media\//, '');
}

export function cdnImageUrl(options: CdnOptions, src: string, width: number, quality = 75): string {
  const base = options.baseUrl.replace(/\/+$/, '');
  const key = mediaKey(src).split('/').map(encodeURIComponent).join('/');
  if (options.format === 'thumbor') return `${base}/unsafe/fit-in/${width}x0/filters:format(webp):quality(${quality})/${key}`;
  return `${base}/${key}?w=${width}&q=${quality}&format=auto&compress=true`;
}

export default function imageLoader({ src, width, quality }: { src: string; width: number; quality?: number }): string {
  const format = process.env.NEXT_PUBLIC_IMAGE_CDN_FORMAT as CdnFormat;
  const baseUrl = process.env.NEXT_PUBLIC_IMAGE_CDN_URL ?? '';
  return cdnImageUrl({ format, baseUrl }, src, width, quality);
}
