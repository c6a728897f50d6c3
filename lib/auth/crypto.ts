/**
 * The secrets of the accounts system: random ids, SHA-256 digests for values that are
 * already high-entropy (session ids, link tokens), and scrypt for passwords.
 */
import { createHash, randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** A URL-safe random secret of 32 bytes (256 bits). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('base64url');
}

/** Constant-time equality of two strings (through their digests, so lengths may differ). */
export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

/** A 6-digit one-time code, uniformly drawn. */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A code's stored form: a per-row salt and the digest of salt and code. */
export function hashCode(code: string): string {
  const salt = randomBytes(16).toString('base64url');
  return `${salt}$${sha256(`${salt}:${code}`)}`;
}

export function codeMatches(code: string, stored: string): boolean {
  const [salt, digest] = stored.split('$');
  return Boolean(salt && digest) && safeEqual(sha256(`${salt}:${code}`), digest);
}

/** OWASP's scrypt parameters: N=2^17, r=8, p=1 (about 128 MiB and a few hundred ms per hash). */
export const SCRYPT = { N: 2 ** 17, r: 8, p: 1, keyLength: 32 } as const;

function scrypt(password: string, salt: Buffer, params: { N: number; r: number; p: number }, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => scryptCallback(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/** `scrypt$N$r$p$salt$key`, parameters kept with the hash so the cost can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, SCRYPT, SCRYPT.keyLength);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) }, expected.length);
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | null = null;

/** Spends the time of one password check when there is no account, so timing does not tell. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomToken());
  await verifyPassword(password, await dummyHash);
}
