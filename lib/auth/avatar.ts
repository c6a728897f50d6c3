/**
 * Avatar uploads: the browser PUTs the raw file (at most 2 MB, refused from Content-Length
 * or at the first byte past it, lib/http/body.ts) to the upload target of GET /api/sign.
 * Only a verified account may upload, at most UPLOADS_PER_HOUR times an hour. The server
 * checks the magic bytes and re-encodes the picture at once (lib/media/images.ts: pixel
 * count limited, 400×400 WebP, every metadata block dropped), so the uploaded bytes
 * themselves are never stored. The result waits as the account's one
 * pending upload (a new upload replaces it: the storage quota of an account is one pending
 * picture and one avatar, each at most MAX_STORED_BYTES) until POST users/profile makes it
 * the avatar under `media/avatars/`, served with nosniff by /media.
 */
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { reencodeImage, sniffImage } from '../media/images';
import type { MediaStore } from '../media/store';
import { HttpError } from '../http/errors';
import { countHit, type CounterStore } from '../http/rate-limit';
import type { MemberRow } from './sessions';

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
/** Decoded size limit: a small file can still claim enormous dimensions (a decompression bomb). */
export const MAX_AVATAR_PIXELS = 5_000 * 5_000;
export const AVATAR_SIZE = 400;
/** Uploads per account per hour (each costs a decode and an encode). */
export const UPLOADS_PER_HOUR = 10;
/** A re-encoded 400×400 WebP is far smaller; anything larger is refused rather than stored. */
export const MAX_STORED_BYTES = 512 * 1024;

const AVATAR_KEY = /^avatars\/[0-9a-f]{32}\.webp$/;

/** The account's one pending upload: a new upload overwrites it, so an account never holds more. */
const pendingKey = (memberId: number) => `uploads/tmp/${memberId}.webp`;
const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/** The picture as a square WebP without any metadata; HttpError 400 when it does not decode. */
export async function reencode(input: Uint8Array): Promise<Buffer> {
  try {
    return (await reencodeImage(input, { size: AVATAR_SIZE, square: true, maxPixels: MAX_AVATAR_PIXELS, maxBytes: MAX_STORED_BYTES })).bytes;
  } catch {
    throw new HttpError(400, 'imageInvalid');
  }
}

/**
 * Stores an uploaded picture for `member`, re-encoded; answers the temp-s3-key to send to
 * users/profile (`tmp/{member id}-{digest of the stored picture}`).
 */
export async function storeUpload(store: MediaStore, member: MemberRow, bytes: Uint8Array, limits?: CounterStore): Promise<string> {
  if (!member.emailVerified) throw new HttpError(403, 'notVerified');
  if (bytes.byteLength > MAX_AVATAR_BYTES) throw new HttpError(413, 'imageTooLarge');
  if (!sniffImage(bytes)) throw new HttpError(415, 'imageType');
  if (limits) {
    await countHit(limits, `uploadPerAccount:${member.id}`, { max: UPLOADS_PER_HOUR, windowSeconds: 3600 });
  }
  const output = await reencode(bytes);
  await store.put(pendingKey(member.id), output, 'image/webp');
  return `tmp/${member.id}-${digest(output)}`;
}

export async function processAvatar(store: MediaStore, member: MemberRow, tempKey: unknown): Promise<{ key: string; url: string }> {
  const match = typeof tempKey === 'string' ? tempKey.match(/^tmp\/(\d+)-([0-9a-f]{32})$/) : null;
  if (!match || Number(match[1]) !== member.id) throw new HttpError(400, 'imageInvalid');
  const temp = pendingKey(member.id);
  const input = await store.get(temp);
  // The pending picture must be the one this key was given for (a later upload replaced it otherwise).
  if (!input || digest(input) !== match[2]) throw new HttpError(400, 'imageInvalid');
  let output: Buffer;
  try {
    output = await reencode(input);
  } finally {
    await store.delete(temp);
  }
  const key = `avatars/${randomBytes(16).toString('hex')}.webp`;
  await store.put(`media/${key}`, output, 'image/webp');
  if (member.avatarS3Key && AVATAR_KEY.test(member.avatarS3Key)) await store.delete(`media/${member.avatarS3Key}`);
  return { key, url: `/media/${key}` };
}
