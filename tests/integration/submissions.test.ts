/**
 * Readers' reports (lib/submissions): the multipart POST as a browser sends it, through the
 * route files, against a real database and a real SMTP relay; then the moderation queue of
 * the ingest API, whose accept makes a draft story of the citizen-news brand.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthDeps } from '@/lib/auth/context';
import { parseSiteHosts } from '@/lib/config/hosts';
import { stories } from '@/lib/db/schema';
import { FailureLimiter } from '@/lib/http/keys';
import type { IngestDeps } from '@/lib/ingest/http';
import { localMediaStore } from '@/lib/media/store';
import { submissionQueue } from '@/lib/submissions/queue';
import { Browser, codeAndLink, startAccountsWorld, type AccountsWorld } from './accounts-client';
import { DATABASE_TARGETS, type TestDatabase } from './databases';

const HOSTS = parseSiteHosts('www.alokpat.test=main:bn,en.alokpat.test=main:en');
const KEY = 'submissions-ingest-key';

/** A JPEG carrying a GPS position and a camera owner's name, as a phone writes it. */
async function phonePhoto(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Reader Name', Copyright: 'private' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 46/1 0/1' } })
    .toBuffer();
}

/** The form as the browser's FormData encodes it: the bytes and the multipart content type. */
async function multipart(fields: Record<string, string>, photos: { name: string; bytes: Uint8Array; type: string }[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const photo of photos) form.append('photos', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
  const encoded = new Response(form);
  return { raw: new Uint8Array(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type') as string } };
}

/** A report's code mail has a code and no link. */
function codeOf(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code || /https?:/.test(text)) throw new Error(`not a report code mail: ${text}`);
  return code;
}

const REPORT = { title: 'নদীভাঙনে স্কুল ঘর হুমকিতে', body: 'গত তিন দিনে নদী প্রায় পঞ্চাশ মিটার এগিয়ে এসেছে।\n\nস্কুলের পেছনের দেয়ালে ফাটল।', place: 'চিলমারী, কুড়িগ্রাম', contact: '০১৭০০০০০০০০' };

describe.each(DATABASE_TARGETS)('readers\' reports on $name', (target) => {
  let database: TestDatabase;
  let smtp: AccountsWorld['smtp'];
  let dataDir: string;
  let deps: AuthDeps;
  let counter = 0;
  const fresh = () => `tipster${++counter}-${Date.now()}@example.com`;
  const ingest = (): IngestDeps => ({ apiKey: () => KEY, db: () => database.db, limiter: () => new FailureLimiter(20, 60_000), revalidate: () => undefined, purge: async () => undefined });
  const store = () => localMediaStore(dataDir);
  const moderator = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    new Request(`http://www.alokpat.test${url}`, { method, headers: { authorization: `Bearer ${KEY}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });

  let world: AccountsWorld | undefined;

  beforeAll(async () => {
    world = await startAccountsWorld(target, { name: 'submissions', hosts: HOSTS, secureCookies: false });
    ({ database, smtp, dataDir, deps } = world);
  });

  afterAll(() => world?.stop());

  it('takes a report with photos from a reader who proved their mailbox, strips the photos\' metadata, and the moderator accepts it as a citizen-news draft', async () => {
    const reader = new Browser(deps, 'www.alokpat.test', '198.51.100.20');
    const email = fresh();
    expect((await reader.call('POST', 'submissions/send-otp', { email })).status).toBe(200);
    const mail = await smtp.next(email);
    expect(mail.text).toContain('খবর বা তথ্য পাঠানোর কোড');
    const code = codeOf(mail.text);

    const photo = await phonePhoto(3000, 2000);
    const form = await multipart({ ...REPORT, email, otp: code }, [
      { name: 'river.jpg', bytes: photo, type: 'image/jpeg' },
      { name: 'wall.png', bytes: await sharp(photo).png().toBuffer(), type: 'image/png' },
    ]);
    const sent = await reader.call('POST', 'submissions', undefined, form);
    expect(sent.status).toBe(201);
    const id = sent.body.submission.id as number;

    // The code is used up: the same form again is refused.
    expect((await reader.call('POST', 'submissions', undefined, form)).status).toBe(401);

    const queue = await (await submissionQueue.list(moderator('GET', '/api/ingest/v1/submissions?status=pending'), ingest())).json();
    const item = queue.submissions.find((entry: { id: number }) => entry.id === id);
    expect(item).toMatchObject({ title: REPORT.title, body: REPORT.body, place: REPORT.place, contact: REPORT.contact, email, lang: 'bn', status: 'pending' });
    expect(item.photos).toHaveLength(2);
    expect(item.photos[0]).toMatchObject({ width: 2048, height: 1365 });

    const stored = await submissionQueue.photo(moderator('GET', item.photos[0].url), String(id), '1', ingest(), store());
    expect(stored.headers.get('content-type')).toBe('image/webp');
    const metadata = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    // Without the key nothing of the queue is shown.
    expect((await submissionQueue.photo(new Request(`http://www.alokpat.test${item.photos[0].url}`), String(id), '1', ingest(), store())).status).toBe(401);

    const accepted = await submissionQueue.decide(moderator('POST', `/api/ingest/v1/submissions/${id}`, { action: 'accept' }), String(id), ingest(), store());
    const answer = await accepted.json();
    expect([accepted.status, answer.error]).toEqual([200, undefined]);
    expect(answer.story).toMatchObject({ brand: 'nagorik', lang: 'bn', status: 'draft' });
    const [story] = await database.db.select().from(stories).where(eq(stories.id, answer.story.id));
    expect(story).toMatchObject({ brand: 'nagorik', status: 'draft', headline: REPORT.title });
    expect(JSON.stringify(story.cards)).not.toContain(email);
    expect(story.heroImageS3Key).toMatch(/^reports\/[0-9a-f]{32}\.webp$/);
    expect(await store().get(`media/${story.heroImageS3Key}`)).not.toBeNull();
    // Decided once: a second decision is refused, and the queue's copies are gone.
    expect((await submissionQueue.decide(moderator('POST', `/api/ingest/v1/submissions/${id}`, { action: 'reject' }), String(id), ingest(), store())).status).toBe(409);
    expect((await submissionQueue.photo(moderator('GET', item.photos[0].url), String(id), '1', ingest(), store())).status).toBe(404);
  });

  it('refuses what a hostile client sends, keeps nothing of a refused report, and takes a signed-in member without a code', async () => {
    const reader = new Browser(deps, 'en.alokpat.test', '198.51.100.21');
    const email = fresh();
    await reader.call('POST', 'submissions/send-otp', { email });
    const code = codeOf((await smtp.next(email)).text);
    const before = fs.existsSync(path.join(dataDir, 'uploads', 'submissions')) ? fs.readdirSync(path.join(dataDir, 'uploads', 'submissions')).length : 0;

    // A script named .jpg, six photos, a two-line headline, no CSRF token, JSON instead of a form.
    const script = await multipart({ ...REPORT, email, otp: code }, [{ name: 'photo.jpg', bytes: new TextEncoder().encode('<svg onload=alert(1)>'), type: 'image/jpeg' }]);
    const refusedType = await reader.call('POST', 'submissions', undefined, script);
    expect(refusedType).toMatchObject({ status: 400, body: { code: 'photoType', fields: { photos: 'photoType' }, error: 'Please choose JPEG, PNG or WebP photos' } });
    const photo = await phonePhoto(200, 200);
    const six = await multipart({ ...REPORT, email, otp: code }, Array.from({ length: 6 }, (_, n) => ({ name: `${n}.jpg`, bytes: photo, type: 'image/jpeg' })));
    expect((await reader.call('POST', 'submissions', undefined, six)).body.code).toBe('photosTooMany');
    expect((await reader.call('POST', 'submissions', undefined, await multipart({ ...REPORT, title: 'one\ntwo', email, otp: code }))).body.fields).toEqual({ title: 'titleInvalid' });
    expect((await reader.call('POST', 'submissions', undefined, { ...(await multipart({ ...REPORT, email, otp: code })), xsrf: false })).status).toBe(403);
    expect((await reader.call('POST', 'submissions', { ...REPORT, email, otp: code })).status).toBe(415);
    // A wrong code is refused, and none of the refusals above used the right one up.
    expect((await reader.call('POST', 'submissions', undefined, await multipart({ ...REPORT, email, otp: code === '000000' ? '111111' : '000000' }))).status).toBe(401);
    const after = fs.existsSync(path.join(dataDir, 'uploads', 'submissions')) ? fs.readdirSync(path.join(dataDir, 'uploads', 'submissions')).length : 0;
    expect(after).toBe(before);
    expect((await reader.call('POST', 'submissions', undefined, await multipart({ ...REPORT, email, otp: code }))).status).toBe(201);

    // A signed-in member sends without a code, as their account's address.
    const member = new Browser(deps, 'www.alokpat.test', '198.51.100.22');
    const memberEmail = fresh();
    await member.call('POST', 'users/send-otp', { email: memberEmail });
    const login = codeAndLink((await smtp.next(memberEmail)).text);
    expect((await member.call('POST', 'login/otp', { email: memberEmail, otp: login.code })).status).toBe(200);
    const own = await member.call('POST', 'submissions', undefined, await multipart({ ...REPORT, email: 'someone-else@example.com' }));
    expect(own.status).toBe(201);
    const queue = await (await submissionQueue.list(moderator('GET', '/api/ingest/v1/submissions'), ingest())).json();
    expect(queue.submissions.find((entry: { id: number }) => entry.id === own.body.submission.id)).toMatchObject({ email: memberEmail, 'member-id': expect.any(Number) });
  });
});
