import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { adsTxtLines } from '@/lib/config/ads-txt';
import { adsTxt } from '@/lib/seo/ads-txt';
import { textResponse } from '@/lib/seo/respond';

/** GET /ads.txt: the host's authorised ad sellers from ADS_TXT; empty but valid when none is configured (docs/seo.md). */
export async function GET(_request: Request, { params }: { params: Promise<EditionParams> }): Promise<Response> {
  const { brand } = await editionFromParams(params);
  return textResponse(adsTxt(adsTxtLines(brand.key)), 'text/plain; charset=utf-8', 'public, max-age=3600, s-maxage=86400');
}
