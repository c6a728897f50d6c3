import { ConfigError } from './hosts';

/** The media store's part of the environment (lib/media/store.ts). */
export interface S3Config {
  /** Scheme, host and port of the S3 API, e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000. */
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

/** S3_* when S3_BUCKET is set (each of the others then required), else null: the local disk. */
export function s3ConfigOf(env: Readonly<Record<string, string | undefined>> = process.env): S3Config | null {
  if (!env.S3_BUCKET) return null;
  const required = (name: string) => {
    const value = env[name];
    if (!value) throw new ConfigError(name, 'is required when S3_BUCKET is set');
    return value;
  };
  const endpoint = required('S3_ENDPOINT');
  if (!/^https?:\/\/[^/]+\/?$/.test(endpoint)) throw new ConfigError('S3_ENDPOINT', `must be a scheme and host like https://s3.eu-central-1.amazonaws.com, got "${endpoint}"`);
  return { endpoint, bucket: env.S3_BUCKET, region: env.S3_REGION || 'us-east-1', accessKeyId: required('S3_ACCESS_KEY_ID'), secretAccessKey: required('S3_SECRET_ACCESS_KEY') };
}
