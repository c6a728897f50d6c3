import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { RATIO_SIZES } from '@/lib/seo/og';
import { drawCard, drawnOnce } from '@/lib/seo/og-image';
import { textResponse, unavailable } from '@/lib/seo/respond';

/** GET /og/site.png: the picture pages without one of their own are shared with (docs/seo.md). */
export async function GET(_request: Request, { params }: { params: Promise<EditionParams> }): Promise<Response> {
  const { brand, lang } = await editionFromParams(params);
  const { width, height } = RATIO_SIZES.og;
  try {
    const image = await drawnOnce(`site:${brand.key}:${lang}`, () => drawCard(brand, lang, brand.tagline[lang], width, height));
    return textResponse(new Uint8Array(image), 'image/png', 'public, max-age=86400, s-maxage=86400');
  } catch (error) {
    return unavailable(error);
  }
}
