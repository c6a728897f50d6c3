/**
 * The moderation queue of readers' reports, in the ingest API (docs/ingest.md, "Reader
 * submissions"; bearer INGEST_API_KEY like every ingest call):
 *
 * - `GET /api/ingest/v1/submissions?status=pending&after={id}&limit=20`: the queue, oldest
 *   first, paged by id; `next` is the `after` of the next page.
 * - `GET /api/ingest/v1/submissions/{id}/photos/{n}`: a photo of a report (n from 1).
 * - `POST /api/ingest/v1/submissions/{id}` with `{ "action": "accept" | "reject" }`: accept
 *   makes the report a draft story of the citizen-news brand (its photos move to /media,
 *   the first becomes the hero image); reject deletes its photos. A decided report stays
 *   decided (409).
 *
 * The reader's email is shown to the moderator (to ask a question) and never written into
 * the story.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import { brandServesLang, getBrand, type BrandKey, type Lang } from '../brands/brands';
import type { Database } from '../db/client';
import { submissions, type SubmissionPhoto, type SubmissionStatus } from '../db/schema';
import { DEFAULT_DEPS, handleIngest, type IngestAnswer, type IngestDeps } from '../ingest/http';
import { IngestError, invalidBody, invalidParameter } from '../ingest/errors';
import { onlyKeys, oneOf, record, required } from '../ingest/validate';
import { upsertStory } from '../ingest/stories';
import { mediaStore, type MediaStore } from '../media/store';
import { removePhotos } from './submissions';

/** Accepted reports become drafts of this brand (docs/product.md: the citizen-news brand). */
export const CITIZEN_BRAND: BrandKey = 'nagorik';
const STATUSES = ['pending', 'accepted', 'rejected'] as const satisfies readonly SubmissionStatus[];
const PAGE = { default: 20, max: 100 } as const;

type SubmissionRow = typeof submissions.$inferSelect;

function serialise(row: SubmissionRow) {
  return {
    id: row.id,
    status: row.status,
    brand: row.brand,
    lang: row.lang,
    title: row.title,
    body: row.body,
    place: row.place,
    contact: row.contact,
    email: row.email,
    'member-id': row.memberId,
    photos: row.photos.map((photo, index) => ({ url: `/api/ingest/v1/submissions/${row.id}/photos/${index + 1}`, width: photo.width, height: photo.height })),
    'story-id': row.storyId,
    'created-at': row.createdAt.getTime(),
    'decided-at': row.decidedAt?.getTime() ?? null,
  };
}

function positiveInt(value: string | null, name: string, max: number, fallback: number): number {
  if (value === null) return fallback;
  if (!/^\d{1,9}$/.test(value) || Number(value) > max) throw invalidParameter(name, `${name} must be a whole number from 0 to ${max}.`);
  return Number(value);
}

function idOf(value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw new IngestError(404, 'not-found', 'No such submission.');
  return Number(value);
}

async function findSubmission(db: Database, id: number): Promise<SubmissionRow> {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
  if (!row) throw new IngestError(404, 'not-found', `No submission with id ${id}.`);
  return row;
}

export async function listSubmissions(db: Database, query: URLSearchParams): Promise<IngestAnswer> {
  const status = query.get('status') ?? 'pending';
  if (!(STATUSES as readonly string[]).includes(status)) throw invalidParameter('status', `status must be one of ${STATUSES.join(', ')}.`);
  const after = positiveInt(query.get('after'), 'after', 999_999_999, 0);
  const limit = Math.max(1, positiveInt(query.get('limit'), 'limit', PAGE.max, PAGE.default));
  const rows = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.status, status as SubmissionStatus), gt(submissions.id, after)))
    .orderBy(asc(submissions.id))
    .limit(limit);
  return { status: 200, body: { submissions: rows.map(serialise), next: rows.length === limit ? rows[rows.length - 1].id : null }, tags: [], purgeKeys: [] };
}

