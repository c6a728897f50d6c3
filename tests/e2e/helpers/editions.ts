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
