import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { FEED_KINDS, feedSlug, listingFeed, RSS_TYPE, type FeedKind } from '@/lib/seo/feeds';
import { missing, textResponse, unavailable } from '@/lib/seo/respond';

/** GET /feeds/{section|topic|author}/{slug}.xml: a listing's latest stories as RSS 2.0 (docs/seo.md). */
export async function GET(_request: Request, { params }: { params: Promise<EditionParams & { kind: string; file: string }> }): Promise<Response> {
  const { brand, lang } = await editionFromParams(params);
  const { kind, file } = await params;
  const slug = feedSlug(file);
  if (!slug || !(FEED_KINDS as readonly string[]).includes(kind)) return missing();
  try {
    const xml = await listingFeed(brand.key, lang, kind as FeedKind, slug);
    return xml === null ? missing() : textResponse(xml, `${RSS_TYPE}; charset=utf-8`);
  } catch (error) {
    return unavailable(error);
  }
}
