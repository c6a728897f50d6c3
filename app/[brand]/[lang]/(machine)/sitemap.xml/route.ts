import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { unavailable, xmlResponse } from '@/lib/seo/respond';
import { sitemapIndex } from '@/lib/seo/sitemaps';

/** GET /sitemap.xml: the host's sitemap index (docs/seo.md). */
export async function GET(_request: Request, { params }: { params: Promise<EditionParams> }): Promise<Response> {
  const { brand, lang } = await editionFromParams(params);
  try {
    return xmlResponse(await sitemapIndex(brand.key, lang));
  } catch (error) {
    return unavailable(error);
  }
}
