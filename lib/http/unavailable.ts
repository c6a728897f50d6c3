/**
 * The answers to a request that failed, written here from the brand table alone (a failed
 * page cannot ask the database for anything); lib/http/boundary.ts applies them.
 *
 * - A dependency it needed (the database) could not be reached: 503 with Retry-After and
 *   no-store, so no cache keeps it and clients know when to come back. APIs get JSON; pages
 *   get the edition's own short outage page. lib/db/health.ts decides.
 * - A page failed to render for any other reason (Next could not even render its shell, so
 *   it would send a bare, unbranded document): 500, no-store, the edition's own error page
 *   with the words of app/[brand]/[lang]/error.tsx, which client navigations still show.
 */
import { getBrand, MAIN_BRAND, type Lang } from '../brands/brands';
import type { HostEntry } from '../brands/resolve-host';
import { MESSAGES } from '../i18n/messages';
import { RETRY_AFTER_SECONDS } from '../db/health';
import ERROR_PAGE_WORDS from '../../messages/error-page.json';

export interface UnavailableAnswer {
  readonly status: 503 | 500;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What a notice page says: a heading, a sentence, and the two ways on. */
interface NoticeWords {
  readonly title: string;
  readonly body: string;
  readonly retry: string;
  readonly home: string;
}

/** The edition's short notice page: its name and colour, the words, "try again" (a reload) and the way home. */
function noticePage(brandKey: string | undefined, lang: Lang, text: NoticeWords, component: string): string {
  const brand = brandKey ? getBrand(brandKey as Parameters<typeof getBrand>[0]) : MAIN_BRAND;
  const name = brand.name[lang];
  const accent = brand.theme.accent;
  return `<!doctype html><html lang="${lang}" data-brand="${escape(brand.key)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(text.title)} | ${escape(name)}</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:0 auto;padding:0 1rem;line-height:1.7}header{border-bottom:0.25rem solid ${escape(accent)};padding:1rem 0}header a{font-weight:700;font-size:1.5rem;text-decoration:none;color:inherit}main{padding:2rem 0}a.button{display:inline-block;padding:0.5rem 1rem;background:${escape(accent)};color:Canvas;text-decoration:none;border-radius:0.25rem}</style></head><body><header><a href="/">${escape(name)}</a></header><main data-component="${component}"><h1>${escape(text.title)}</h1><p>${escape(text.body)}</p><p><a class="button" href="">${escape(text.retry)}</a> <a href="/">${escape(text.home)}</a></p></main></body></html>`;
}

export function unavailablePage(brandKey: string | undefined, lang: Lang): string {
  return noticePage(brandKey, lang, MESSAGES[lang].unavailable, 'unavailable');
}

/** The 500 page of `edition` for a page whose render failed for another reason than an outage. */
export function failedPageAnswer(edition: Pick<HostEntry, 'brand' | 'lang'> | null): UnavailableAnswer {
  const lang = edition?.lang ?? MAIN_BRAND.defaultLang;
  return {
    status: 500,
    headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/html; charset=utf-8' },
    body: noticePage(edition?.brand, lang, ERROR_PAGE_WORDS[lang], 'error-page'),
  };
}

/** The 503 for `path`: JSON under /api/, else the page of `edition` (the boundary resolved it from the host map). */
export function unavailableAnswer(path: string, edition: Pick<HostEntry, 'brand' | 'lang'> | null): UnavailableAnswer {
  const common = { 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) };
  if (path.startsWith('/api/') || path.endsWith('.json')) {
    return {
      status: 503,
      headers: { ...common, 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ error: { code: 'unavailable', message: 'The service is briefly unavailable; try again later.', retryAfter: RETRY_AFTER_SECONDS } }),
    };
  }
  return { status: 503, headers: { ...common, 'Content-Type': 'text/html; charset=utf-8' }, body: unavailablePage(edition?.brand, edition?.lang ?? MAIN_BRAND.defaultLang) };
}
