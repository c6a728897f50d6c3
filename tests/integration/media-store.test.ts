/**
 * Avatars in an S3-compatible bucket: a real S3 API server (s3rver, which checks AWS
 * Signature V4) in-process, the accounts API storing through it, /media serving from it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthDeps } from '@/lib/auth/context';
import { createMailer } from '@/lib/auth/mail';
import { LIMITS } from '@/lib/auth/limits';
import { databaseCounters } from '@/lib/http/rate-limit';
import { parseSiteHosts } from '@/lib/config/hosts';
import { serveMedia } from '@/lib/media/serve';
import { s3ConfigOf } from '@/lib/config/media';
import { localMediaStore, publishLocalMedia, s3MediaStore, type MediaStore } from '@/lib/media/store';
import { Browser, codeAndLink, startSmtp } from './accounts-client';
import { DATABASE_TARGETS, type TestDatabase } from './databases';

const BUCKET = 'alokpat-media';

describe('the S3 media store', () => {
  let server: S3rver;
  let directory: string;
  let endpoint: string;
  let store: MediaStore;
  let dataDir: string;
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'alokpat-s3-'));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alokpat-s3-data-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
    const address = await server.run();
    endpoint = `http://127.0.0.1:${address.port}`;
    store = s3MediaStore({ endpoint, bucket: BUCKET, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    database = await DATABASE_TARGETS[0].create();
    smtp = await startSmtp();
  });

  afterAll(async () => {
    await smtp?.stop();
    await database?.drop();
    await server?.close();
    fs.rmSync(directory, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps, serves and deletes objects, with nosniff and only known extensions', async () => {
    await store.put('media/avatars/0123.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect(Array.from((await store.get('media/avatars/0123.webp')) ?? [])).toEqual([1, 2, 3]);
    const served = await serveMedia(store, ['avatars', '0123.webp']);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await serveMedia(store, ['avatars', '0123.html'])).status).toBe(404);
    expect((await serveMedia(store, ['..', 'uploads', 'tmp', 'x.webp'])).status).toBe(404);
    await store.delete('media/avatars/0123.webp');
    expect(await store.get('media/avatars/0123.webp')).toBeNull();
    expect((await serveMedia(store, ['avatars', '0123.webp'])).status).toBe(404);
  });

  // s3rver checks the access key of a Signature V4 request but not the signature itself.
  it('signs its requests: an unknown key is refused, and /media answers 503 rather than a broken image', async () => {
    const wrong = s3MediaStore({ endpoint, bucket: BUCKET, region: 'us-east-1', accessKeyId: 'NOT-A-KEY', secretAccessKey: 'S3RVER' });
    await expect(wrong.put('media/x.png', new Uint8Array([1]), 'image/png')).rejects.toThrow(/403/);
    const answer = await serveMedia(wrong, ['x.png']);
    expect(answer.status).toBe(503);
  });

  it('refuses keys outside its namespaces', async () => {
    await expect(store.put('../etc/passwd', new Uint8Array([1]), 'text/plain')).rejects.toThrow(/unsafe/);
    await expect(localMediaStore(dataDir).put('media/../../x', new Uint8Array([1]), 'text/plain')).rejects.toThrow(/unsafe/);
  });

  it('stores an uploaded avatar in the bucket, re-encoded, and removes the upload', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Alokpat <no-reply@alokpat.test>', dataDir });
    const deps: AuthDeps = {
      db: () => database.db,
      mailer: () => mailer,
      counters: () => databaseCounters(() => database.db),
      limits: LIMITS,
      hosts: parseSiteHosts(undefined),
      secureCookies: false,
      media: () => store,
      integrationSecret: 'media-test',
    };
    const email = `s3-${Date.now()}@example.com`;
    const reader = new Browser(deps);
    await reader.call('POST', 'users/send-otp', { email, mediums: ['email'], 'always-send': true });
    await reader.call('POST', 'login/otp', { email, otp: codeAndLink((await smtp.next(email)).text).code });
    const jpeg = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#246' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: 'home-address' } } })
      .toBuffer();
    const upload = await reader.call('PUT', 'uploads', undefined, { raw: jpeg });
    expect(upload.status).toBe(201);
    const tempKey = `uploads/${(upload.body['temp-s3-key'] as string).replace(/-[0-9a-f]{32}$/, '.webp')}`;
    expect(await store.get(tempKey)).not.toBeNull();
    const profile = await reader.call('POST', 'users/profile', { 'temp-s3-key': upload.body['temp-s3-key'] });
    expect(profile.status).toBe(200);
    const key = profile.body.user['avatar-s3-key'] as string;
    const stored = await store.get(`media/${key}`);
    const meta = await sharp(stored as Uint8Array).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 400, undefined]);
    expect(await store.get(tempKey)).toBeNull();
    expect(fs.existsSync(path.join(dataDir, 'media', key))).toBe(false);
    const served = await serveMedia(store, profile.body.user['avatar-url'].replace(/^\/media\//, '').split('/'));
    expect(served.status).toBe(200);
  });

  it('copies the demo media the seed drew on disk into the bucket', async () => {
    fs.mkdirSync(path.join(dataDir, 'media', 'demo'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'media', 'demo', 'photo-001.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0x00]));
    fs.writeFileSync(path.join(dataDir, 'media', 'demo', 'notes.txt'), 'not media');
    expect(await publishLocalMedia(dataDir, store)).toBe(1);
    expect(Array.from((await store.get('media/demo/photo-001.jpg')) ?? []).slice(0, 3)).toEqual([0xff, 0xd8, 0xff]);
  });
});

describe('S3 configuration', () => {
  it('is off without S3_BUCKET and names the missing or malformed variable otherwise', () => {
    expect(s3ConfigOf({})).toBeNull();
    expect(() => s3ConfigOf({ S3_BUCKET: 'b' })).toThrow(/S3_ENDPOINT/);
    expect(() => s3ConfigOf({ S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    expect(() => s3ConfigOf({ S3_BUCKET: 'b', S3_ENDPOINT: 'https://s3.example.com' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(s3ConfigOf({ S3_BUCKET: 'b', S3_ENDPOINT: 'https://s3.example.com', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toMatchObject({ region: 'us-east-1', bucket: 'b' });
  });
});
