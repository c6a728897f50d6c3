import { notFound } from 'next/navigation';
import { brandServesLang, getBrand, isBrandKey, type Brand, type Lang } from './brands';

export interface EditionParams {
  brand: string;
  lang: string;
}

export interface ResolvedEdition {
  readonly brand: Brand;
  readonly lang: Lang;
}

/** The edition a rewritten path names; anything else is a 404 (only reachable by bypassing the proxy). */
export async function editionFromParams(params: Promise<EditionParams>): Promise<ResolvedEdition> {
  const { brand: brandKey, lang } = await params;
  if (!isBrandKey(brandKey)) notFound();
  const brand = getBrand(brandKey);
  if (!brandServesLang(brand, lang)) notFound();
  return { brand, lang };
}
