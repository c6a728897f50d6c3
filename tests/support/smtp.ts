/**
 * A real mail relay for tests (smtp-server, no TLS, no auth) that keeps every message it is
 * given. It listens on a port of its own choosing, or on a fixed one so that a test can stop
 * it and start it again where the app under test expects its relay.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { plainText } from './mail-text';

export interface Delivered {
  readonly to: string;
  readonly raw: string;
  /** The message's text/plain part, decoded. */
  readonly text: string;
}

export interface SmtpRelay {
  readonly inbox: Delivered[];
  /** `smtp://127.0.0.1:{port}` once started. */
  readonly url: string;
  /** Listens on `port` (0, the default the first time: any free port; later: the same port again). */
  start(port?: number): Promise<void>;
  stop(): Promise<void>;
  /** Waits for the next message to `to` not read yet, and takes it from the inbox. */
  next(to: string, timeoutMs?: number): Promise<Delivered>;
}

export function smtpRelay(): SmtpRelay {
  const inbox: Delivered[] = [];
  let server: SMTPServer | null = null;
  let listening = 0;
  return {
    inbox,
    get url() {
      return `smtp://127.0.0.1:${listening}`;
    },
    async start(port = listening) {
      const relay = new SMTPServer({
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
      await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
      listening = (relay.server.address() as AddressInfo).port;
      server = relay;
    },
    async stop() {
      const current = server;
      server = null;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    async next(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const index = inbox.findIndex((message) => message.to === to);
        if (index !== -1) return inbox.splice(index, 1)[0];
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no mail for ${to}`);
    },
  };
}
