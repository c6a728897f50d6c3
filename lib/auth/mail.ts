/**
 * Outgoing mail. Every message is first written to the durable outbox in the database
 * (`mail_outbox`), then handed to the transport: real SMTP through SMTP_URL, or, without it,
 * an .eml file in DATA_DIR/outbox/ (docs/decisions/0008-mail-outbox.md). A transport that
 * fails (the relay is down) leaves the message in the outbox, and the worker of this process
 * tries it again with backoff (5 s, doubling, at most MAIL_RETRY_MAX_SECONDS apart, default
 * 10 minutes) until the relay takes it or a day has passed. No HTTP endpoint ever exposes the outbox, and no log line
 * carries an address, a subject or a body (the subject carries the sign-in code).
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { describeError, log } from '../log/logger';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly lang: string;
  /** What it is for (login, reset): an undelivered older message of the same kind to the same address is replaced. */
  readonly kind?: string;
}

/** Whether the message left at once, or waits in the outbox for the relay to come back. */
export interface MailOutcome {
  readonly delivered: boolean;
}

export interface Mailer {
  send(message: MailMessage): Promise<MailOutcome | void>;
}

/** Hands one message to the relay (or the .eml directory); throws when it cannot. */
export type Transport = (message: MailMessage) => Promise<void>;

export function createTransport(options: { smtpUrl: string | undefined; from: string; dataDir: string }): Transport {
  if (options.smtpUrl) {
    // A relay that does not answer is given up on in seconds, not nodemailer's two minutes: the outbox retries.
    const transport = nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 });
    return async (message) => {
      await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html, headers: { 'Content-Language': message.lang } });
    };
  }
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = path.join(options.dataDir, 'outbox');
  return async (message) => {
    const info = await writer.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html, headers: { 'Content-Language': message.lang } });
    await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    await fs.writeFile(path.join(outbox, name), info.message as Buffer, { mode: 0o600 });
    // The subject carries the sign-in code and the file names the reader: neither is logged.
    log('info', 'mail: SMTP_URL is not set; wrote a message to the outbox directory', { file: name });
  };
}

/** Seconds before attempt number `attempts` + 1: 5, 10, 20 … at most `max` (MAIL_RETRY_MAX_SECONDS, default 600). */
export function retryDelaySeconds(attempts: number, max = 600): number {
  return Math.min(max, 5 * 2 ** Math.max(0, attempts - 1));
}

/** A message is given up after this long in the outbox (its code or link has long expired). */
const GIVE_UP_HOURS = 24;
/** How long the request waits for the first attempt before telling the reader the mail may be late. */
const FIRST_ATTEMPT_WAIT_MS = 3_000;
const WORKER_INTERVAL_MS = 5_000;

/**
 * The outbox mailer: `send` stores the message, tries it once, and answers whether it left
 * (within FIRST_ATTEMPT_WAIT_MS; a slower attempt carries on, and counts as delayed).
 * `start()` runs the retry worker (unref'd timer); `deliverDue()` is one round of it.
 */
export function createOutboxMailer(options: { db: () => Database; transport: Transport; firstAttemptWaitMs?: number; retryMaxSeconds?: number }): Mailer & { deliverDue(): Promise<number>; start(): void; stop(): void } {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function attempt(id: number, message: MailMessage, attempts: number): Promise<boolean> {
    try {
      await options.transport(message);
      await options.db().update(mailOutbox).set({ sentAt: new Date(), attempts: attempts + 1, lastError: null }).where(eq(mailOutbox.id, id));
      if (attempts > 0) log('info', 'mail: delivered from the outbox after a delay', { outboxId: id, attempts: attempts + 1 });
      return true;
    } catch (error) {
      const lastError = describeError(error);
      const delay = retryDelaySeconds(attempts + 1, options.retryMaxSeconds);
      await options
        .db()
        .update(mailOutbox)
        .set({ attempts: attempts + 1, lastError, nextAttemptAt: sql`now() + make_interval(secs => ${delay})` })
        .where(eq(mailOutbox.id, id))
        .catch(() => undefined);
      log('warn', 'mail: the relay did not take a message; it stays in the outbox', { outboxId: id, attempts: attempts + 1, retryInSeconds: delay, error: lastError });
      return false;
    }
  }

  /** Claims due messages (moving their next attempt a minute on, so another instance skips them) and tries each. */
  async function deliverDue(): Promise<number> {
    const db = options.db();
    await db.delete(mailOutbox).where(sql`(sent_at is not null and sent_at < now() - interval '1 day') or created_at < now() - make_interval(hours => ${GIVE_UP_HOURS})`);
    const due = await db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + interval '1 minute'` })
      .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`now()`), sql`${mailOutbox.id} in (select id from mail_outbox where sent_at is null and next_attempt_at <= now() order by next_attempt_at limit 20 for update skip locked)`))
      .returning();
    let delivered = 0;
    for (const row of due) {
      if (await attempt(row.id, { to: row.recipient, kind: row.kind, ...row.message }, row.attempts)) delivered += 1;
    }
    return delivered;
  }

  return {
    async send(message) {
      const kind = message.kind ?? 'mail';
      const content = { subject: message.subject, text: message.text, html: message.html, lang: message.lang };
      // One undelivered message per address and kind: the newer replaces the older (its code is the one that works).
      const [row] = await options
        .db()
        .insert(mailOutbox)
        .values({ recipient: message.to, kind, message: content, nextAttemptAt: sql`now() + interval '1 minute'` })
        .onConflictDoUpdate({ target: [mailOutbox.recipient, mailOutbox.kind], targetWhere: sql`sent_at is null`, set: { message: content, nextAttemptAt: sql`now() + interval '1 minute'` } })
        .returning({ id: mailOutbox.id, attempts: mailOutbox.attempts });
      const first = attempt(row.id, message, row.attempts);
      const waited = await Promise.race([first, new Promise<'slow'>((resolve) => setTimeout(() => resolve('slow'), options.firstAttemptWaitMs ?? FIRST_ATTEMPT_WAIT_MS).unref())]);
      return { delivered: waited === true };
    },
    deliverDue,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = deliverDue()
          .catch((error: unknown) => {
            log('warn', 'mail: the outbox could not be read', { error: describeError(error) });
            return 0;
          })
          .finally(() => {
            running = null;
          });
      }, WORKER_INTERVAL_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

/**
 * The site's mailer: the outbox (in `db`) in front of SMTP_URL's relay or the .eml directory.
 * Without `db` (tests of the transport alone), messages go straight to the transport.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; dataDir: string; db?: () => Database; retryMaxSeconds?: number }): Mailer {
  const transport = createTransport(options);
  if (!options.db) return { send: async (message) => transport(message) };
  const mailer = createOutboxMailer({ db: options.db, transport, retryMaxSeconds: options.retryMaxSeconds });
  mailer.start();
  return mailer;
}
