import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { homeFeed, RSS_TYPE } from '@/lib/seo/feeds';
import { textResponse, unavailable } from '@/lib/seo/respond';

/** GET /feed.xml: the edition's latest stories as RSS 2.0 (docs/seo.md). */
export async function GET(_request: Request, { params }: { params: Promise<EditionParams> }): Promise<Response> {
  const { brand, lang } = await editionFromParams(params);
  try {
    return textResponse(await homeFeed(brand.key, lang), `${RSS_TYPE}; charset=utf-8`);
  } catch (error) {
    return unavailable(error);
  }
}
