/**
 * The next/image loader (next.config.ts, images.loaderFile). With an image CDN
 * (NEXT_PUBLIC_IMAGE_CDN_FORMAT thumbor or gumlet at build time) the browser asks the CDN
 * with a width, a format and compress parameters (docs/product.md, "Calls"). Otherwise Next's
 * own optimiser serves /media pictures, at a short address: `/img/480/demo/photo-01.jpg`
 * rather than `/_next/image?url=%2Fmedia%2Fdemo%2Fphoto-01.jpg&w=480&q=75`. A card offers five
 * widths, each written twice into its page (HTML and RSC payload); the front door
 * (scripts/serve.ts) turns the short address back into the optimiser's before anything else
 * sees the request, and the optimiser checks the width and the source as it always does.
 */
import { IMAGE_CDN_FORMAT, IMAGE_CDN_URL } from '../config/public';

export type CdnFormat = 'thumbor' | 'gumlet';

export interface CdnOptions {
  readonly format: CdnFormat;
  /** The CDN origin that maps to the media store, e.g. https://images.example.com */
  readonly baseUrl: string;
}

const MEDIA_PREFIX = '/media/';
const DEFAULT_QUALITY = 75;

/** The media key of an image path (`/media/demo/photo-01.jpg` → `demo/photo-01.jpg`). */
function mediaKey(src: string): string {
  return src.replace(/^\/media\//, '');
}

export function cdnImageUrl(options: CdnOptions, src: string, width: number, quality = DEFAULT_QUALITY): string {
  const base = options.baseUrl.replace(/\/+$/, '');
  const key = mediaKey(src).split('/').map(encodeURIComponent).join('/');
  if (options.format === 'thumbor') return `${base}/unsafe/fit-in/${width}x0/filters:format(webp):quality(${quality})/${key}`;
  return `${base}/${key}?w=${width}&q=${quality}&format=auto&compress=true`;
}

/** One path segment of a media key as mediaPath writes it (lib/seo/site.ts): nothing to escape, and no dot segment, written plain or encoded. */
function keySegment(segment: string): boolean {
  if (!/^[\w.~%-]+$/.test(segment)) return false;
  try {
    return !['.', '..'].includes(decodeURIComponent(segment));
  } catch {
    return false;
  }
}

/** `/img/{width}[q{quality}]/{media key}` for a /media picture; any other source at the optimiser's own address. */
export function localImagePath(src: string, width: number, quality = DEFAULT_QUALITY): string {
  const key = src.startsWith(MEDIA_PREFIX) ? src.slice(MEDIA_PREFIX.length) : null;
  if (!key || !key.split('/').every(keySegment)) return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality}`;
  return `/img/${width}${quality === DEFAULT_QUALITY ? '' : `q${quality}`}/${key}`;
}

const SHORT = /^\/img\/([1-9][0-9]{0,4})(?:q([1-9][0-9]?|100))?\/([^?#]+)$/;

/** The optimiser's address of a short one (`/img/480/demo/a.jpg` → `/_next/image?url=%2Fmedia%2Fdemo%2Fa.jpg&w=480&q=75`), or null. */
export function optimiserPath(url: string): string | null {
  const match = SHORT.exec(url);
  if (!match || !match[3].split('/').every(keySegment)) return null;
  return `/_next/image?url=${encodeURIComponent(MEDIA_PREFIX + match[3])}&w=${match[1]}&q=${match[2] ?? DEFAULT_QUALITY}`;
}

export default function imageLoader({ src, width, quality }: { src: string; width: number; quality?: number }): string {
  if (IMAGE_CDN_FORMAT === 'thumbor' || IMAGE_CDN_FORMAT === 'gumlet') {
    if (IMAGE_CDN_URL) return cdnImageUrl({ format: IMAGE_CDN_FORMAT, baseUrl: IMAGE_CDN_URL }, src, width, quality);
  }
  return localImagePath(src, width, quality);
}
