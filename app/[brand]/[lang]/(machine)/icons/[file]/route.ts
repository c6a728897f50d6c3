import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { brandInitial, iconSvg, PNG_ICONS, type PngIcon } from '@/lib/seo/installable';
import { drawIcon, drawnOnce } from '@/lib/seo/og-image';
import { missing, textResponse, unavailable } from '@/lib/seo/respond';

const ICON_CACHE = 'public, max-age=86400, s-maxage=604800';

/** GET /icons/{icon.svg|icon-192.png|icon-512.png|maskable-512.png|apple-touch-icon.png|favicon-32.png}: the brand's icons (docs/seo.md). */
export async function GET(_request: Request, { params }: { params: Promise<EditionParams & { file: string }> }): Promise<Response> {
  const { brand, lang } = await editionFromParams(params);
  const { file } = await params;
  if (file === 'icon.svg') return textResponse(iconSvg(brand, lang), 'image/svg+xml; charset=utf-8', ICON_CACHE);
  if (!Object.hasOwn(PNG_ICONS, file)) return missing();
  const { size, maskable } = PNG_ICONS[file as PngIcon];
  try {
    const image = await drawnOnce(`icon:${brand.key}:${lang}:${file}`, () => drawIcon(brand, brandInitial(brand, lang), size, maskable));
    return textResponse(new Uint8Array(image), 'image/png', ICON_CACHE);
  } catch (error) {
    return unavailable(error);
  }
}
