/**
 * Where uploaded files live: DATA_DIR on the local disk by default, or an S3-compatible
 * bucket (AWS S3, MinIO, R2, …) when S3_BUCKET is set, so that every instance behind a load
 * balancer sees the same files. Keys are ours, never the uploader's: `uploads/tmp/…` holds
 * validated but unprocessed uploads and `uploads/submissions/…` the photos of readers' reports
 * awaiting moderation (neither is ever served), `media/…` what /media serves.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import { dataDir } from '../config/env';
import { s3ConfigOf, type S3Config } from '../config/media';

export interface MediaStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes of `key`, or null when there is no such object. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^(?:uploads\/(?:tmp|submissions)|media)(?:\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}){1,4}$/;

function checkKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe media key: ${key}`);
  return key;
}

export function localMediaStore(root: string): MediaStore {
  const file = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    async put(key, bytes) {
      await fs.mkdir(path.dirname(file(key)), { recursive: true });
      await fs.writeFile(file(key), bytes, { mode: 0o644 });
    },
    async get(key) {
      try {
        return new Uint8Array(await fs.readFile(file(key)));
      } catch {
        return null;
      }
    },
    async delete(key) {
      await fs.rm(file(key), { force: true });
    },
  };
}

/** Path-style requests (`{endpoint}/{bucket}/{key}`), signed with AWS Signature V4. */
export function s3MediaStore(config: S3Config): MediaStore {
  const client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, service: 's3', region: config.region, retries: 2 });
  const url = (key: string) => `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}/${checkKey(key)}`;
  const fail = async (what: string, response: Response): Promise<never> => {
    throw new Error(`S3 ${what} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  };
  return {
    async put(key, bytes, contentType) {
      const response = await client.fetch(url(key), { method: 'PUT', body: new Uint8Array(bytes), headers: { 'Content-Type': contentType, 'Content-Length': String(bytes.byteLength) } });
      if (!response.ok) await fail('PUT', response);
      await response.arrayBuffer();
    },
    async get(key) {
      const response = await client.fetch(url(key));
      if (response.status === 404) return null;
      if (!response.ok) await fail('GET', response);
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await client.fetch(url(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) await fail('DELETE', response);
      await response.arrayBuffer();
    },
  };
}

const globalForMedia = globalThis as typeof globalThis & { __alokpatMediaStore?: MediaStore };

/** The process's store, from the environment. */
export function mediaStore(): MediaStore {
  if (!globalForMedia.__alokpatMediaStore) {
    const s3 = s3ConfigOf();
    globalForMedia.__alokpatMediaStore = s3 ? s3MediaStore(s3) : localMediaStore(dataDir());
  }
  return globalForMedia.__alokpatMediaStore;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = { '.jpg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp', '.pdf': 'application/pdf' };

/**
 * Copies the files under {dataDir}/media (what the demo seed draws there) into a bucket
 * store, so that /media serves them from S3 too. Answers how many it copied.
 */
export async function publishLocalMedia(dataDir: string, store: MediaStore): Promise<number> {
  const root = path.join(dataDir, 'media');
  const files = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  let copied = 0;
  for (const entry of files) {
    const type = CONTENT_TYPES[path.extname(entry.name).toLowerCase()];
    if (!entry.isFile() || !type) continue;
    const file = path.join(entry.parentPath, entry.name);
    await store.put(`media/${path.relative(root, file).split(path.sep).join('/')}`, await fs.readFile(file), type);
    copied++;
  }
  return copied;
}
