/**
 * Avatar uploads: the browser PUTs the raw file (at most 2 MB) to the upload target of
 * GET /api/sign; the server checks the magic bytes, keeps it in the media store under a
 * name of its own choosing, and on POST users/profile re-encodes it with sharp (metadata
 * stripped, pixel count limited) into `media/avatars/`, served with nosniff by /media.
 * The bytes pass through the app rather than straight into a bucket, so nothing
 * unchecked is ever stored where it could be served.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { MediaStore } from '../media/store';
import { AuthError } from './context';
import type { MemberRow } from './sessions';

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
/** Decoded size limit: a small file can still claim enormous dimensions (a decompression bomb). */
export const MAX_AVATAR_PIXELS = 5_000 * 5_000;
export const AVATAR_SIZE = 400;

export type ImageKind = 'png' | 'jpeg' | 'webp';

export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'webp';
  return null;
}

const MIME: Readonly<Record<ImageKind, string>> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };
const AVATAR_KEY = /^avatars\/[0-9a-f]{32}\.webp$/;

/** Stores an uploaded file for `member`; answers the temp-s3-key to send to users/profile. */
export async function storeUpload(store: MediaStore, member: MemberRow, bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength > MAX_AVATAR_BYTES) throw new AuthError(413, 'imageTooLarge');
  const kind = sniffImage(bytes);
  if (!kind) throw new AuthError(415, 'imageType');
  const name = `${member.id}-${randomBytes(16).toString('hex')}`;
  await store.put(`uploads/tmp/${name}`, bytes, MIME[kind]);
  return `tmp/${name}`;
}

export async function processAvatar(store: MediaStore, member: MemberRow, tempKey: unknown): Promise<{ key: string; url: string }> {
  const match = typeof tempKey === 'string' ? tempKey.match(/^tmp\/(\d+)-([0-9a-f]{32})$/) : null;
  if (!match || Number(match[1]) !== member.id) throw new AuthError(400, 'imageInvalid');
  const temp = `uploads/tmp/${match[1]}-${match[2]}`;
  const input = await store.get(temp);
  if (!input) throw new AuthError(400, 'imageInvalid');
  let output: Buffer;
  try {
    output = await sharp(input, { limitInputPixels: MAX_AVATAR_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AuthError(400, 'imageInvalid');
  } finally {
    await store.delete(temp);
  }
  const key = `avatars/${randomBytes(16).toString('hex')}.webp`;
  await store.put(`media/${key}`, output, 'image/webp');
  if (member.avatarS3Key && AVATAR_KEY.test(member.avatarS3Key)) await store.delete(`media/${member.avatarS3Key}`);
  return { key, url: `/media/${key}` };
}