async function photo(db: Database, store: MediaStore, id: number, n: string): Promise<Response> {
  const row = await findSubmission(db, id);
  const index = /^[1-9]$/.test(n) ? Number(n) - 1 : -1;
  const entry = row.photos[index];
  const bytes = entry ? await store.get(entry.key) : null;
  if (!bytes) throw new IngestError(404, 'not-found', `Submission ${id} has no photo ${n.slice(0, 10)}.`);
  return new Response(new Uint8Array(bytes), { headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' } });
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The report as the body of a draft story upsert (lib/ingest/story-input.ts). */
function draftStory(row: SubmissionRow, lang: Lang, photos: readonly SubmissionPhoto[]): Record<string, unknown> {
  const paragraphs = row.body.split(/\n{2,}/).map((part) => part.trim()).filter(Boolean);
  const html = paragraphs.map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`).join('');
  const image = (entry: SubmissionPhoto) => ({ type: 'image', 's3-key': entry.key.replace(/^media\//, ''), width: entry.width, height: entry.height, alt: '' });
  const [hero, ...rest] = photos;
  return {
    brand: CITIZEN_BRAND,
    lang,
    status: 'draft',
    headline: row.title,
    'story-template': rest.length ? 'photo' : 'text',
    access: 'public',
    metadata: { excerpt: paragraphs[0]?.slice(0, 300) ?? '', 'story-attributes': { 'submission-id': [String(row.id)], ...(row.place ? { place: [row.place] } : {}) } },
    ...(hero ? { 'hero-image-s3-key': image(hero)['s3-key'], 'hero-image-metadata': { width: hero.width, height: hero.height, alt: '' } } : {}),
    cards: [{ id: `report-${row.id}`, elements: [{ type: 'text', text: html }, ...rest.map(image)] }],
  };
}

async function accept(db: Database, store: MediaStore, row: SubmissionRow): Promise<IngestAnswer> {
  const lang: Lang = brandServesLang(getBrand(CITIZEN_BRAND), row.lang) ? (row.lang as Lang) : 'bn';
  // The photos are copied to /media first; the queue's copies go only once the story holds the new ones.
  const published: SubmissionPhoto[] = [];
  try {
    for (const entry of row.photos) {
      const bytes = await store.get(entry.key);
      if (!bytes) continue;
      const key = `media/reports/${randomBytes(16).toString('hex')}.webp`;
      await store.put(key, bytes, 'image/webp');
      published.push({ ...entry, key });
    }
    const write = await upsertStory(db, { slug: `report-${row.id}` }, draftStory(row, lang, published));
    const [decided] = await db
      .update(submissions)
      .set({ status: 'accepted', storyId: write.value.id, decidedAt: new Date() })
      .where(and(eq(submissions.id, row.id), eq(submissions.status, 'pending')))
      .returning();
    if (!decided) throw new IngestError(409, 'conflict', `Submission ${row.id} was decided meanwhile.`);
    await removePhotos(store, row.photos);
    return { status: 200, body: { submission: serialise(decided), story: { id: write.value.id, slug: write.value.slug, brand: CITIZEN_BRAND, lang, status: 'draft' } }, tags: write.tags, purgeKeys: write.purgeKeys };
  } catch (error) {
    await removePhotos(store, published);
    throw error;
  }
}

async function reject(db: Database, store: MediaStore, row: SubmissionRow): Promise<IngestAnswer> {
  const [decided] = await db
    .update(submissions)
    .set({ status: 'rejected', decidedAt: new Date() })
    .where(and(eq(submissions.id, row.id), eq(submissions.status, 'pending')))
    .returning();
  if (!decided) throw new IngestError(409, 'conflict', `Submission ${row.id} was decided meanwhile.`);
  await removePhotos(store, row.photos);
  return { status: 200, body: { submission: serialise(decided) }, tags: [], purgeKeys: [] };
}

export async function decideSubmission(db: Database, store: MediaStore, id: number, body: unknown): Promise<IngestAnswer> {
  const fields = record(body, '');
  onlyKeys(fields, '', ['action']);
  const action = required(fields, 'action', '', oneOf(['accept', 'reject'] as const));
  const row = await findSubmission(db, id);
  if (row.status !== 'pending') throw new IngestError(409, 'conflict', `Submission ${id} is already ${row.status}.`);
  if (action === 'accept') return accept(db, store, row);
  return reject(db, store, row);
}

/** The route handlers (app/api/ingest/v1/submissions/…); `store` for tests. */
export const submissionQueue = {
  list: (request: Request, deps: IngestDeps = DEFAULT_DEPS) => handleIngest(request, (db) => listSubmissions(db, new URL(request.url).searchParams), deps),
  decide: (request: Request, id: string, deps: IngestDeps = DEFAULT_DEPS, store: MediaStore = mediaStore()) =>
    handleIngest(request, (db, body) => {
      if (body === undefined) throw invalidBody(undefined, 'Send { "action": "accept" } or { "action": "reject" }.');
      return decideSubmission(db, store, idOf(id), body);
    }, deps),
  photo: (request: Request, id: string, n: string, deps: IngestDeps = DEFAULT_DEPS, store: MediaStore = mediaStore()) => handleIngest(request, (db) => photo(db, store, idOf(id), n), deps),
};
