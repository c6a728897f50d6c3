/**
 * Pictures readers upload (avatars, lib/auth/avatar.ts; report photos,
 * lib/submissions/submissions.ts): recognised by their first bytes, never by name or
 * declared type, and re-encoded with sharp before anything is kept, so the uploaded bytes
 * themselves are never stored. The decode is bounded in pixels (a small file can claim
 * enormous dimensions), the picture is turned upright from its EXIF orientation, and no
 * metadata block survives (EXIF, GPS, ICC, XMP: sharp keeps none unless asked, and none is asked for).
 */
import 'server-only';
import sharp from 'sharp';

export type ImageKind = 'png' | 'jpeg' | 'webp';

export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'webp';
  return null;
}

export interface Reencoded {
  readonly bytes: Buffer;
  readonly width: number;
  readonly height: number;
}

/**
 * The picture as WebP without metadata: `square` crops to a `size`×`size` square, otherwise
 * the longer edge is brought down to `size` (never enlarged). Throws when it does not decode
 * within `maxPixels` or comes out larger than `maxBytes`.
 */
export async function reencodeImage(input: Uint8Array, options: { size: number; square?: boolean; maxPixels: number; maxBytes: number; quality?: number }): Promise<Reencoded> {
  const { data, info } = await sharp(input, { limitInputPixels: options.maxPixels, failOn: 'error' })
    .rotate()
    .resize(options.size, options.size, options.square ? { fit: 'cover' } : { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: options.quality ?? 82 })
    .toBuffer({ resolveWithObject: true });
  if (data.byteLength > options.maxBytes) throw new Error('too large after encoding');
  return { bytes: data, width: info.width, height: info.height };
}
