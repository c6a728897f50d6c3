import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { missing, unavailable, xmlResponse } from '@/lib/seo/respond';
import { listingSitemap, NEWS_FILE, newsSitemap, storySitemap } from '@/lib/seo/sitemaps';

/** GET /sitemaps/{file}: one story, listing or news sitemap of the host (docs/seo.md). */
export async function GET(_request: Request, { params }: { params: Promise<EditionParams & { file: string }> }): Promise<Response> {
  const { brand, lang } = await editionFromParams(params);
  const { file } = await params;
  try {
    const xml = file === NEWS_FILE ? await newsSitemap(brand.key, lang) : file.startsWith('stories-') ? await storySitemap(brand.key, lang, file) : await listingSitemap(brand.key, lang, file);
    return xml === null ? missing() : xmlResponse(xml);
  } catch (error) {
    return unavailable(error);
  }
}
