/**
 * Helpers for the accounts integration tests: a browser-like client (cookie jar, Origin,
 * the XSRF header) that calls the route files under app/api/auth/v1/ (tests/support/api-routes.ts), and a real SMTP server in-process
 * whose delivered messages the tests read the code and link from.
 */
export { codeAndLink } from '../support/mail-text';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { smtpRelay, type SmtpRelay } from '../support/smtp';
import { callRoute } from '../support/api-routes';
import type { AuthDeps } from '@/lib/auth/context';
import { LIMITS } from '@/lib/auth/limits';
import { createMailer } from '@/lib/auth/mail';
import { resolveHost, type HostMap } from '@/lib/brands/resolve-host';
import { databaseCounters } from '@/lib/http/rate-limit';
import { localMediaStore } from '@/lib/media/store';
import type { DatabaseTarget, TestDatabase } from './databases';

export type { Delivered } from '../support/smtp';

/** A relay on a free port, started. */
export async function startSmtp(): Promise<SmtpRelay> {
  const relay = smtpRelay();
  await relay.start(0);
  return relay;
}

/** The real limits, but one address may ask for many codes and tries: these tests sign many readers up from few addresses. */
export const ROOMY_LIMITS: AuthDeps['limits'] = { ...LIMITS, secretPerIp: { max: 1_000, windowSeconds: 900 }, mailPerIp: { max: 1_000, windowSeconds: 900 } };

/** What the account calls of one test file run on: a fresh database, a real SMTP server and a media folder. */
export interface AccountsWorld {
  readonly database: TestDatabase;
  readonly smtp: SmtpRelay;
  readonly dataDir: string;
  readonly deps: AuthDeps;
  /** Stops the SMTP server, drops the database and removes the folder. */
  stop(): Promise<void>;
}

export async function startAccountsWorld(
  target: DatabaseTarget,
  options: { name: string; hosts: HostMap; limits?: AuthDeps['limits']; secureCookies?: boolean; integrationSecret?: string },
): Promise<AccountsWorld> {
  const database = await target.create();
  const smtp = await startSmtp();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `alokpat-${options.name}-`));
  const mailer = createMailer({ smtpUrl: smtp.url, from: 'Alokpat <no-reply@alokpat.test>', dataDir });
  const deps: AuthDeps = {
    db: () => database.db,
    mailer: () => mailer,
    counters: () => databaseCounters(() => database.db),
    limits: options.limits ?? LIMITS,
    hosts: options.hosts,
    secureCookies: options.secureCookies ?? true,
    media: () => localMediaStore(dataDir),
    integrationSecret: options.integrationSecret ?? 'integration-test-secret',
  };
  return {
    database,
    smtp,
    dataDir,
    deps,
    stop: async () => {
      await smtp.stop();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly setCookies: string[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read as the untyped JSON a browser sees
  readonly body: any;
}

/** One browser: its cookies, its host, and whether it plays by the CSRF rules. */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly deps: AuthDeps,
    readonly host = 'localhost:3000',
    readonly ip = '203.0.113.7',
  ) {}

  async call(method: string, path: string, body?: unknown, options: { headers?: Record<string, string>; xsrf?: boolean; raw?: Uint8Array } = {}): Promise<Answer> {
    if (options.xsrf !== false && !this.cookies.has('XSRF-TOKEN') && method !== 'GET') await this.call('GET', 'csrf');
    // A page of this host sends its host-map origin (https on a production host), as a browser does.
    const origin = resolveHost(this.host, this.deps.hosts)?.origin ?? `http://${this.host}`;
    const headers: Record<string, string> = { host: this.host, 'x-forwarded-for': this.ip, origin };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
    if (options.xsrf !== false && this.cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') as string;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const [pathname, search = ''] = path.split('?');
    const request = new Request(`http://${this.host}/api/auth/v1/${pathname}${search ? `?${search}` : ''}`, {
      method,
      // An empty value in options.headers leaves that header out (a call with no Origin).
      headers: Object.entries({ ...headers, ...options.headers }).filter(([, value]) => value !== ''),
      body: options.raw ? new Blob([new Uint8Array(options.raw)]) : body === undefined ? undefined : JSON.stringify(body),
    });
    const response = await callRoute(request, this.deps);
    const setCookies = response.headers.getSetCookie();
    for (const cookie of setCookies) {
      const [pair] = cookie.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), decodeURIComponent(pair.slice(pair.indexOf('=') + 1))];
      if (/Max-Age=0\b/.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    return { status: response.status, headers: response.headers, setCookies, body: text ? JSON.parse(text) : null };
  }
}
