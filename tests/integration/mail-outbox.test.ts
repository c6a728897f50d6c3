/**
 * Mail relay down (docs/decisions/0008-mail-outbox.md): a real SMTP server (smtp-server) is
 * stopped, a reader asks for a sign-in code, then the server comes back on the same port.
 * The message waits in the durable outbox and arrives once the relay is back; the reader was
 * told it may be late; the mails that never left did not count against the reader's limit.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { smtpRelay, type SmtpRelay } from '../support/smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthDeps } from '@/lib/auth/context';
import { createOutboxMailer, createTransport, retryDelaySeconds } from '@/lib/auth/mail';
import { LIMITS } from '@/lib/auth/limits';
import { databaseCounters } from '@/lib/http/rate-limit';
import { parseSiteHosts } from '@/lib/config/hosts';
import { mailOutbox } from '@/lib/db/schema';
import { localMediaStore } from '@/lib/media/store';
import { Browser, codeAndLink } from './accounts-client';
import { DATABASE_TARGETS, type TestDatabase } from './databases';

const HOSTS = parseSiteHosts('www.alokpat.test=main:bn');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe.each(DATABASE_TARGETS)('mail while the relay is down, on $name', (target) => {
  let database: TestDatabase;
  let smtp: SmtpRelay | undefined;
  let dataDir: string;
  let mailer: ReturnType<typeof createOutboxMailer> | undefined;
  let deps: AuthDeps;

  beforeAll(async () => {
    database = await target.create();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alokpat-outbox-'));
  });

  afterAll(async () => {
    mailer?.stop();
    await smtp?.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the message, tells the reader it may be late, does not count it, and delivers it when the relay is back', async () => {
    const port = await freePort();
    const relayServer = smtpRelay();
    smtp = relayServer;
    const outbox = createOutboxMailer({ db: () => database.db, transport: createTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Alokpat <no-reply@alokpat.test>', dataDir }) });
    mailer = outbox;
    deps = {
      db: () => database.db,
      mailer: () => outbox,
      counters: () => databaseCounters(() => database.db),
      limits: LIMITS,
      hosts: HOSTS,
      secureCookies: true,
      media: () => localMediaStore(dataDir),
      integrationSecret: 'integration-test-secret',
    };
    const reader = new Browser(deps, 'www.alokpat.test', '198.51.100.16');
    const email = `late-${Date.now()}@example.com`;

    // The relay is down: more asks than the per-(account, address) mail limit allows.
    for (let ask = 0; ask < LIMITS.mailPerAccountIp.max + 2; ask++) {
      const answer = await reader.call('POST', 'users/send-otp', { email });
      expect(answer.status, `ask ${ask + 1}`).toBe(200);
      expect(answer.body.delivery).toBe('delayed');
      expect(answer.body.notice).toMatch(/দেরি/);
    }
    expect(relayServer.inbox).toHaveLength(0);
    // One message waits (the newest replaced the older ones), with its failures counted.
    const waiting = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(waiting).toHaveLength(1);
    expect(waiting[0].sentAt).toBeNull();
    expect(waiting[0].attempts).toBeGreaterThanOrEqual(1);
    expect(waiting[0].lastError).not.toContain(email);

    // The relay comes back; the retry falls due (the backoff's wait is stood in for by moving it).
    await relayServer.start(port);
    await database.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(mailOutbox.recipient, email));
    expect(await outbox.deliverDue()).toBe(1);
    expect(relayServer.inbox.map((message) => message.to)).toEqual([email]);
    const { code } = codeAndLink(relayServer.inbox[0].text);
    expect((await reader.call('POST', 'login/otp', { email, otp: code })).status).toBe(200);
    const [sent] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(sent.sentAt).not.toBeNull();

    // With the relay up, a new ask is delivered at once and not called late.
    const another = `prompt-${Date.now()}@example.com`;
    const answer = await new Browser(deps, 'www.alokpat.test', '198.51.100.17').call('POST', 'users/send-otp', { email: another });
    expect(answer.status).toBe(200);
    expect(answer.body.delivery).toBeUndefined();
    expect(relayServer.inbox.map((message) => message.to)).toContain(another);
  });

  it('backs off: 5 s, doubling, at most 10 minutes (or MAIL_RETRY_MAX_SECONDS)', () => {
    expect([1, 2, 3, 4, 8, 20].map((attempts) => retryDelaySeconds(attempts))).toEqual([5, 10, 20, 40, 600, 600]);
    expect([1, 2, 3, 8].map((attempts) => retryDelaySeconds(attempts, 15))).toEqual([5, 10, 15, 15]);
  });
});
