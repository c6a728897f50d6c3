/** The part of http_ece (RFC 8188 encrypted content encoding, web-push's) that the push service of the end-to-end tests uses. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    /** The receiver's (the browser's) key pair. */
    privateKey: ECDH;
    /** The subscription's auth secret (base64url, or bytes). */
    authSecret: string | Buffer;
  }

  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
}
