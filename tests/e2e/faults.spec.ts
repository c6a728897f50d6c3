/**
 * Each dependency broken for real (docs/operations.md, "What each outage does"), as an
 * operator will see it happen, through the
 * production server (scripts/start.ts from this build). The app instances are this file's
 * own, on a PostgreSQL database created for the run (dropped at the end) reached through a
 * TCP relay the test cuts and restores, and with REDIS_URL pointing at a port where nothing
 * listens. Their log output is kept and checked: no code, token, address or SQL parameter.
 *
 * PostgreSQL: E2E_DATABASE_URL or DATABASE_URL, else postgresql://postgres@127.0.0.1:5432/postgres.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createScratchDatabase, type ScratchDatabase } from '../../lib/db/scratch';
import { codeAndLink, plainText } from '../support/mail-text';
import { smtpRelay } from '../support/smtp';

const BASE = Number(process.env.FAULTS_PORT ?? 3641);
const APP_PORT = BASE;
const RELAY_PORT = BASE + 2;
const REDIS_APP_PORT = BASE + 3;
const DEAD_REDIS_PORT = BASE + 4;
const FLOOD_APP_PORT = BASE + 5;
const MAIL_APP_PORT = BASE + 6;
/** The mail relay's port: nothing listens there until the test starts a real SMTP server on it. */
const SMTP_PORT = BASE + 7;
/** The Redis the flood test fills: REDIS_URL (the e2e harness passes it), else a local one on the default port. */
const LIVE_REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN_URL = process.env.E2E_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

test.describe.configure({ mode: 'serial' });

interface Relay {
  cut(): void;
  restore(): Promise<void>;
  close(): void;
}

/** A TCP relay from RELAY_PORT to the PostgreSQL server: cut() closes it and every connection through it. */
function relayTo(target: URL): Relay {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(RELAY_PORT, '127.0.0.1', resolve);
    });
  const relay = {
    opened: open(),
    cut() {
      server?.close();
      server = null;
      for (const socket of sockets) socket.destroy();
    },
    async restore() {
      await open();
    },
    close() {
      relay.cut();
    },
  };
  return relay;
}

interface App {
  readonly origin: string;
  readonly dataDir: string;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
}

