/**
 * Readers' reports and story tips (docs/product.md, "Reader submissions"; the ugc page at
 * /submit). A report is a title, its text, a place, a way to reach the reader and up to
 * MAX_PHOTOS photos, sent as one multipart form by a signed-in member or by anyone who
 * proves a mailbox with a mailed code (lib/auth/service.ts `sendSubmissionCode`).
 *
 * Nothing half-done is kept: every field and every photo is checked (photos by their
 * bytes, then re-encoded without metadata by lib/media/images.ts) before the code is used
 * up or a byte is stored, and a report whose row cannot be written takes its stored photos
 * with it. The browser keeps what the reader typed until the server says it has the report.
 *
 * The moderation queue is the ingest API's (lib/submissions/queue.ts): photos wait under
 * `uploads/submissions/`, which /media never serves, until a report is accepted.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { submissions, type SubmissionPhoto } from '../db/schema';
import { BodyError, bodyHttpError, readLimitedBytes } from '../http/body';
import { HttpError } from '../http/errors';
import { enforce } from '../http/rate-limit';
import { reencodeImage, sniffImage, type Reencoded } from '../media/images';
import type { MediaStore } from '../media/store';
import type { AuthAnswer, AuthContext } from '../auth/context';
import { workQueue } from '../auth/crypto';
import { emailFrom, proveSubmissionCode } from '../auth/service';

export const MAX_PHOTOS = 5;
/** A phone camera's photo is 2–8 MB; larger files are refused before they are decoded. */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
/** The whole form: five photos at their limit and the text. */
export const MAX_FORM_BYTES = MAX_PHOTOS * MAX_PHOTO_BYTES + 256 * 1024;
/** A 48-megapixel phone photo decodes; a decompression bomb does not. */
const MAX_PHOTO_PIXELS = 50_000_000;
/** Kept photos: the longer edge at most this (a story's widest image is 1,600 px). */
const PHOTO_EDGE = 2_048;
const MAX_STORED_PHOTO_BYTES = 4 * 1024 * 1024;

/**
 * Decoding a phone photo takes some 100–200 MB for a moment: at most two reports' photos are
 * decoded at once and eight wait; past that a reader is told to try again in a few seconds
 * (their form is kept), and pages never wait behind uploads.
 */
const photoWork = workQueue(2, 8, () => new HttpError(503, 'reportsBusy', { retryAfter: 5 }));

const LENGTHS = { title: { min: 5, max: 200 }, body: { min: 20, max: 20_000 }, place: { min: 0, max: 200 }, contact: { min: 0, max: 200 } } as const;
type TextField = keyof typeof LENGTHS;

/** Control characters other than newline and tab: never part of a reader's text. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function fieldError(field: string, code: string): never {
  throw new HttpError(400, code, { fields: { [field]: code } });
}

function textField(form: FormData, field: TextField): string {
  const raw = form.get(field);
  const value = typeof raw === 'string' ? raw.normalize('NFC').replace(/\r\n?/g, '\n').trim() : '';
  const { min, max } = LENGTHS[field];
  if (min > 0 && value.length === 0) fieldError(field, `${field}Required`);
  if (value.length < min) fieldError(field, `${field}TooShort`);
  if (value.length > max || CONTROL.test(value)) fieldError(field, `${field}Invalid`);
  if (field !== 'body' && value.includes('\n')) fieldError(field, `${field}Invalid`);
  return value;
}

/** The photos of the form, each checked by its bytes and re-encoded; HttpError naming the `photos` field otherwise. */
async function readPhotos(form: FormData): Promise<Reencoded[]> {
  const files = form.getAll('photos').filter((entry): entry is File => typeof entry !== 'string' && entry.size > 0);
  if (files.length > MAX_PHOTOS) fieldError('photos', 'photosTooMany');
  const photos: Reencoded[] = [];
  for (const file of files) {
    if (file.size > MAX_PHOTO_BYTES) fieldError('photos', 'photoTooLarge');
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!sniffImage(bytes)) fieldError('photos', 'photoType');
    try {
      photos.push(await reencodeImage(bytes, { size: PHOTO_EDGE, maxPixels: MAX_PHOTO_PIXELS, maxBytes: MAX_STORED_PHOTO_BYTES }));
    } catch {
      fieldError('photos', 'photoInvalid');
    }
  }
  return photos;
}

async function storePhotos(store: MediaStore, photos: readonly Reencoded[]): Promise<SubmissionPhoto[]> {
  const stored: SubmissionPhoto[] = [];
  try {
    for (const { bytes, width, height } of photos) {
      const key = `uploads/submissions/${randomBytes(16).toString('hex')}.webp`;
      await store.put(key, bytes, 'image/webp');
      stored.push({ key, width, height });
    }
    return stored;
  } catch (error) {
    await removePhotos(store, stored);
    throw error;
  }
}

export async function removePhotos(store: MediaStore, photos: readonly SubmissionPhoto[]): Promise<void> {
  await Promise.all(photos.map((photo) => store.delete(photo.key).catch(() => undefined)));
}

/** The multipart form of a report, read no further than MAX_FORM_BYTES. */
async function readForm(request: Request): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) throw new HttpError(415, 'generic');
  try {
    const bytes = await readLimitedBytes(request, MAX_FORM_BYTES);
    return await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } }).formData();
  } catch (error) {
    if (error instanceof BodyError) throw bodyHttpError(error, { tooLarge: 'reportTooLarge', invalid: 'generic' });
    throw new HttpError(400, 'generic');
  }
}

/**
 * POST /api/auth/v1/submissions (multipart): checks, the reader's identity (the session, or
 * `email` with the mailed `otp`), then the photos and the queue row. Answers 201 with the
 * report's reference number.
 */
export async function submitReport(ctx: AuthContext, request: Request): Promise<AuthAnswer> {
  const { counters, limits, media, db } = ctx.deps;
  // Counted before a byte of the form is read: one address cannot make the server read more than ten forms an hour.
  await enforce(counters(), limits, [['submissionPerIp', ctx.ip]]);
  const form = await readForm(request);
  const member = ctx.session?.member ?? null;
  const email = member ? member.email : emailFrom({ email: form.get('email') });
  const fields = { title: textField(form, 'title'), body: textField(form, 'body'), place: textField(form, 'place'), contact: textField(form, 'contact') };
  const photos = await photoWork.run(() => readPhotos(form));
  // Only a complete, valid report uses up the code: a reader who fixes a field keeps it.
  if (!member) await proveSubmissionCode(ctx, email, form.get('otp'));
  await enforce(counters(), limits, [['submissionPerAccount', email]]);
  const stored = await storePhotos(media(), photos);
  try {
    const [row] = await insertSubmission(db(), { brand: ctx.edition.brand, lang: ctx.edition.lang, memberId: member?.id ?? null, email, ...fields, photos: stored });
    return { status: 201, body: { submission: { id: row.id, status: row.status } } };
  } catch (error) {
    await removePhotos(media(), stored);
    throw error;
  }
}

function insertSubmission(db: Database, values: typeof submissions.$inferInsert) {
  return db.insert(submissions).values(values).returning({ id: submissions.id, status: submissions.status });
}
