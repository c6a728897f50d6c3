/**
 * Helpers for the accounts integration tests: a browser-like client (cookie jar, Origin,
 * the XSRF header) that calls handleAuth directly, and a real SMTP server in-process
 * whose delivered messages the tests read the code and link from.
 */
export { codeAndLink } from '../support/mail-text';
import { SMTPServer } from 'smtp-server';
import { plainText } from '../support/mail-text';
import type { AddressInfo } from 'node:net';
import { handleAuth } from '@/lib/auth/http';
import type { AuthDeps } from '@/lib/auth/context';

export interface Delivered {
  readonly to: string;
  readonly raw: string;
  readonly text: string;
}

export async function startSmtp(): Promise<{ url: string; inbox: Delivered[]; next(to: string): Promise<Delivered>; stop(): Promise<void> }> {
  const inbox: Delivered[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        inbox.push({ to: session.envelope.rcptTo.map((entry) => entry.address).join(','), raw, text: plainText(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** Waits for the next message to `to` that was not read yet. */
    async next(to) {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const index = inbox.findIndex((message) => message.to === to);
        if (index !== -1) return inbox.splice(index, 1)[0];
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no mail for ${to}`);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
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
    const response = await handleAuth(request, pathname.split('/'), this.deps);
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
