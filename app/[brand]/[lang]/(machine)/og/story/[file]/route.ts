import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { getStoryById, getStoryBySlug } from '@/lib/content';
import { decodeSlug } from '@/lib/content/slug';
import { parseStoryImageFile, RATIO_SIZES } from '@/lib/seo/og';
import { cropHero, drawCard, toJpeg } from '@/lib/seo/og-image';
import { missing, textResponse, unavailable } from '@/lib/seo/respond';

/** GET /og/story/{id}-{16x9|4x3|1x1|og}.jpg (or {slug}-…, as named before): a published story's hero cropped to the ratio, or a card drawn with its headline (docs/seo.md). */
export async function GET(_request: Request, { params }: { params: Promise<EditionParams & { file: string }> }): Promise<Response> {
  const { brand, lang } = await editionFromParams(params);
  const parsed = parseStoryImageFile((await params).file);
  if (!parsed) return missing();
  const slug = 'slug' in parsed ? decodeSlug(parsed.slug) : null;
  try {
    const story = 'id' in parsed ? await getStoryById(brand.key, lang, parsed.id) : slug ? await getStoryBySlug(brand.key, lang, slug) : null;
    if (!story) return missing();
    const { width, height } = RATIO_SIZES[parsed.ratio];
    const image = (story.heroImageS3Key ? await cropHero(story.heroImageS3Key, width, height) : null) ?? (await toJpeg(await drawCard(brand, lang, story.headline, width, height)));
    return textResponse(new Uint8Array(image), 'image/jpeg', 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800');
  } catch (error) {
    return unavailable(error);
  }
}
