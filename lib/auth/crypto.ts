/**
 * The secrets of the accounts system: random ids, SHA-256 digests for values that are
 * already high-entropy (session ids, link tokens), and argon2id for passwords.
 */
import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';
import { createHash, randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { loadAuthConfig } from '../config/env';
import { HttpError } from '../http/errors';

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

/**
 * Passwords are hashed with argon2id at OWASP's minimum (m=19456 KiB, t=2, p=1): about 20 ms
 * and 19 MiB per hash, against 128 MiB and ~250 ms for the scrypt setting used before.
 * Parameters travel in the PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`), so the cost
 * can be raised later; `needsRehash` tells sign-in to upgrade an older hash.
 */
/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm;

export const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/**
 * Hashing is the one CPU- and memory-heavy thing a stranger can make the server do, so it is
 * queued: at most `running` hashes at once (the cores; they run on libuv's pool, which also
 * serves file reads) and `waiting` more in line. Beyond that the caller gets PasswordWorkBusy
 * (503 with Retry-After) at once instead of everyone, pages included, slowing down.
 * PASSWORD_HASH_CONCURRENCY and PASSWORD_HASH_QUEUE override the two numbers.
 */
/** Password hashing is at capacity: 503 `busy`, try again in a second. */
export class PasswordWorkBusy extends HttpError {
  constructor() {
    super(503, 'busy', { retryAfter: 1 });
    this.name = 'PasswordWorkBusy';
  }
}

export interface WorkQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
}

/** At most `running` tasks at once and `waiting` in line; past that `busy()` is thrown at once (default PasswordWorkBusy). */
export function workQueue(running: number, waiting: number, busy: () => Error = () => new PasswordWorkBusy()): WorkQueue {
  let active = 0;
  const line: (() => void)[] = [];
  const release = () => {
    active--;
    line.shift()?.();
  };
  return {
    async run(task) {
      if (active >= running) {
        if (line.length >= waiting) throw busy();
        await new Promise<void>((resolve) => line.push(resolve));
      }
      active++;
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}

const globalForHashing = globalThis as typeof globalThis & { __alokpatPasswordQueue?: WorkQueue };

function passwordQueue(): WorkQueue {
  if (!globalForHashing.__alokpatPasswordQueue) {
    const { running, waiting } = loadAuthConfig().passwordHashing;
    globalForHashing.__alokpatPasswordQueue = workQueue(running, waiting);
  }
  return globalForHashing.__alokpatPasswordQueue;
}

export async function hashPassword(password: string): Promise<string> {
  return passwordQueue().run(() => argon2Hash(password.normalize('NFC'), { algorithm: ARGON2ID, ...ARGON2 }));
}

/** Verifies argon2id hashes and the scrypt hashes written before (`scrypt$N$r$p$salt$key`). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) {
    return passwordQueue().run(async () => {
      try {
        return await argon2Verify(stored, password.normalize('NFC'));
      } catch {
        return false;
      }
    });
  }
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await passwordQueue().run(() => scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) }, expected.length));
  return timingSafeEqual(actual, expected);
}

/** True for a hash of an older scheme or weaker parameters: sign-in rehashes it with the password it just checked. */
export function needsRehash(stored: string): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  return !match || Number(match[1]) < ARGON2.memoryCost || Number(match[2]) < ARGON2.timeCost;
}

/** Legacy scrypt (verification only): hashes from before argon2id. */
function scrypt(password: string, salt: Buffer, params: { N: number; r: number; p: number }, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => scryptCallback(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))));
}

let dummyHash: Promise<string> | null = null;

/** Spends the time of one password check when there is no account, so timing does not tell. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomToken()).catch((error: unknown) => {
    dummyHash = null;
    throw error;
  });
  await verifyPassword(password, await dummyHash);
}
