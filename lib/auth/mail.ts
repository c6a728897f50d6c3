/**
 * Outgoing mail: real SMTP through SMTP_URL; without it each message is written as an
 * .eml file to DATA_DIR/outbox/ and one line is logged (DESIGN.md section 5). No HTTP
 * endpoint ever exposes the outbox.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly lang: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: { smtpUrl: string | undefined; from: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html, headers: { 'Content-Language': message.lang } });
      },
    };
  }
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = path.join(options.dataDir, 'outbox');
  return {
    async send(message) {
      const info = await writer.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html, headers: { 'Content-Language': message.lang } });
      await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      // The subject carries the sign-in code: it stays in the file, out of the log.
      console.log(`mail: SMTP_URL is not set; wrote a message to ${file}`);
    },
  };
}
