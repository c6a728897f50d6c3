import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { textResponse } from '@/lib/seo/respond';
import { editionSite } from '@/lib/seo/site';
import { SITEMAP_INDEX_PATH } from '@/lib/seo/sitemaps';
import { robotsTxt } from '@/lib/seo/xml';

/** GET /robots.txt of a host: its disallowed paths and its sitemap index (docs/seo.md). */
export async function GET(_request: Request, { params }: { params: Promise<EditionParams> }): Promise<Response> {
  const { brand, lang } = await editionFromParams(params);
  return textResponse(robotsTxt(editionSite(brand.key, lang).url(SITEMAP_INDEX_PATH)), 'text/plain; charset=utf-8');
}
