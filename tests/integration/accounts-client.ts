/**
 * Helpers for the accounts integration tests: a browser-like client (cookie jar, Origin,
 * the XSRF header) that calls the route files under app/api/auth/v1/ (tests/support/api-routes.ts), and a real SMTP server in-process
 * whose delivered messages the tests read the code and link from.
 */
export { codeAndLink } from '../support/mail-text';
import { smtpRelay, type SmtpRelay } from '../support/smtp';
import { callRoute } from '../support/api-routes';
import type { AuthDeps } from '@/lib/auth/context';

export type { Delivered } from '../support/smtp';

/** A relay on a free port, started. */
export async function startSmtp(): Promise<SmtpRelay> {
  const relay = smtpRelay();
  await relay.start(0);
  return relay;
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
    const headers: Record<string, string> = { host: this.host, 'x-forwarded-for': this.ip, origin: `http://${this.host}` };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
    if (options.xsrf !== false && this.cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') as string;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const [pathname, search = ''] = path.split('?');
    const request = new Request(`http://${this.host}/api/auth/v1/${pathname}${search ? `?${search}` : ''}`, {
      method,
      headers: { ...headers, ...options.headers },
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