async function startApp(port: number, env: Record<string, string>): Promise<App> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alokpat-faults-'));
  const { DATABASE_URL: _db, REDIS_URL: _redis, SMTP_URL: _smtp, ...base } = process.env;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...base, DATA_DIR: dataDir, PORT: String(port), REDIS_CACHE_PREFIX: `faults-${path.basename(dataDir)}:`, REDIS_RATE_LIMIT_PREFIX: `faults-${path.basename(dataDir)}:rl:`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const origin = `http://localhost:${port}`;
  // Seeding the demo newsroom takes minutes on a busy shared machine.
  const deadline = Date.now() + 900_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited early:\n${output.slice(-2_000)}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the app did not start:\n${output.slice(-2_000)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    origin,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A reader's cookie jar and the accounts API as the site's own scripts call it. */
class Reader {
  readonly cookies = new Map<string, string>();
  constructor(readonly origin: string) {}

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async call(method: string, url: string, body?: unknown): Promise<Response> {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) this.remember(await fetch(`${this.origin}/api/auth/v1/csrf`));
    const response = await fetch(`${this.origin}${url}`, {
      method,
      headers: {
        cookie: this.cookieHeader(),
        origin: this.origin,
        ...(method !== 'GET' ? { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '') } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    this.remember(response);
    return response;
  }
}

/** A GET with a Host header of our choosing (fetch will not set one). */
function getAs(host: string, port: number, address: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: address, headers: { host: `${host}:${port}` } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on('error', reject);
  });
}

/** The sign-in code mailed to `to`, from the app's outbox (no SMTP_URL). */
async function codeFor(app: App, to: string): Promise<string> {
  const outbox = path.join(app.dataDir, 'outbox');
  let code = '';
  await expect
    .poll(() => {
      for (const name of fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : []) {
        const raw = fs.readFileSync(path.join(outbox, name), 'utf8');
        if (raw.includes(`To: ${to}`)) {
          code = codeAndLink(plainText(raw)).code;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return code;
}

let scratch: ScratchDatabase;
let relay: Relay;
let app: App;

test.beforeAll(async () => {
  test.setTimeout(1_200_000);
  scratch = await createScratchDatabase(ADMIN_URL, 'alokpat_faults');
  const target = new URL(scratch.url);
  relay = relayTo(target);
  await (relay as unknown as { opened: Promise<void> }).opened;
  const viaRelay = new URL(scratch.url);
  viaRelay.hostname = '127.0.0.1';
  viaRelay.port = String(RELAY_PORT);
  app = await startApp(APP_PORT, { DATABASE_URL: viaRelay.toString() });
});

test.afterAll(async () => {
  await app?.stop();
  relay?.close();
  await scratch?.drop();
});

test('database unreachable: warmed pages serve, uncached pages get the branded 503, APIs 503 JSON with Retry-After, one redacted log line each; it recovers without a restart', async () => {
  test.setTimeout(180_000);
  const reader = new Reader(app.origin);
  const email = `faults-${Date.now()}@example.com`;
  expect((await reader.call('POST', '/api/auth/v1/users/send-otp', { email })).status).toBe(200);
  const code = await codeFor(app, email);
  expect((await reader.call('POST', '/api/auth/v1/login/otp', { email, otp: code })).status).toBe(200);
  const session = reader.cookies.get('alokpat-session');
  expect(session).toBeTruthy();
  for (let round = 0; round < 2; round++) expect((await fetch(`${app.origin}/`)).status).toBe(200);
  const logBefore = app.output().length;

  relay.cut();

  expect((await fetch(`${app.origin}/api/health`)).status).toBe(503);
  // Warmed: still served.
  const home = await fetch(`${app.origin}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('</html>');

  const failed: string[] = [];
  // Pages never rendered before: the edition's own 503 page, not cached.
  for (const [host, brand] of [
    ['localhost', 'আলোকপাত'],
    ['en.localhost', 'Alokpat'],
  ] as const) {
    for (const address of ['/search?q=river', '/bangladesh/no-such-story-for-the-outage']) {
      const response = await getAs(host, APP_PORT, address);
      expect(response.status, `${host}${address}`).toBe(503);
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('data-component="unavailable"');
      expect(response.body).toContain(brand);
      failed.push(String(response.headers['x-request-id']));
    }
  }

  // APIs: JSON 503 with Retry-After.
  const apis: [string, string, unknown?][] = [
    ['GET', '/api/auth/v1/users/me'],
    ['POST', '/api/auth/v1/users/send-otp', { email }],
    ['POST', '/api/auth/v1/login', { email, password: 'wrong-password-1' }],
    ['GET', '/api/v1/advanced-search?q=river'],
  ];
  for (const [method, url, body] of apis) {
    const response = await reader.call(method, url, body);
    expect(response.status, url).toBe(503);
    expect(response.headers.get('retry-after'), url).toMatch(/^\d+$/);
    expect(response.headers.get('cache-control'), url).toBe('no-store');
    expect((await response.json()).error.code, url).toBe('unavailable');
    failed.push(response.headers.get('x-request-id') ?? '');
  }

  // Logs: one JSON line per failed request, with its id; nothing secret in any line.
  await expect.poll(() => failed.every((id) => app.output().includes(id))).toBe(true);
  const lines = app.output().slice(logBefore).split('\n').filter(Boolean);
  for (const id of failed) {
    const mine = lines.filter((line) => line.includes(id));
    expect(mine, id).toHaveLength(1);
    const entry = JSON.parse(mine[0]);
    expect(entry).toMatchObject({ level: 'error', msg: 'request failed', requestId: id, status: 503, dependency: 'database' });
  }
  for (const line of lines) {
    expect(() => JSON.parse(line), line).not.toThrow();
    expect(line).not.toContain(code);
    expect(line).not.toContain(session as string);
    expect(line).not.toContain(email);
    expect(line).not.toMatch(/params:|select |insert into|wrong-password/i);
  }
  // The whole run never printed the mailed code, the session or the address either.
  expect(app.output()).not.toContain(code);
  expect(app.output()).not.toContain(session as string);

  // The database comes back: the same server recovers by itself.
  await relay.restore();
  await expect.poll(async () => (await fetch(`${app.origin}/api/health`)).status, { timeout: 30_000 }).toBe(200);
  await expect.poll(async () => (await fetch(`${app.origin}/search?q=river`)).status, { timeout: 30_000 }).toBe(200);
  expect((await reader.call('GET', '/api/auth/v1/users/me')).status).toBe(200);
});

/**
 * Makes the stored cards of the story at `address` (a path of the edition) malformed, as a
 * faulty import or hand edit of the database could: an object where a list belongs. Rendering
 * it throws a TypeError, which is no database failure.
 */
async function breakStory(brand: string, lang: string, address: string): Promise<void> {
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  try {
    const result = await client.query(`update stories set cards = '{"broken": true}'::jsonb where brand = $1 and lang = $2 and $3 like '%/' || slug`, [brand, lang, address]);
    expect(result.rowCount, address).toBe(1);
  } finally {
    await client.end();
  }
}

test('a page whose render fails for another reason than the database: the edition\'s own error page, 500, never cached', async ({ page }) => {
  test.setTimeout(120_000);
  for (const [host, brand, lang, title] of [
    ['localhost', 'আলোকপাত', 'bn', 'পাতাটি দেখানো গেল না'],
    ['en.localhost', 'Alokpat', 'en', 'This page could not be shown'],
  ] as const) {
    const search = JSON.parse((await getAs(host, APP_PORT, '/api/v1/advanced-search?type=text&limit=20&fields=url,access')).body);
    const story = search.results.stories.find((candidate: { access: string }) => candidate.access !== 'login');
    // As sent (percent-encoded), and as stored (the slug in Bengali letters).
    const address = new URL(story.url, 'http://localhost').pathname;
    expect((await getAs(host, APP_PORT, '/')).status).toBe(200);
    await breakStory('main', lang, decodeURIComponent(address));

    const response = await getAs(host, APP_PORT, address);
    expect(response.status, `${host}${address}`).toBe(500);
    expect(response.headers['cache-control'], `${host}${address}`).not.toMatch(/public|s-maxage|stale-/);
    expect(response.headers['cache-control'], `${host}${address}`).toMatch(/no-store/);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(`lang="${lang}"`);
    expect(response.body).toContain('data-component="error-page"');
    expect(response.body).toContain(title);
    expect(response.body).toContain(brand);
    // Not the outage page: the database is up.
    expect(response.body).not.toContain('data-component="unavailable"');

    // In a browser: the edition's header, the message, a way to try again and the way home.
    if (host === 'localhost') {
      const answer = await page.goto(`${app.origin}${address}`);
      expect(answer?.status()).toBe(500);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('link', { name: 'আবার চেষ্টা করুন' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'প্রথম পাতা' })).toHaveAttribute('href', '/');
      await expect(page.locator('header').first()).toBeVisible();
    }
  }
});

test('Redis unreachable: a reader still signs in, each call within 1 s', async () => {
  test.setTimeout(240_000);
  const redisApp = await startApp(REDIS_APP_PORT, { DATABASE_URL: scratch.url, REDIS_URL: `redis://127.0.0.1:${DEAD_REDIS_PORT}` });
  try {
    const reader = new Reader(redisApp.origin);
    // The first call of each route compiles nothing in production, but warms its modules: not timed.
    expect((await reader.call('POST', '/api/auth/v1/users/send-otp', { email: `warm-${Date.now()}@example.com` })).status).toBe(200);
    const email = `redis-down-${Date.now()}@example.com`;
    let started = performance.now();
    const sent = await reader.call('POST', '/api/auth/v1/users/send-otp', { email });
    expect(sent.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1_000);
    const code = await codeFor(redisApp, email);
    started = performance.now();
    const signedIn = await reader.call('POST', '/api/auth/v1/login/otp', { email, otp: code });
    expect(signedIn.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect((await reader.call('GET', '/api/auth/v1/users/me')).status).toBe(200);
    // Pages keep serving too (from the bounded in-process cache once rendered).
    expect((await fetch(`${redisApp.origin}/`)).status).toBe(200);
    // Rate limits still hold, counted in the process: a flood of wrong codes is refused.
    let refused = false;
    for (let attempt = 0; attempt < 40 && !refused; attempt++) {
      refused = (await reader.call('POST', '/api/auth/v1/login/otp', { email, otp: '000000' })).status === 429;
    }
    expect(refused).toBe(true);
  } finally {
    await redisApp.stop();
  }
});

/** Keys under `prefix` with their TTL (s) and memory (bytes). */
async function keysUnder(redis: Redis, prefix: string): Promise<{ key: string; ttl: number; bytes: number }[]> {
  const keys: string[] = [];
  for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 500 })) keys.push(...(batch as string[]));
  return Promise.all(keys.map(async (key) => ({ key, ttl: await redis.ttl(key), bytes: Number((await redis.memory('USAGE', key)) ?? 0) })));
}

test('Redis under a junk-URL flood: keys and memory under the run\'s prefix stay bounded, every key has a TTL', async () => {
  test.setTimeout(240_000);
  const redis = new Redis(LIVE_REDIS, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const reachable = await redis.connect().then(
    () => true,
    () => false,
  );
  test.skip(!reachable, `no Redis at ${LIVE_REDIS}`);
  const prefix = `faults-flood-${Date.now()}:`;
  const flooded = await startApp(FLOOD_APP_PORT, { DATABASE_URL: scratch.url, REDIS_URL: LIVE_REDIS, REDIS_CACHE_PREFIX: prefix, REDIS_RATE_LIMIT_PREFIX: `${prefix}rl:` });
  try {
    for (const address of ['/', '/bangladesh', '/search?q=river']) expect((await fetch(`${flooded.origin}${address}`)).status).toBe(200);
    // Junk once first, so that what one junk request legitimately shares with every other (the layout's data) is there already.
    for (let index = 0; index < 5; index++) await fetch(`${flooded.origin}/warm-junk-${index}`);
    const before = await keysUnder(redis, prefix);
    const beforeBytes = before.reduce((sum, entry) => sum + entry.bytes, 0);
    const junk = Array.from({ length: 400 }, (_, index) => [`/junk-${index}`, `/bangladesh/junk-story-${index}`, `/en/junk-${index}`][index % 3]);
    for (let start = 0; start < junk.length; start += 8) {
      const statuses = await Promise.all(junk.slice(start, start + 8).map(async (address) => (await fetch(`${flooded.origin}${address}`)).status));
      for (const status of statuses) expect(status).toBeLessThan(500);
    }
    const after = await keysUnder(redis, prefix);
    const afterBytes = after.reduce((sum, entry) => sum + entry.bytes, 0);
    // 400 junk addresses add no per-address entry: not a not-found render, not an empty lookup.
    expect(after.length - before.length, after.map((entry) => entry.key).filter((key) => !before.some((old) => old.key === key)).slice(0, 10).join('\n')).toBeLessThanOrEqual(5);
    expect(afterBytes - beforeBytes).toBeLessThan(256 * 1024);
    // Every key expires, within a day.
    for (const entry of after) {
      expect(entry.ttl, entry.key).toBeGreaterThan(0);
      expect(entry.ttl, entry.key).toBeLessThanOrEqual(24 * 3600);
    }
  } finally {
    await flooded.stop();
    const left = await keysUnder(redis, prefix);
    if (left.length) await redis.unlink(...left.map((entry) => entry.key));
    redis.disconnect();
  }
});

test('mail relay down, then back: the reader is told the code may be late, is not locked out, and the code arrives once the relay returns', async () => {
  test.setTimeout(240_000);
  // A database of its own: the file's other instance writes mail to its .eml directory, and its
  // outbox worker would deliver this instance's waiting message there (one outbox, one transport).
  const mailDatabase = await createScratchDatabase(ADMIN_URL, 'alokpat_faults_mail');
  const mailApp = await startApp(MAIL_APP_PORT, { DATABASE_URL: mailDatabase.url, SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`, MAIL_RETRY_MAX_SECONDS: '5' });
  const smtp = smtpRelay();
  const { inbox } = smtp;
  try {
    const reader = new Reader(mailApp.origin);
    const email = `relay-down-${Date.now()}@example.com`;
    // More asks than the per-address mail limit allows (5 in 15 minutes): none of them left, so none counts.
    for (let ask = 0; ask < 7; ask++) {
      const answer = await reader.call('POST', '/api/auth/v1/users/send-otp', { email });
      expect(answer.status, `ask ${ask + 1}`).toBe(200);
      const body = await answer.json();
      expect(body.delivery, `ask ${ask + 1}`).toBe('delayed');
      expect(body.notice).toBe('আপনার মেইল পৌঁছাতে দেরি হতে পারে: আমরা পাঠানোর চেষ্টা চালিয়ে যাব।');
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(inbox).toHaveLength(0);

    // The relay comes back: the waiting message leaves the outbox by itself, and its code signs the reader in.
    await smtp.start(SMTP_PORT);
    await expect.poll(() => inbox.filter((message) => message.to === email).length, { timeout: 60_000 }).toBe(1);
    const { code, token } = codeAndLink(inbox[0].text);
    const signedIn = await reader.call('POST', '/api/auth/v1/login/otp', { email, otp: code });
    expect(signedIn.status).toBe(200);
    const session = reader.cookies.get('alokpat-session');
    expect(session).toBeTruthy();

    // With the relay up, the next ask leaves at once, and is still allowed: the seven delayed ones were not counted.
    const again = await reader.call('POST', '/api/auth/v1/users/send-otp', { email });
    expect(again.status).toBe(200);
    expect((await again.json()).delivery).toBeUndefined();
    await expect.poll(() => inbox.filter((message) => message.to === email).length).toBe(2);

    // The instance said what happened, and never what was in the mail.
    const output = mailApp.output();
    expect(output).toContain('mail: the relay did not take a message; it stays in the outbox');
    expect(output).toContain('mail: delivered from the outbox after a delay');
    const later = codeAndLink(inbox[1].text);
    for (const secret of [code, token, later.code, later.token, email, session as string]) expect(output).not.toContain(secret);
  } finally {
    await mailApp.stop();
    await smtp.stop();
    await mailDatabase.drop();
  }
});
