/**
 * Cost of one password hash, before (scrypt N=2^17, r=8, p=1) and after (argon2id
 * m=19456 KiB, t=2, p=1): milliseconds per hash one at a time, and the resident memory the
 * process gains while 12 hashes run at once (what 12 concurrent sign-ins asked of the server
 * before the queue). Run `npx tsx bench/password-hash.ts scrypt` and `… argon2id` (one
 * scheme per process, so one does not inherit the other's heap).
 */
import { hash } from '@node-rs/argon2';
import { randomBytes, scrypt } from 'node:crypto';
import type { Algorithm } from '@node-rs/argon2';
import { ARGON2 } from '../lib/auth/crypto';

const scheme = process.argv[2] ?? 'argon2id';

const hashers: Record<string, () => Promise<unknown>> = {
  scrypt: () => new Promise((resolve, reject) => scrypt('river7boat', randomBytes(16), 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 2 ** 17 * 8 + 2 ** 20 }, (error, key) => (error ? reject(error) : resolve(key)))),
  argon2id: () => hash('river7boat', { algorithm: 2 as Algorithm, ...ARGON2 }),
};

async function measure(name: string): Promise<void> {
  const run = hashers[name];
  await run();
  const serial = 10;
  const started = performance.now();
  for (let index = 0; index < serial; index++) await run();
  const ms = (performance.now() - started) / serial;
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
  await Promise.all(Array.from({ length: 12 }, run));
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(`${name}: ${ms.toFixed(1)} ms per hash; 12 at once (libuv pool ${process.env.UV_THREADPOOL_SIZE ?? 4}) added ${((peak - before) / 2 ** 20).toFixed(0)} MiB resident`);
}

if (!hashers[scheme]) throw new Error(`unknown scheme ${scheme}: scrypt or argon2id`);
void measure(scheme);
