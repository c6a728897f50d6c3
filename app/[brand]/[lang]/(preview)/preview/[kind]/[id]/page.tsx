import { previewSecret } from '@/lib/config/secret';
import { forbidden, notFound } from 'next/navigation';
import { StoryPage } from '@/components/story/story-page';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { getStoryForPreview } from '@/lib/content/preview';
import { verifyPreviewToken } from '@/lib/preview/token';

interface Props {
  params: Promise<EditionParams & { kind: string; id: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
}

/**
 * /preview/story/{id} shows any story of the edition, drafts and registered-only text
 * included; /preview/public/{id} shows it as an anonymous reader would. Both need a token.
 */
export default async function StoryPreviewPage({ params, searchParams }: Props) {
  const { brand, lang } = await editionFromParams(params);
  const { kind, id } = await params;
  if ((kind !== 'story' && kind !== 'public') || !/^\d{1,9}$/.test(id)) notFound();
  const { token } = await searchParams;
  if (!verifyPreviewToken(previewSecret(), kind, id, typeof token === 'string' ? token : null)) forbidden();
  const story = await getStoryForPreview(brand.key, lang, Number(id));
  if (!story) notFound();
  // The editor who asked for /preview/story sees registered-only text in full; /preview/public shows the gate.
  if (kind === 'story') return <StoryPage brand={brand} lang={lang} story={story} related={[]} fullText />;
  return <StoryPage brand={brand} lang={lang} story={story.access === 'login' ? { ...story, cards: [] } : story} related={[]} />;
}
