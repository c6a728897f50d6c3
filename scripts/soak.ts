/**
 * `npm run soak [-- --minutes N]`: mixed traffic on the production build with PostgreSQL and
 * Redis for N minutes (default 10), then the figures of docs/operations.md, "Soak test":
 * requests, 5xx, p50/p99, the server's memory growth after warm-up, and Redis memory and keys
 * under the run's prefix.
 *
 * It starts its own server (scripts/start.ts) on SOAK_PORT (default 3655) on a throw-away
 * PostgreSQL database (created on SOAK_DATABASE_URL, DATABASE_URL or
 * postgresql://postgres@127.0.0.1:5432/postgres, dropped at the end) and REDIS_URL (default
 * redis://127.0.0.1:6379) under a prefix of its own, cleared at the end. Needs `next build`.
 *
 * After a warm-up (every page and search rendered once, then 30 s of traffic), traffic from CONCURRENCY workers (default 8): front and section pages and stories (50 %),
 * search (10 %), junk addresses (10 %), sign-ins by mailed code (8 %), wrong passwords
 * (7 %), saves (8 %) and comments (7 %) of signed-in readers.
 *
 * The server runs with --expose-gc: after the warm-up and at the end a full collection is
 * forced (SIGUSR2, scripts/serve.ts) before memory is read, so that the growth it reports is
 * what stayed alive, not garbage V8 had not collected yet.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { createScratchDatabase } from '../lib/db/scratch';
import { codeAndLink, plainText } from '../tests/support/mail-text';

const { values } = parseArgs({ options: { minutes: { type: 'string', default: '10' }, concurrency: { type: 'string', default: process.env.CONCURRENCY ?? '8' }, port: { type: 'string', default: process.env.SOAK_PORT ?? '3655' } } });
const minutes = Number(values.minutes);
const concurrency = Number(values.concurrency);
const port = Number(values.port);
const origin = `http://localhost:${port}`;
const adminUrl = process.env.SOAK_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const WORDS = ['নদী', 'ঢাকা', 'বৃষ্টি', 'খেলা', 'river', 'election', 'cricket', 'school', 'বাজেট', 'health'];

function rssMb(root: number): number {
  let total = 0;
  const queue = [root];
  while (queue.length) {
    const id = queue.shift()!;
    try {
      total += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
      const children = fs.readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').trim();
      if (children) queue.push(...children.split(/\s+/).map(Number));
    } catch {
      // gone
    }
  }
  return total / 1024;
}

/** The serve.ts process under start.ts: the one that holds the caches. */
function serverPid(startPid: number): number {
  try {
    const children = fs.readFileSync(`/proc/${startPid}/task/${startPid}/children`, 'utf8').trim().split(/\s+/).map(Number);
    return children.find((pid) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('serve.ts')) ?? startPid;
  } catch {
    return startPid;
  }
}

async function redisUsage(redis: Redis, prefix: string): Promise<{ keys: number; mb: number; usedMb: number }> {
  let keys = 0;
  let bytes = 0;
  for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 1000 })) {
    for (const key of batch as string[]) {
      keys += 1;
      bytes += Number((await redis.memory('USAGE', key)) ?? 0);
    }
  }
  const used = Number(/used_memory:(\d+)/.exec(await redis.info('memory'))?.[1] ?? 0);
  return { keys, mb: bytes / 1024 / 1024, usedMb: used / 1024 / 1024 };
}

interface Collected {
  readonly rssMb: number;
  readonly heapUsedMb: number;
  readonly heapTotalMb: number;
  readonly externalMb: number;
  readonly arrayBuffersMb: number;
}

const COLLECTED = 'memory after a forced collection';

/** Forces a full collection in the server (SIGUSR2, scripts/serve.ts) and reads the memory it logs after it. */
async function collectedMemory(pid: number, logPath: string): Promise<Collected | null> {
  const lines = () => fs.readFileSync(logPath, 'utf8').split('\n').filter((line) => line.includes(COLLECTED));
  const before = lines().length;
  process.kill(pid, 'SIGUSR2');
  for (let tries = 0; tries < 120; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const found = lines();
    if (found.length > before) return JSON.parse(found[found.length - 1]) as Collected;
  }
  return null;
}

const describeCollected = (memory: Collected | null) =>
  memory ? `resident ${memory.rssMb.toFixed(0)} MB, heap used ${memory.heapUsedMb.toFixed(1)} MB of ${memory.heapTotalMb.toFixed(0)}, external ${memory.externalMb.toFixed(1)} MB (array buffers ${memory.arrayBuffersMb.toFixed(1)})` : 'not reported';
const growth = (from: number, to: number) => `${to >= from ? '+' : ''}${(((to - from) / from) * 100).toFixed(1)} %`;

const latencies: number[] = [];
const statuses = new Map<string, number>();
let requests = 0;
let fiveXx = 0;
const failures: string[] = [];

