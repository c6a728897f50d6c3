import { previewSecret } from '@/lib/config/secret';
import { forbidden } from 'next/navigation';
import { CollectionBlock, decideBlockLayout } from '@/components/home/collection-block';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { getHomeForPreview } from '@/lib/content/preview';
import { verifyPreviewToken } from '@/lib/preview/token';

interface Props {
  params: Promise<EditionParams>;
  searchParams: Promise<{ token?: string | string[] }>;
}

/** The home page read straight from storage, past every cache, for editors arranging it. */
export default async function HomePreviewPage({ params, searchParams }: Props) {
  const { brand, lang } = await editionFromParams(params);
  const { token } = await searchParams;
  if (!verifyPreviewToken(previewSecret(), 'home', 'home', typeof token === 'string' ? token : null)) forbidden();
  const home = await getHomeForPreview(brand.key, lang);
  const blocks = home?.items.flatMap((item) => (item.type === 'collection' ? [item] : [])) ?? [];
  return (
    <div data-component="home-preview">
      {blocks.map((block) => (
        <CollectionBlock key={block.collection.id} collection={block.collection} layout={decideBlockLayout(block.layout)} lang={lang} />
      ))}
    </div>
  );
}
