import type { APIRequestContext } from '@playwright/test';
import { BRANDS, EDITIONS, type Lang } from '../../../lib/brands/brands';

export const PORT = Number(process.env.E2E_PORT ?? 3100);

export interface EditionCase {
  readonly host: string;
  readonly origin: string;
  readonly brand: (typeof BRANDS)[number];
  readonly lang: Lang;
}

/** The eight host/edition pairs of the README's local host map. */
export const EDITION_CASES: EditionCase[] = EDITIONS.map(({ brand: key, lang }) => {
  const brand = BRANDS.find((b) => b.key === key)!;
  const host = brand.domainSlug ? `${brand.domainSlug}.localhost` : lang === 'en' ? 'en.localhost' : 'localhost';
  return { host, origin: `http://${host}:${PORT}`, brand, lang };
});

/**
 * GET through Playwright's API client on loopback with the given URL's Host header: the
 * browser resolves *.localhost by itself, Node's resolver does not.
 */
export function get(request: APIRequestContext, url: string, options: { maxRedirects?: number; headers?: Record<string, string> } = {}) {
  const target = new URL(url);
  const host = target.host;
  target.hostname = '127.0.0.1';
  return request.get(target.toString(), { ...options, headers: { ...options.headers, host } });
}