async function timed(kind: string, url: string, init: RequestInit = {}): Promise<Response | null> {
  const started = performance.now();
  try {
    const response = await fetch(`${origin}${url}`, { ...init, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
    const text = await response.text().catch(() => '');
    latencies.push(performance.now() - started);
    requests += 1;
    const key = `${kind} ${response.status}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    if (response.status >= 500) {
      fiveXx += 1;
      if (failures.length < 10) failures.push(`${response.status} ${kind} ${url.split('?')[0]}`);
    }
    // The body is read (the latency counts it); callers get a copy to read again.
    return new Response([101, 204, 205, 304].includes(response.status) ? null : text, { status: response.status, headers: response.headers });
  } catch (error) {
    requests += 1;
    fiveXx += 1;
    if (failures.length < 10) failures.push(`error ${kind} ${url.split('?')[0]}: ${(error as Error).message}`);
    return null;
  }
}

class Reader {
  cookies = new Map<string, string>();
  token = '';
  email = `soak-${Math.random().toString(36).slice(2)}@example.com`;
  remember(response: Response | null) {
    for (const line of response?.headers.getSetCookie() ?? []) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  headers(extra: Record<string, string> = {}) {
    return { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '), origin, 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''), ...extra };
  }
  async post(kind: string, url: string, body: unknown, extra: Record<string, string> = {}) {
    if (!this.cookies.has('XSRF-TOKEN')) this.remember(await timed('csrf', '/api/auth/v1/csrf'));
    const response = await timed(kind, url, { method: 'POST', headers: this.headers(extra), body: JSON.stringify(body) });
    this.remember(response);
    return response;
  }
}

async function codeFor(dataDir: string, to: string): Promise<string | null> {
  const outbox = path.join(dataDir, 'outbox');
  for (let tries = 0; tries < 40; tries++) {
    for (const name of fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse().slice(0, 50) : []) {
      const raw = fs.readFileSync(path.join(outbox, name), 'utf8');
      if (raw.includes(`To: ${to}`)) return codeAndLink(plainText(raw)).code;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return null;
}

async function signIn(reader: Reader, dataDir: string): Promise<void> {
  await reader.post('send-otp', '/api/auth/v1/users/send-otp', { email: reader.email });
  const code = await codeFor(dataDir, reader.email);
  if (!code) return;
  await reader.post('login', '/api/auth/v1/login/otp', { email: reader.email, otp: code });
  const answer = await timed('token', '/api/auth/v1/access-token/integrations/1', { headers: reader.headers() });
  reader.token = answer?.headers.get('x-integration-token') ?? '';
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join('.next', 'BUILD_ID'))) throw new Error('no production build: run `npx next build` first');
  const scratch = await createScratchDatabase(adminUrl, 'alokpat_soak');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alokpat-soak-'));
  const prefix = `soak-${path.basename(dataDir)}:`;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const { DATABASE_URL: _db, ...base } = process.env;
  const nodeOptions = [base.NODE_OPTIONS, '--expose-gc'].filter(Boolean).join(' ');
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...base, NODE_OPTIONS: nodeOptions, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: scratch.url, REDIS_URL: redisUrl, REDIS_CACHE_PREFIX: prefix, REDIS_RATE_LIMIT_PREFIX: `${prefix}rl:` },
    stdio: ['ignore', log, log],
  });
  try {
    for (let waited = 0; ; waited++) {
      // Seeding the demo newsroom on a fresh database takes minutes on a busy machine.
      if (waited > 1_800) throw new Error('the server did not start');
      const up = await fetch(`${origin}/api/health`).then((response) => response.ok, () => false);
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const home = await (await fetch(`${origin}/`)).text();
    const links = [...new Set([...home.matchAll(/href="(\/[^"?#]+)"/g)].map((match) => match[1]).filter((href) => !href.startsWith('/_next') && !href.startsWith('/media')))];
    const stories = links.filter((href) => href.split('/').length >= 3).slice(0, 60);
    const sections = links.filter((href) => href.split('/').length === 2).slice(0, 20);
    const pages = ['/', ...sections, ...stories];
    const storyIds = [...home.matchAll(/data-story-id="(\d+)"/g)].map((match) => Number(match[1]));
    console.log(`soak: ${minutes} min, ${concurrency} workers, ${pages.length} pages, server log ${path.join(dataDir, 'server.log')}`);

    // Warm-up: every page and search rendered once, so that growth after it is growth, not first renders.
    const warm = [...pages, ...WORDS.map((word) => `/search?q=${encodeURIComponent(word)}`)];
    await Promise.all(Array.from({ length: 4 }, async () => {
      for (let next = warm.shift(); next; next = warm.shift()) await timed('warm-up', next);
    }));
    const end = Date.now() + minutes * 60_000;
    const warmUntil = Date.now() + Math.min(30_000, minutes * 6_000);
    let baseline: { rss: number; redis: Awaited<ReturnType<typeof redisUsage>>; collected: Collected | null } | null = null;
    const logPath = path.join(dataDir, 'server.log');
    let peakRss = 0;
    const pid = serverPid(server.pid!);
    const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];

    const worker = async (index: number) => {
      const reader = new Reader();
      while (Date.now() < end) {
        const roll = Math.random();
        if (roll < 0.5) await timed('page', pick(pages));
        else if (roll < 0.6) await timed('search', `/search?q=${encodeURIComponent(pick(WORDS))}${Math.random() < 0.3 ? `&page=${1 + Math.floor(Math.random() * 3)}` : ''}`);
        else if (roll < 0.7) await timed('junk', `/${Math.random().toString(36).slice(2)}${Math.random() < 0.5 ? `/${Math.random().toString(36).slice(2)}` : ''}?utm=${index}`);
        else if (roll < 0.78) await signIn(reader, dataDir);
        else if (roll < 0.85) await new Reader().post('wrong-password', '/api/auth/v1/login', { email: `nobody${Math.floor(Math.random() * 50)}@example.com`, password: 'not-the-password-7' });
        else if (roll < 0.93) {
          if (!reader.token) await signIn(reader, dataDir);
          else await reader.post('save', '/api/members/v1/bookmarks/page', { url: pick(stories.length ? stories : pages), metadata: { headline: 'soak' } }, { authorization: `Bearer ${reader.token}` });
        } else {
          if (!reader.token) await signIn(reader, dataDir);
          else await reader.post('comment', '/api/members/v1/comments', { 'story-id': pick(storyIds.length ? storyIds : [1]), body: { ops: [{ insert: 'A soak comment.\n' }] } }, { authorization: `Bearer ${reader.token}` });
        }
      }
    };
    const meter = setInterval(async () => {
      const rss = rssMb(pid);
      peakRss = Math.max(peakRss, rss);
      if (!baseline && Date.now() >= warmUntil) {
        const collected = await collectedMemory(pid, logPath);
        baseline = { rss, redis: await redisUsage(redis, prefix), collected };
        latencies.length = 0;
        console.log(`warm: server ${rss.toFixed(0)} MB; after a forced collection: ${describeCollected(collected)}; Redis ${baseline.redis.keys} keys ${baseline.redis.mb.toFixed(1)} MB`);
      } else {
        console.log(`${new Date().toISOString().slice(11, 19)} requests ${requests}, 5xx ${fiveXx}, server ${rss.toFixed(0)} MB`);
      }
    }, 30_000);
    await Promise.all(Array.from({ length: concurrency }, (_, index) => worker(index)));
    clearInterval(meter);

    const rss = rssMb(pid);
    const collected = await collectedMemory(pid, logPath);
    const usage = await redisUsage(redis, prefix);
    const sorted = [...latencies].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    const start: { rss: number; redis: Awaited<ReturnType<typeof redisUsage>> } = baseline ?? { rss, redis: usage };
    console.log('\n== soak ==');
    console.log(`requests: ${requests} in ${minutes} min (${(requests / (minutes * 60)).toFixed(1)}/s)`);
    console.log(`5xx: ${fiveXx}${failures.length ? ` (${failures.join('; ')})` : ''}`);
    console.log(`latency after warm-up: p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms`);
    console.log(`server memory: ${start.rss.toFixed(0)} MB after warm-up → ${rss.toFixed(0)} MB at the end (${growth(start.rss, rss)}), peak ${peakRss.toFixed(0)} MB`);
    // Assigned in the meter callback, which the compiler does not follow.
    const warmCollected = (baseline as { collected: Collected | null } | null)?.collected ?? null;
    console.log(`after a forced collection: warm ${describeCollected(warmCollected)} → end ${describeCollected(collected)}`);
    if (warmCollected && collected) console.log(`growth after forced collections: resident ${growth(warmCollected.rssMb, collected.rssMb)}, heap used ${growth(warmCollected.heapUsedMb, collected.heapUsedMb)}`);
    console.log(`Redis under ${prefix}: ${start.redis.keys} → ${usage.keys} keys, ${start.redis.mb.toFixed(1)} → ${usage.mb.toFixed(1)} MB; whole Redis used_memory ${start.redis.usedMb.toFixed(0)} → ${usage.usedMb.toFixed(0)} MB`);
    console.log(`by kind and status: ${[...statuses].sort().map(([key, count]) => `${key}: ${count}`).join(', ')}`);
    const serverLog = fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8');
    console.log(`server log: ${serverLog.split('\n').filter(Boolean).length} lines`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
    for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 1000 })) if ((batch as string[]).length) await redis.unlink(...(batch as string[]));
    redis.disconnect();
    await scratch.drop();
    if (!process.env.SOAK_KEEP) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
