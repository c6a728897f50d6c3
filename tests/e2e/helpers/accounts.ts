/**
 * Accounts helpers for end-to-end tests: the app started by scripts/e2e.ts has no
 * SMTP_URL, so it writes each message to E2E_DATA_DIR/outbox/ as an .eml file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { codeAndLink, plainText } from '../../support/mail-text';

export const PASSWORD = 'river7boat';
let serial = 0;

export function freshEmail(label: string): string {
  return `${label}-${Date.now()}-${++serial}@example.com`;
}

/** The newest message to `to` in the outbox, waited for. */
export async function mailTo(to: string, after = 0): Promise<{ text: string; code: string; link: string; token: string }> {
  const outbox = path.join(process.env.E2E_DATA_DIR as string, 'outbox');
  let found: { text: string; code: string; link: string; token: string } | null = null;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith('.eml')).sort() : [];
        for (const name of files.reverse()) {
          const file = path.join(outbox, name);
          if (fs.statSync(file).mtimeMs < after) continue;
          const raw = fs.readFileSync(file, 'utf8');
          if (new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(raw)) {
            const text = plainText(raw);
            found = { text, ...codeAndLink(text) };
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as unknown as { text: string; code: string; link: string; token: string };
}

/** Calls the accounts API from the page's context (its cookies), as the site's own scripts do. */
export async function api(page: Page, origin: string, method: 'GET' | 'POST', call: string, body?: unknown, options: { xsrf?: boolean } = {}) {
  const cookies = await page.context().cookies(origin);
  let xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  if (!xsrf) {
    await page.request.get(`${origin}/api/auth/v1/csrf`);
    xsrf = (await page.context().cookies(origin)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  }
  return page.request.fetch(`${origin}/api/auth/v1/${call}`, {
    method,
    headers: { origin, ...(options.xsrf === false ? {} : { 'x-xsrf-token': xsrf ?? '' }) },
    ...(body === undefined ? {} : { data: body }),
  });
}

/** A verified member signed in in this page's browser context on `origin`. */
export async function signedInMember(page: Page, origin: string, label: string): Promise<string> {
  const email = freshEmail(label);
  const since = Date.now() - 1_000;
  expect((await api(page, origin, 'POST', 'users/sign-up', { name: 'Rina Das', email, password: PASSWORD })).status()).toBe(200);
  const { code } = await mailTo(email, since);
  expect((await api(page, origin, 'POST', 'login/otp', { email, otp: code })).status()).toBe(200);
  return email;
}
