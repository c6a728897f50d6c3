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

/** The text of the newest message to `to` in the outbox, waited for. */
export async function mailTextTo(to: string, after = 0): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR as string, 'outbox');
  let found: string | null = null;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith('.eml')).sort() : [];
        for (const name of files.reverse()) {
          const file = path.join(outbox, name);
          if (fs.statSync(file).mtimeMs < after) continue;
          const raw = fs.readFileSync(file, 'utf8');
          if (new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(raw)) {
            found = plainText(raw);
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as unknown as string;
}

/** The newest sign-in or reset message to `to`: its text, code and link. */
export async function mailTo(to: string, after = 0): Promise<{ text: string; code: string; link: string; token: string }> {
  const text = await mailTextTo(to, after);
  return { text, ...codeAndLink(text) };
}

export interface ApiAnswer {
  readonly status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's JSON as a client reads it
  readonly body: any;
  readonly headers: Record<string, string>;
}

/**
 * Calls `url` with fetch inside the page, as the site's own scripts do (Node cannot resolve
 * *.localhost; the browser can). The page first goes to `origin` if it is elsewhere.
 */
export async function browserFetch(page: Page, origin: string, url: string, init: { method?: string; body?: unknown; xsrf?: boolean } = {}): Promise<ApiAnswer> {
  if (!page.url().startsWith(origin)) await page.goto(`${origin}/api/auth/v1/csrf`);
  return page.evaluate(
    async ({ url, method, body, xsrf }) => {
      if (xsrf && !document.cookie.includes('XSRF-TOKEN=')) await fetch('/api/auth/v1/csrf');
      const token = document.cookie.split('; ').find((entry) => entry.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
      const headers: Record<string, string> = xsrf ? { 'x-xsrf-token': decodeURIComponent(token) } : {};
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
      return { status: response.status, body: parsed, headers: Object.fromEntries(response.headers.entries()) };
    },
    { url, method: init.method ?? 'GET', body: init.body, xsrf: init.xsrf !== false },
  );
}

/** An accounts API call from the page, with the XSRF header unless told otherwise. */
export function api(page: Page, origin: string, method: 'GET' | 'POST', call: string, body?: unknown, options: { xsrf?: boolean } = {}): Promise<ApiAnswer> {
  return browserFetch(page, origin, `/api/auth/v1/${call}`, { method, body, xsrf: options.xsrf });
}

/** A verified member signed in in this page's browser context on `origin`. */
export async function signedInMember(page: Page, origin: string, label: string): Promise<string> {
  const email = freshEmail(label);
  const since = Date.now();
  expect((await api(page, origin, 'POST', 'users/sign-up', { name: 'Rina Das', email, password: PASSWORD })).status).toBe(200);
  const { code } = await mailTo(email, since);
  expect((await api(page, origin, 'POST', 'login/otp', { email, otp: code })).status).toBe(200);
  return email;
}
