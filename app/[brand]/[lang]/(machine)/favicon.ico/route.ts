import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { brandInitial, icoFromPng, PNG_ICONS } from '@/lib/seo/installable';
import { drawIcon, drawnOnce } from '@/lib/seo/og-image';
import { textResponse, unavailable } from '@/lib/seo/respond';

/** GET /favicon.ico: the brand's 32 px icon in an ICO file (docs/seo.md). */
export async function GET(_request: Request, { params }: { params: Promise<EditionParams> }): Promise<Response> {
  const { brand, lang } = await editionFromParams(params);
  const { size } = PNG_ICONS['favicon-32.png'];
  try {
    const png = await drawnOnce(`icon:${brand.key}:${lang}:favicon-32.png`, () => drawIcon(brand, brandInitial(brand, lang), size, false));
    return textResponse(icoFromPng(png, size), 'image/x-icon', 'public, max-age=86400, s-maxage=604800');
  } catch (error) {
    return unavailable(error);
  }
}
