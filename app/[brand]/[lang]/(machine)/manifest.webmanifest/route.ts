import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { webManifest } from '@/lib/seo/installable';
import { textResponse } from '@/lib/seo/respond';

/** GET /manifest.webmanifest: the edition's web app manifest (docs/seo.md). */
export async function GET(_request: Request, { params }: { params: Promise<EditionParams> }): Promise<Response> {
  const { brand, lang } = await editionFromParams(params);
  return textResponse(JSON.stringify(webManifest(brand, lang)), 'application/manifest+json; charset=utf-8', 'public, max-age=3600, s-maxage=86400');
}
